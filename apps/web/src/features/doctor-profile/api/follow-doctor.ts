import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorDetail } from '@crm/shared/customer-doctor-detail-schema';
import { doctorKey } from '@/lib/api/doctors';
import { api } from '@/lib/request/api';

export function followDoctor(body: { id: number; attention: boolean }) {
  return api.post<{ id: number; attention: boolean }>('/doctor/focus', body, { json: true });
}

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
