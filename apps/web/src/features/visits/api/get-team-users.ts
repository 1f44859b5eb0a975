import { useQuery } from '@tanstack/react-query';
import { usersInRangeQueryOptions } from '@/lib/api/users';

export const teamUsersQueryOptions = (keyword: string) => usersInRangeQueryOptions({ keyword: keyword || undefined, page: 0, size: 50 });

/** `GET user/findUserRoleList`: users of the caller's data range (the team filter). */
export function useTeamUsers(keyword: string) {
  return useQuery(teamUsersQueryOptions(keyword));
}
