import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorDetail } from '@crm/shared/customer-doctor-detail-schema';
import { api } from '@/lib/request/api';
import { profileKey } from './profile-list';

export function followDoctor(body: { id: number; attention: boolean }) {
  return api.post<{ id: number; attention: boolean }>('/doctor/focus', body, { json: true });
}

/** The star of spec 2.5: follows or unfollows, then updates the shown profile. */
export function useFollowDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followDoctor,
    onSuccess: (result) => {
      queryClient.setQueryData<DoctorDetail>([...profileKey(result.id), 'doctor'], (doctor) => (doctor ? { ...doctor, attention: result.attention } : doctor));
    },
  });
}
