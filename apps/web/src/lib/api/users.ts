import { queryOptions } from '@tanstack/react-query';
import { findUsersInRange } from '@crm/shared/contracts/customer-lookups';
import { contractQueryOptions } from '@/lib/request/contract-client';
import { localizedName, type Lang } from '@/lib/i18n/i18n';

/**
 * Users of the caller's data range (`user/findUserRoleList`), matching a name when one is given:
 * the visits' team filter and the tasks' assignees.
 */
export function usersInRangeQueryOptions(query: { keyword?: string; page: number; size: number }, staleTime = 60_000) {
  return queryOptions({ ...contractQueryOptions(findUsersInRange, { query }), staleTime });
}

/** A user as a select option: the name in the screen's language, then the account it signs in with. */
export function userOption(lang: Lang, user: { id: number; firstName: string; nameEn?: string | null; username: string }) {
  return { value: user.id, label: `${localizedName(lang, user.firstName, user.nameEn)} (${user.username})` };
}
