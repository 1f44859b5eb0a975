import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Contract, ContractInput, ContractResult } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';

/** Rows a list asks for at a time; 加载更多... asks for the next page. */
export const PROFILE_PAGE_SIZE = 10;

/** A page of profile data; the academic calls also say when a drug's data is withheld. */
export interface ProfilePage<T> {
  content: T[];
  totalElements: number;
  withheld?: boolean;
  withheldNotice?: string | null;
}

/** A call answering a page of one doctor's profile data. */
type ProfileListContract = Contract & { method: 'GET' };
type RowOf<C extends Contract> = ContractResult<C> extends { content: Array<infer T> } ? T : never;
/** What a list asks besides the page: the doctor and its filters. */
export type ProfileListParams = { id: number } & Record<string, string | number | undefined>;

export const profileKey = (id: number) => ['doctorProfile', id] as const;

/** A list of one doctor's profile data, a page at a time. */
export function profileListOptions<C extends ProfileListContract>(name: string, contract: C, params: ProfileListParams) {
  return infiniteQueryOptions({
    queryKey: [...profileKey(params.id), name, params],
    queryFn: ({ pageParam }) => callContract(contract, { query: { ...params, page: pageParam, size: PROFILE_PAGE_SIZE } } as ContractInput<C>) as Promise<ProfilePage<RowOf<C>>>,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.reduce((shown, page) => shown + page.content.length, 0) < last.totalElements && last.content.length > 0 ? pages.length : undefined),
  });
}

export function useProfileList<C extends ProfileListContract>(name: string, contract: C, params: ProfileListParams, enabled = true) {
  return useInfiniteQuery({ ...profileListOptions(name, contract, params), enabled });
}
