import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import { startsWith } from '../../db/starts-with';
import { rowsOf } from '../../db/rows';

/**
 * Whom the caller may give a task to: themself, anyone in their data range, and their own team
 * (the organization above theirs, as for colleagues). Enabled users of the tenant only.
 */
export async function requireAssignable(db: Database, principal: Principal, userIds: number[]) {
  const unique = [...new Set(userIds)];
  const range =
    principal.dataRange === 'all' ? sql`true` : principal.dataRange === 'department_and_below' && principal.orgPath ? startsWith(sql`o.path`, principal.orgPath) : sql`false`;
  const result = rowsOf<{ id: string | number; path: string | null }>(
    await db.execute(sql`
    select u.id, o.path from app_user u left join organization o on o.id = u.org_id
    where u.tenant_id = ${principal.tenant.id} and u.enabled and u.id = any(${sql.param(unique)}::bigint[])
      and (u.id = ${principal.userId} or ${range}
        or (o.path collate "C") like (select coalesce(p.path, me.path) || '%' from organization me left join organization p on p.id = me.parent_id where me.id = ${principal.orgId ?? 0}))
  `),
  );
  if (result.length !== unique.length) throw badRequest('taskAssigneeUnknown');
  return new Map(result.map((row) => [Number(row.id), row.path ?? '/']));
}
