import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { followDoctor } from '@/lib/api/doctors';
import { customerKeys } from './keys';
import type { DoctorDetail, DoctorSearchResult } from './types';

/**
 * Stars or unstars a doctor. Loaded cards and the record change at once; the lists are read
 * again afterwards, so "my follows" gains or loses the doctor.
 */
export function useFollowDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attention }: { id: number; attention: boolean }) => followDoctor({ id, attention }),
    onSuccess: ({ id, attention }) => {
      queryClient.setQueriesData<InfiniteData<DoctorSearchResult>>({ queryKey: customerKeys.doctorLists }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map((card) => (card.id === id ? { ...card, attention } : card)) })) } : data,
      );
      queryClient.setQueryData<DoctorDetail>(customerKeys.doctor(id), (doctor) => (doctor ? { ...doctor, attention } : doctor));
      void queryClient.invalidateQueries({ queryKey: customerKeys.doctorLists, refetchType: 'inactive' });
    },
  });
}
