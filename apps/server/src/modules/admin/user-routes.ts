import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserBody, resetPasswordBody, updateUserBody, userStatusBody } from '@crm/shared/admin-schemas';
import { appUser, authSession, organization, role, userRole } from '../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { hashPassword } from '../identity/passwords';
import { isStrongPassword } from '@crm/shared/password-policy';
import { recordAudit } from '../../platform/audit/record-audit';
import { ADMIN, adminTags as tags } from './permissions';
import { containsPattern } from '../../lib/query-params';

const userView = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  company: z.string().nullable(),
  telephone: z.string().nullable(),
  mobile: z.string().nullable(),
  language: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  workId: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  userType: z.string(),
  lockedUntil: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Users of the admin console: list, create, edit, reset password, enable and disable, delete. */
export async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function loadUsers(tenantId: number, where: ReturnType<typeof and>, limit: number, offset: number) {
    const rows = await app.db
      .select({ user: appUser, orgName: organization.name })
      .from(appUser)
      .leftJoin(organization, eq(organization.id, appUser.orgId))
      .where(where)
      .orderBy(asc(appUser.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.user.id);
    const grants = ids.length
      ? await app.db
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

  async function requireUser(tenantId: number, id: number) {
    const [found] = await loadUsers(tenantId, and(eq(appUser.tenantId, tenantId), eq(appUser.id, id)), 1, 0);
    if (!found) throw notFound();
    return found;
  }

  /** Roles and organization must belong to the caller's tenant; roles are required (spec 5). */
  async function checkReferences(tenantId: number, body: { roleIds: number[]; orgId?: number | null | undefined }) {
    if (body.roleIds.length === 0) throw badRequest('userRoleRequired');
    const roles = await app.db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, tenantId), inArray(role.id, body.roleIds)));
    if (roles.length !== new Set(body.roleIds).size) throw badRequest('invalidField', { field: 'roleIds', reason: String(body.roleIds) });
    if (body.orgId) {
      const [org] = await app.db
        .select({ id: organization.id })
        .from(organization)
        .where(and(eq(organization.tenantId, tenantId), eq(organization.id, body.orgId)));
      if (!org) throw badRequest('invalidField', { field: 'orgId', reason: String(body.orgId) });
    }
  }

  app.get(
    '/admin/user/page',
    {
      config: ADMIN.userList,
      schema: {
        tags,
        summary: 'Users of the tenant, filtered by keyword (login name, name, mobile, work id), organization and status',
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(200).default(20),
          keyword: z.string().trim().max(100).optional(),
          orgId: z.coerce.number().int().positive().optional(),
          enabled: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: envelope(pageOf(userView)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { keyword, orgId, enabled, page: pageIndex, size } = request.query;
      const conditions = [eq(appUser.tenantId, tenantId)];
      if (keyword) {
        const like = containsPattern(keyword);
        conditions.push(or(ilike(appUser.username, like), ilike(appUser.firstName, like), ilike(appUser.nameEn, like), ilike(appUser.mobile, like), ilike(appUser.workId, like))!);
      }
      if (orgId)
        conditions.push(
          sql`${appUser.orgId} in (select id from organization where tenant_id = ${tenantId} and path like (select path from organization where id = ${orgId} and tenant_id = ${tenantId}) || '%')`,
        );
      if (enabled) conditions.push(eq(appUser.enabled, enabled === 'true'));
      const where = and(...conditions);
      const [users, [total]] = await Promise.all([loadUsers(tenantId, where, size, pageIndex * size), app.db.select({ n: count() }).from(appUser).where(where)]);
      return ok(page(users, total?.n ?? 0));
    },
  );

  app.get('/admin/user/:id', { config: ADMIN.userList, schema: { tags, summary: 'One user', params: idParams, response: { 200: envelope(userView) } } }, async (request) =>
    ok(await requireUser(requirePrincipal(request).tenant.id, request.params.id)),
  );

  app.post(
    '/admin/user',
    { config: ADMIN.userEdit, schema: { tags, summary: 'Creates a user with a password and at least one role', body: createUserBody, response: { 200: envelope(userView) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const { password, roleIds, ...fields } = request.body;
      if (!password) throw badRequest('passwordRequired');
      if (!isStrongPassword(password)) throw badRequest('passwordWeak');
      await checkReferences(tenantId, request.body);
      const [taken] = await app.db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.tenantId, tenantId), eq(appUser.username, fields.username)));
      if (taken) throw badRequest('usernameTaken', { username: fields.username });
      const passwordHash = await hashPassword(password);
      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(appUser)
          .values({ ...fields, tenantId, passwordHash, mustChangePassword: true })
          .returning({ id: appUser.id });
        await tx.insert(userRole).values(roleIds.map((roleId) => ({ tenantId, userId: created!.id, roleId })));
        await recordAudit(tx, request, {
          action: 'admin.user.create',
          entityType: 'user',
          entityId: created!.id,
          summary: `创建用户 ${fields.username}`,
          detail: { ...fields, roleIds },
        });
        return created!.id;
      });
      return ok(await requireUser(tenantId, id));
    },
  );

  app.put(
    '/admin/user/:id',
    { config: ADMIN.userEdit, schema: { tags, summary: 'Edits a user (not the password)', params: idParams, body: updateUserBody, response: { 200: envelope(userView) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const before = await requireUser(tenantId, request.params.id);
      const { roleIds, ...fields } = request.body;
      await checkReferences(tenantId, request.body);
      if (before.id === principal.userId && !fields.enabled) throw badRequest('cannotChangeOwnAccess');
      await app.db.transaction(async (tx) => {
        await tx
          .update(appUser)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, before.id)));
        await tx.delete(userRole).where(and(eq(userRole.tenantId, tenantId), eq(userRole.userId, before.id)));
        await tx.insert(userRole).values(roleIds.map((roleId) => ({ tenantId, userId: before.id, roleId })));
        if (!fields.enabled) await tx.update(authSession).set({ revokedAt: new Date(), revokedReason: 'user_disabled' }).where(eq(authSession.userId, before.id));
        await recordAudit(tx, request, {
          action: 'admin.user.update',
          entityType: 'user',
          entityId: before.id,
          summary: `修改用户 ${before.username}`,
          detail: { before, after: { ...fields, roleIds } },
        });
      });
      return ok(await requireUser(tenantId, before.id));
    },
  );

  app.put(
    '/admin/user/:id/password',
    {
      config: ADMIN.userEdit,
      schema: { tags, summary: 'Resets a user’s password and ends their sessions', params: idParams, body: resetPasswordBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const user = await requireUser(tenantId, request.params.id);
      if (!request.body.password) throw badRequest('passwordRequired');
      if (!isStrongPassword(request.body.password)) throw badRequest('passwordWeak');
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(appUser).set({ passwordHash, mustChangePassword: true, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(appUser.id, user.id));
        await tx.update(authSession).set({ revokedAt: new Date(), revokedReason: 'password_reset' }).where(eq(authSession.userId, user.id));
        await recordAudit(tx, request, { action: 'admin.user.resetPassword', entityType: 'user', entityId: user.id, summary: `重置用户 ${user.username} 的密码` });
      });
      return ok(null);
    },
  );

  app.put(
    '/admin/user/:id/status',
    {
      config: ADMIN.userEdit,
      schema: {
        tags,
        summary: 'Enables or disables sign-in for a user; disabling ends their sessions',
        params: idParams,
        body: userStatusBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const user = await requireUser(principal.tenant.id, request.params.id);
      if (user.id === principal.userId) throw badRequest('cannotChangeOwnAccess');
      const { enabled } = request.body;
      await app.db.transaction(async (tx) => {
        await tx.update(appUser).set({ enabled, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(appUser.id, user.id));
        if (!enabled) await tx.update(authSession).set({ revokedAt: new Date(), revokedReason: 'user_disabled' }).where(eq(authSession.userId, user.id));
        await recordAudit(tx, request, {
          action: enabled ? 'admin.user.enable' : 'admin.user.disable',
          entityType: 'user',
          entityId: user.id,
          summary: `${enabled ? '启用' : '停用'}用户 ${user.username}`,
        });
      });
      return ok(null);
    },
  );

  app.delete(
    '/admin/user/:id',
    { config: ADMIN.userEdit, schema: { tags, summary: 'Deletes a user', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const user = await requireUser(principal.tenant.id, request.params.id);
      if (user.id === principal.userId) throw badRequest('cannotChangeOwnAccess');
      await app.db.transaction(async (tx) => {
        await tx.delete(appUser).where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, user.id)));
        await recordAudit(tx, request, { action: 'admin.user.delete', entityType: 'user', entityId: user.id, summary: `删除用户 ${user.username}`, detail: { user } });
      });
      return ok(null);
    },
  );
}
