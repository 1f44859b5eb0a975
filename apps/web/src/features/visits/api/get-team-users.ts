import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';

export interface TeamUser {
  id: number;
  username: string;
  firstName: string;
  nameEn: string | null;
  orgName: string | null;
  orgNameEn: string | null;
}

export function teamUsersQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['users', 'inRange', keyword],
    queryFn: () => api.get<Page<TeamUser>>('/user/findUserRoleList', { keyword: keyword || undefined, page: 0, size: 50 }),
    staleTime: 60_000,
  });
}

/** `GET user/findUserRoleList`: users of the caller's data range (the team filter). */
export function useTeamUsers(keyword: string) {
  return useQuery(teamUsersQueryOptions(keyword));
}
