import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Principal } from '../../../platform/principal';
import { startsWith } from '../../../db/starts-with';
import { containsPattern } from '../../../lib/query-params';
import { rowsOf } from '../../../db/rows';

interface UserRow extends Record<string, unknown> {
  id: number | string;
  username: string;
  first_name: string;
  name_en: string | null;
  avatar: string | null;
  org_id: number | string | null;
  org_name: string | null;
  org_name_en: string | null;
  roles: Array<{ code: string; name: string; nameEn: string }> | null;
  total: number | string;
}

/** Users the caller's data range covers (the same rule as colleague visibility), with their roles. */
function userRange(principal: Principal): SQL {
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? startsWith(sql`o.path`, principal.orgPath) : sql`u.id = ${principal.userId}`;
    case 'department':
      return principal.orgId ? sql`u.org_id = ${principal.orgId}` : sql`u.id = ${principal.userId}`;
    case 'self':
      return sql`u.id = ${principal.userId}`;
  }
}

export async function usersInRange(
  db: Database,
  principal: Principal,
  filter: { roleCode?: string | undefined; keyword?: string | undefined; userId?: number; page: number; size: number },
) {
  const conditions = [sql`u.tenant_id = ${principal.tenant.id}`, sql`u.enabled`, userRange(principal)];
  if (filter.userId) conditions.push(sql`u.id = ${filter.userId}`);
  if (filter.roleCode) conditions.push(sql`exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id and r.code = ${filter.roleCode})`);
  if (filter.keyword) {
    const contains = containsPattern(filter.keyword);
    conditions.push(sql`(u.first_name like ${contains} or u.username ilike ${contains} or u.name_en ilike ${contains})`);
  }
  const result = rowsOf<UserRow>(
    await db.execute(sql`select u.id, u.username, u.first_name, u.name_en, u.avatar, u.org_id, o.name as org_name, o.name_en as org_name_en,
      (select json_agg(json_build_object('code', r.code, 'name', r.name, 'nameEn', r.name_en) order by r.sort) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id) as roles,
      count(*) over () as total
    from app_user u left join organization o on o.id = u.org_id
    where ${sql.join(conditions, sql` and `)}
    order by o.path nulls last, u.id limit ${filter.size} offset ${filter.page * filter.size}`),
  );
  return {
    total: Number(result[0]?.total ?? 0),
    content: result.map((row) => ({
      id: Number(row.id),
      username: row.username,
      firstName: row.first_name,
      nameEn: row.name_en,
      avatar: row.avatar,
      orgId: row.org_id === null ? null : Number(row.org_id),
      orgName: row.org_name,
      orgNameEn: row.org_name_en,
      roles: row.roles ?? [],
    })),
  };
}
