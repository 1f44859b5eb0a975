import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as tags from '@crm/shared/contracts/customer-tags';
import type { TagTerm } from '@crm/shared/contracts/customer-tags';
import { callContract, contractQueryOptions } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

export const tagCatalogQueryOptions = queryOptions({ ...contractQueryOptions(tags.findUserTagTerms, {}), staleTime: 60_000 });

/** Every tag term the user can filter by or apply: system groups and their personal terms. */
export function useTagCatalog() {
  return useQuery(tagCatalogQueryOptions);
}

/** Under the doctor's key, so refreshing the doctor refreshes its tags too. */
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
      const input = { params: { id: doctorId } };
      const [rule, staff, personal, available] = await Promise.all([
        callContract(tags.findDoctorRuleTags, input),
        callContract(tags.findDoctorStaffTags, input),
        callContract(tags.findDoctorPersonalTags, input),
        callContract(tags.findAvailableDoctorTags, input),
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
  return useTagChange(doctorId, ({ kind, value }: { kind: TagTerm['kind']; value: string }) =>
    callContract(tags.addDoctorTag, { params: { id: doctorId }, query: { addedValue: value, mobileTagType: kind } }),
  );
}

export function useRemoveDoctorTag(doctorId: number) {
  return useTagChange(doctorId, (term: Pick<TagTerm, 'id' | 'kind'>) =>
    callContract(tags.removeDoctorTag, { params: { tagTermId: term.id }, query: { mobileTagType: term.kind }, body: [doctorId] }),
  );
}
