import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DoctorFilters } from '@crm/shared/contracts/customer-doctor-schemas';
import * as contracts from '@crm/shared/contracts/doctors';
import { callContract } from '@/lib/request/contract-client';
import { customerKeys } from './keys';
import type { DoctorSearchResult } from './types';

export const DOCTOR_PAGE_SIZE = 50;

export function searchDoctors(filters: DoctorFilters, cursor: string | undefined, size = DOCTOR_PAGE_SIZE): Promise<DoctorSearchResult> {
  return callContract(contracts.searchDoctors, { body: { ...filters, size, ...(cursor ? { cursor } : {}) } });
}

export function doctorSearchQueryOptions(filters: DoctorFilters) {
  return infiniteQueryOptions({
    queryKey: [...customerKeys.doctorLists, filters],
    queryFn: ({ pageParam }) => searchDoctors(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One doctor list (my follows, my customers, all customers) with filters, page after page. */
export function useDoctorSearch(filters: DoctorFilters, enabled = true) {
  return useInfiniteQuery({ ...doctorSearchQueryOptions(filters), enabled });
}

export type DoctorSearch = ReturnType<typeof useDoctorSearch>;
