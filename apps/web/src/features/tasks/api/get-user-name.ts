import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

interface UserName {
  id: number;
  firstName: string;
  nameEn: string | null;
}

export function userNameQueryOptions(id: number) {
  return queryOptions({ queryKey: ['users', 'one', id], queryFn: () => api.get<UserName>('/user/findById', { id }, { showError: false }), staleTime: 10 * 60_000 });
}

/** `GET user/findById`: a user named in a task log (a transfer's from and to). */
export function useUserName(id: number | undefined) {
  return useQuery({ ...userNameQueryOptions(id ?? 0), enabled: id !== undefined && id > 0, retry: false });
}
