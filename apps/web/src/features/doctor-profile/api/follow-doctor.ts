import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';
import { doctorKey, followDoctor } from '@/lib/api/doctors';

/** The star of spec 2.5: follows or unfollows, then updates the shown profile. */
export function useFollowDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followDoctor,
    onSuccess: (result) => {
      queryClient.setQueryData<DoctorDetail>(doctorKey(result.id), (doctor) => (doctor ? { ...doctor, attention: result.attention } : doctor));
    },
  });
}
