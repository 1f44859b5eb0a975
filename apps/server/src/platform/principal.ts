import { sql } from 'drizzle-orm';
import type { DataRange } from '../db/schema/platform/tenancy';
import type { Database } from '../db/client';
import type { Tenant } from './tenant-directory';
import type { CachedPrincipal } from './principal-cache';
import { rowsOf } from '../db/rows';

export interface RoleRef {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  dataRange: DataRange;
}

/** Who is calling; cached between requests and dropped on any change (principal-cache.ts), so changes apply at once. */
export interface Principal {
  tenant: Tenant;
  userId: number;
  username: string;
  firstName: string;
  /** The name on English screens, where the user has one. */
  nameEn: string | null;
  orgId: number | null;
  /** Materialized path of the user's organization (`/1/4/9/`), for subtree checks. */
  orgPath: string | null;
  sessionId: string | null;
  roles: RoleRef[];
  roleCodes: string[];
  permissions: string[];
  /** The widest data range among the user's roles. */
  dataRange: DataRange;
  /** An administrator set the password: until the user sets their own, only changing it is allowed. */
  mustChangePassword: boolean;
  /** What "who am I" shows beyond the above; cached and invalidated with the rest (migration 0033). */
  profile: UserProfile;
}

export interface UserProfile {
  email: string | null;
  mobile: string | null;
  avatar: string | null;
  language: string;
  orgName: string | null;
  orgNameEn: string | null;
}

const RANGE_ORDER: DataRange[] = ['self', 'department', 'department_and_below', 'all'];

interface PrincipalRow extends Record<string, unknown> {
  id: number | string;
  username: string;
  first_name: string;
  name_en: string | null;
  org_id: number | string | null;
  org_path: string | null;
  must_change_password: boolean | null;
  email: string | null;
  mobile: string | null;
  avatar: string | null;
  language: string;
  org_name: string | null;
  org_name_en: string | null;
  session_channel: string | null;
  session_expires_at: string | Date | null;
  roles: RoleRef[] | null;
  permissions: string[] | null;
}

/** Loads the caller; see loadPrincipalEntry. */
export async function loadPrincipal(db: Database, tenant: Tenant, claims: AccessClaims): Promise<Principal | null> {
  return (await loadPrincipalEntry(db, tenant, claims))?.principal ?? null;
}

/**
 * Loads the caller from verified token claims, with when its session ends. The embedded realm's tokens carry the user id and
 * session; an outside identity server's tokens are matched by the enterprise's user claim within the tenant.
 */
export async function loadPrincipalEntry(db: Database, tenant: Tenant, claims: AccessClaims): Promise<CachedPrincipal | null> {
  const external = tenant.externalIssuer !== null;
  const userMatch = external ? sql`u.username = ${externalUserName(tenant, claims) ?? ''}` : /^\d+$/.test(claims.sub) ? sql`u.id = ${Number(claims.sub)}` : sql`false`;
  const liveSession = sql`from auth_session s where s.id = ${claims.sid ?? ''} and s.user_id = u.id and s.revoked_at is null and s.expires_at > now()`;
  const sessionChannel = external ? sql`'external'` : sql`(select s.channel ${liveSession})`;
  const sessionExpiresAt = external ? sql`null::timestamptz` : sql`(select s.expires_at ${liveSession})`;
  const result = rowsOf<PrincipalRow>(
    await db.execute(sql`
    with user_roles as (
      select r.* from role r join user_role ur on ur.role_id = r.id
      where ur.user_id = (select id from app_user u where u.tenant_id = ${tenant.id} and ${userMatch}) and r.enabled
    ),
    effective_roles as (
      select * from user_roles
      union all
      select r.* from role r where r.tenant_id = ${tenant.id} and r.is_default and r.enabled and not exists (select 1 from user_roles)
    )
    select u.id, u.username, u.first_name, u.name_en, u.org_id, o.path as org_path, u.must_change_password,
      u.email, u.mobile, u.avatar, u.language, o.name as org_name, o.name_en as org_name_en,
      ${sessionChannel} as session_channel, ${sessionExpiresAt} as session_expires_at,
      (select coalesce(json_agg(json_build_object('id', er.id, 'code', er.code, 'name', er.name, 'nameEn', er.name_en, 'dataRange', er.data_range) order by er.sort, er.id), '[]'::json) from effective_roles er) as roles,
      (select coalesce(array_agg(distinct m.permission), '{}') from role_menu rm join menu m on m.id = rm.menu_id
        where rm.role_id in (select id from effective_roles) and m.permission is not null and m.status) as permissions
    from app_user u left join organization o on o.id = u.org_id
    where u.tenant_id = ${tenant.id} and ${userMatch} and u.enabled
  `),
  );
  const row = result[0];
  if (!row || row.session_channel === null) return null;
  const roles = row.roles ?? [];
  // Spec 6: role wxwork marks a session opened from inside the enterprise-chat client.
  if (row.session_channel === 'wecom') roles.push({ id: 0, code: 'wxwork', name: '企业微信会话', nameEn: 'Enterprise chat session', dataRange: 'self' });
  const dataRange = roles.reduce<DataRange>((widest, r) => (RANGE_ORDER.indexOf(r.dataRange) > RANGE_ORDER.indexOf(widest) ? r.dataRange : widest), 'self');
  const roleCodes = roles.map((r) => r.code);
  const permissions = [...(row.permissions ?? [])];
  if (roleCodes.includes('admin')) permissions.push('*:*:*');
  const principal: Principal = {
    tenant,
    userId: Number(row.id),
    username: row.username,
    firstName: row.first_name,
    nameEn: row.name_en,
    orgId: row.org_id === null ? null : Number(row.org_id),
    orgPath: row.org_path,
    sessionId: external ? null : (claims.sid ?? null),
    roles,
    roleCodes,
    permissions,
    dataRange,
    // An outside identity server owns the password: the flag only concerns the embedded realm.
    mustChangePassword: !external && row.must_change_password === true,
    profile: { email: row.email, mobile: row.mobile, avatar: row.avatar, language: row.language, orgName: row.org_name, orgNameEn: row.org_name_en },
  };
  return { principal, sessionExpiresAt: row.session_expires_at === null ? null : new Date(row.session_expires_at).getTime() };
}

/** The claims of a verified access token that identify the caller. */
export interface AccessClaims {
  sub: string;
  sid?: string;
  tid?: number;
  azp?: string;
  preferred_username?: string;
  [claim: string]: unknown;
}

/** The product user an outside identity server's token names: the value of the enterprise's user claim. */
export function externalUserName(tenant: Tenant, claims: AccessClaims): string | null {
  const value = claims[tenant.userClaim];
  return typeof value === 'string' && value !== '' ? value : null;
}
