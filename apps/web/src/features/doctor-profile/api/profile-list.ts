import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

/** Rows a list asks for at a time; 加载更多... asks for the next page. */
export const PROFILE_PAGE_SIZE = 10;

/** A page of profile data; the academic calls also say when a drug's data is withheld. */
export interface ProfilePage<T> {
  content: T[];
  totalElements: number;
  withheld?: boolean;
  withheldNotice?: string | null;
}

export type ProfileListParams = { id: number } & Record<string, string | number | undefined>;

export const profileKey = (id: number) => ['doctorProfile', id] as const;

/** A list of one doctor's profile data, a page at a time. */
export function profileListOptions<T>(name: string, path: string, params: ProfileListParams) {
  return infiniteQueryOptions({
    queryKey: [...profileKey(params.id), name, params],
    queryFn: ({ pageParam }) => api.get<ProfilePage<T>>(path, { ...params, page: pageParam, size: PROFILE_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.reduce((shown, page) => shown + page.content.length, 0) < last.totalElements && last.content.length > 0 ? pages.length : undefined),
  });
}

export function useProfileList<T>(name: string, path: string, params: ProfileListParams, enabled = true) {
  return useInfiniteQuery({ ...profileListOptions<T>(name, path, params), enabled });
}
