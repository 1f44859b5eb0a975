import { useQueries } from '@tanstack/react-query';
import { colleaguesQueryOptions } from '@/lib/api/colleagues';
import { usersInRangeQueryOptions } from '@/lib/api/users';

export interface Assignee {
  id: number;
  firstName: string;
  nameEn: string | null;
  unit: { name: string; nameEn: string | null } | null;
}

/**
 * Whom the user may give or transfer a task to, as the server allows: themself, the users of
 * their data range (`user/findUserRoleList`) and their team (`user/colleagues`).
 */
export function useAssignees(me: { id: number; firstName: string; nameEn: string | null }) {
  const [range, colleagues] = useQueries({
    queries: [usersInRangeQueryOptions({ page: 0, size: 200 }, 5 * 60_000), colleaguesQueryOptions(me.id)],
  });
  const people = new Map<number, Assignee>([[me.id, { id: me.id, firstName: me.firstName, nameEn: me.nameEn, unit: null }]]);
  for (const user of range.data?.content ?? []) {
    if (!people.has(user.id))
      people.set(user.id, { id: user.id, firstName: user.firstName, nameEn: user.nameEn, unit: user.orgName ? { name: user.orgName, nameEn: user.orgNameEn } : null });
  }
  for (const colleague of colleagues.data?.content ?? []) {
    const group = colleague.groups[0];
    if (!people.has(colleague.id))
      people.set(colleague.id, { id: colleague.id, firstName: colleague.firstName, nameEn: colleague.nameEn, unit: group ? { name: group.name, nameEn: group.nameEn } : null });
  }
  return { assignees: [...people.values()], isLoading: range.isPending || colleagues.isPending };
}
