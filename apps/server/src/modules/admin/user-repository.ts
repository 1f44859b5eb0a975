import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { AdminUser, adminUserPage, createUser, updateUser } from '@crm/shared/contracts/admin-users';
import { isStrongPassword } from '@crm/shared/password-policy';
import type { Database } from '../../db/client';
import { appUser, organization, role, userRole } from '../../db/schema/platform/tenancy';
import { page } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { requireOrgField } from './organization-repository';
import { hashPassword, endUserSessions } from '../identity/index';
import { startsWithSql } from '../../db/starts-with';

/** Users as the administrator keeps them: list, create, edit, reset password, enable and disable, delete. */

type UserQuery = ContractRequestParts<typeof adminUserPage>['query'];
type CreateBody = ContractRequestParts<typeof createUser>['body'];
type UpdateBody = ContractRequestParts<typeof updateUser>['body'];

async function loadUsers(db: Database, tenantId: number, where: ReturnType<typeof and>, limit: number, offset: number): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: appUser, orgName: organization.name })
    .from(appUser)
    .leftJoin(organization, eq(organization.id, appUser.orgId))
    .where(where)
    .orderBy(asc(appUser.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.user.id);
  const grants = ids.length
    ? await db
        .select()
        .from(userRole)
        .where(and(eq(userRole.tenantId, tenantId), inArray(userRole.userId, ids)))
    : [];
  return rows.map(({ user, orgName }) => ({
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    nameEn: user.nameEn,
    company: user.company,
    telephone: user.telephone,
    mobile: user.mobile,
    language: user.language,
    orgId: user.orgId,
    orgName,
    workId: user.workId,
    email: user.email,
    enabled: user.enabled,
    userType: user.userType,
    lockedUntil: user.lockedUntil && user.lockedUntil > new Date() ? user.lockedUntil.toISOString() : null,
    roleIds: grants.filter((g) => g.userId === user.id).map((g) => g.roleId),
    createdAt: user.createdAt.toISOString(),
  }));
}

async function requireUser(db: Database, tenantId: number, id: number) {
  const [found] = await loadUsers(db, tenantId, and(eq(appUser.tenantId, tenantId), eq(appUser.id, id)), 1, 0);
  if (!found) throw notFound();
  return found;
}

/** Roles and organization must belong to the caller's tenant; roles are required (spec 5). */
async function checkReferences(db: Database, tenantId: number, body: { roleIds: number[]; orgId?: number | null | undefined }) {
  if (body.roleIds.length === 0) throw badRequest('userRoleRequired');
  const roles = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), inArray(role.id, body.roleIds)));
  if (roles.length !== new Set(body.roleIds).size) throw badRequest('invalidField', { field: 'roleIds', reason: String(body.roleIds) });
  if (body.orgId) await requireOrgField(db, tenantId, body.orgId);
}

export async function usersPage({ db, principal }: RequestContext, query: UserQuery) {
  const tenantId = principal.tenant.id;
  const { keyword, orgId, enabled, page: pageIndex, size } = query;
  const conditions = [eq(appUser.tenantId, tenantId)];
  if (keyword) {
    const like = containsPattern(keyword);
    conditions.push(or(ilike(appUser.username, like), ilike(appUser.firstName, like), ilike(appUser.nameEn, like), ilike(appUser.mobile, like), ilike(appUser.workId, like))!);
  }
  if (orgId)
    conditions.push(
      sql`${appUser.orgId} in (select id from organization where tenant_id = ${tenantId} and ${startsWithSql(sql`path`, sql`(select path from organization where id = ${orgId} and tenant_id = ${tenantId})`)})`,
    );
  if (enabled) conditions.push(eq(appUser.enabled, enabled === 'true'));
  const where = and(...conditions);
  const [users, [total]] = await Promise.all([loadUsers(db, tenantId, where, size, pageIndex * size), db.select({ n: count() }).from(appUser).where(where)]);
  return page(users, total?.n ?? 0);
}

export const userOf = ({ db, principal }: RequestContext, id: number) => requireUser(db, principal.tenant.id, id);

