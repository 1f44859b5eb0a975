import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { TagGroup, TagTerm } from './types';

export const tagCatalogQueryOptions = queryOptions({
  queryKey: [...customerKeys.reference, 'tag-terms'],
  queryFn: () => api.get<{ groups: TagGroup[]; personal: TagTerm[] }>('/tag/term/find/user'),
  staleTime: 60_000,
});

/** Every tag term the user can filter by or apply: system groups and their personal terms. */
export function useTagCatalog() {
  return useQuery(tagCatalogQueryOptions);
}

const doctorTagsKey = (doctorId: number) => [...customerKeys.doctor(doctorId), 'tags'] as const;

export interface DoctorTags {
  rule: TagTerm[];
  staff: TagTerm[];
  personal: TagTerm[];
  available: TagTerm[];
}

/** The tags on a doctor by kind, and the terms that could still be added. */
export function useDoctorTags(doctorId: number) {
  return useQuery({
    queryKey: doctorTagsKey(doctorId),
    queryFn: async (): Promise<DoctorTags> => {
      const [rule, staff, personal, available] = await Promise.all([
        api.get<TagTerm[]>(`/doctor/find/${doctorId}/system`),
        api.get<TagTerm[]>(`/doctor/find/staff/${doctorId}`),
        api.get<TagTerm[]>(`/doctor/find/${doctorId}/personal`),
        api.get<TagTerm[]>(`/doctor/find/notTag/${doctorId}`),
      ]);
      return { rule, staff, personal, available };
    },
  });
}

function useTagChange<T>(doctorId: number, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: doctorTagsKey(doctorId) });
      void queryClient.invalidateQueries({ queryKey: tagCatalogQueryOptions.queryKey });
    },
  });
}

/** Adds a tag: a system term by id, or a personal tag by its text (created when new). */
export function useAddDoctorTag(doctorId: number) {
  return useTagChange(doctorId, ({ kind, value }: { kind: 'SYSTEM' | 'PERSONAL'; value: string }) =>
    api.post<TagTerm>(`/customer/tag/add/${doctorId}`, undefined, { params: { addedValue: value, mobileTagType: kind } }),
  );
}

export function useRemoveDoctorTag(doctorId: number) {
  return useTagChange(doctorId, (term: Pick<TagTerm, 'id' | 'kind'>) =>
    api.post<{ removed: number }>(`/customer/tag/delete/${term.id}`, [doctorId], { json: true, params: { mobileTagType: term.kind } }),
  );
}
