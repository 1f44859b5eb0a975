import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/lib/session/user-info';

/** The signed-in user's id (loaded by the start-up guard before any page shows). */
export function useCurrentUserId(): number | undefined {
  return useQuery({ ...userInfoQueryOptions, enabled: false }).data?.id;
}