export async function addUser({ db, principal, request }: RequestContext, body: CreateBody) {
  const tenantId = principal.tenant.id;
  const { password, roleIds, ...fields } = body;
  if (!password) throw badRequest('passwordRequired');
  if (!isStrongPassword(password)) throw badRequest('passwordWeak');
  await checkReferences(db, tenantId, body);
  const [taken] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.username, fields.username)));
  if (taken) throw badRequest('usernameTaken', { username: fields.username });
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(appUser)
      .values({ ...fields, tenantId, passwordHash, mustChangePassword: true })
      .returning({ id: appUser.id });
    await tx.insert(userRole).values(roleIds.map((roleId) => ({ tenantId, userId: created!.id, roleId })));
    await recordAudit(tx, request, {
      action: 'admin.user.create',
      entityType: 'user',
      entityId: created!.id,
      message: { key: 'userCreated', params: { username: fields.username } },
      detail: { ...fields, roleIds },
    });
    return created!.id;
  });
  return requireUser(db, tenantId, id);
}

/** Edits a user (not the password); disabling ends their sessions. */
export async function editUser({ db, principal, request }: RequestContext, id: number, body: UpdateBody) {
  const tenantId = principal.tenant.id;
  const before = await requireUser(db, tenantId, id);
  const { roleIds, ...fields } = body;
  await checkReferences(db, tenantId, body);
  if (before.id === principal.userId && !fields.enabled) throw badRequest('cannotChangeOwnAccess');
  await db.transaction(async (tx) => {
    await tx
      .update(appUser)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, before.id)));
    await tx.delete(userRole).where(and(eq(userRole.tenantId, tenantId), eq(userRole.userId, before.id)));
    await tx.insert(userRole).values(roleIds.map((roleId) => ({ tenantId, userId: before.id, roleId })));
    if (!fields.enabled) await endUserSessions(tx, before.id, 'user_disabled');
    await recordAudit(tx, request, {
      action: 'admin.user.update',
      entityType: 'user',
      entityId: before.id,
      message: { key: 'userUpdated', params: { username: before.username } },
      detail: { before, after: { ...fields, roleIds } },
    });
  });
  return requireUser(db, tenantId, before.id);
}

/** Sets a new password the user must change, unlocks them and ends their sessions. */
export async function resetPassword({ db, principal, request }: RequestContext, id: number, password: string) {
  const user = await requireUser(db, principal.tenant.id, id);
  if (!password) throw badRequest('passwordRequired');
  if (!isStrongPassword(password)) throw badRequest('passwordWeak');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash, mustChangePassword: true, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(appUser.id, user.id));
    await endUserSessions(tx, user.id, 'password_reset');
    await recordAudit(tx, request, {
      action: 'admin.user.resetPassword',
      entityType: 'user',
      entityId: user.id,
      message: { key: 'userPasswordReset', params: { username: user.username } },
    });
  });
  return null;
}

/** Enables or disables sign-in (not one's own); disabling ends the user's sessions. */
export async function setEnabled({ db, principal, request }: RequestContext, id: number, enabled: boolean) {
  const user = await requireUser(db, principal.tenant.id, id);
  if (user.id === principal.userId) throw badRequest('cannotChangeOwnAccess');
  await db.transaction(async (tx) => {
    await tx.update(appUser).set({ enabled, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(appUser.id, user.id));
    if (!enabled) await endUserSessions(tx, user.id, 'user_disabled');
    await recordAudit(tx, request, {
      action: enabled ? 'admin.user.enable' : 'admin.user.disable',
      entityType: 'user',
      entityId: user.id,
      message: { key: enabled ? 'userEnabled' : 'userDisabled', params: { username: user.username } },
    });
  });
  return null;
}

/** Deletes a user (not oneself). */
export async function removeUser({ db, principal, request }: RequestContext, id: number) {
  const user = await requireUser(db, principal.tenant.id, id);
  if (user.id === principal.userId) throw badRequest('cannotChangeOwnAccess');
  await db.transaction(async (tx) => {
    await tx.delete(appUser).where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, user.id)));
    await recordAudit(tx, request, {
      action: 'admin.user.delete',
      entityType: 'user',
      entityId: user.id,
      message: { key: 'userDeleted', params: { username: user.username } },
      detail: { user },
    });
  });
  return null;
}
