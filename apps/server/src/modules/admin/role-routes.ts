import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleBody } from '@crm/shared/admin-schemas';
import { menu, organization, role, roleMenu, userRole } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { ADMIN, adminTags as tags } from './permissions';

const roleView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  orgId: z.number().int().nullable(),
  dataRange: z.string(),
  roleType: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  userCount: z.number().int(),
  menuIds: z.array(z.number().int()),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Roles with their data range and menu and button grants. Grants apply on the holders' next request. */
export async function adminRoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function loadRoles(tenantId: number, id?: number) {
    const conditions = [eq(role.tenantId, tenantId)];
    if (id) conditions.push(eq(role.id, id));
    const roles = await app.db
      .select()
      .from(role)
      .where(and(...conditions))
      .orderBy(asc(role.sort), asc(role.id));
    const ids = roles.map((r) => r.id);
    if (ids.length === 0) return [];
    const [grants, holders] = await Promise.all([
      app.db.select().from(roleMenu).where(inArray(roleMenu.roleId, ids)),
      app.db.select({ roleId: userRole.roleId, n: count() }).from(userRole).where(inArray(userRole.roleId, ids)).groupBy(userRole.roleId),
    ]);
    return roles.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      nameEn: r.nameEn,
      orgId: r.orgId,
      dataRange: r.dataRange,
      roleType: r.roleType,
      enabled: r.enabled,
      isDefault: r.isDefault,
      remark: r.remark,
      userCount: holders.find((h) => h.roleId === r.id)?.n ?? 0,
      menuIds: grants.filter((g) => g.roleId === r.id).map((g) => g.menuId),
    }));
  }

  async function requireRole(tenantId: number, id: number) {
    const [found] = await loadRoles(tenantId, id);
    if (!found) throw notFound();
    return found;
  }

  async function validate(tenantId: number, body: z.infer<typeof roleBody>, currentId?: number) {
    if (!body.name) throw badRequest('roleNameRequired');
    if (!body.nameEn) throw badRequest('roleNameEnRequired');
    const [sameCode] = await app.db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, tenantId), eq(role.code, body.code)));
    if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
    if (body.orgId) {
      const [org] = await app.db
        .select({ id: organization.id })
        .from(organization)
        .where(and(eq(organization.tenantId, tenantId), eq(organization.id, body.orgId)));
      if (!org) throw badRequest('invalidField', { field: 'orgId', reason: String(body.orgId) });
    }
    const menuIds = [...new Set(body.menuIds)];
    if (menuIds.length) {
      const found = await app.db
        .select({ id: menu.id })
        .from(menu)
        .where(and(eq(menu.tenantId, tenantId), inArray(menu.id, menuIds)));
      if (found.length !== menuIds.length) throw badRequest('invalidField', { field: 'menuIds', reason: 'unknown menu' });
    }
    return menuIds;
  }

  app.get(
    '/admin/role/list',
    { config: ADMIN.roleList, schema: { tags, summary: 'Every role of the tenant with its grants and number of users', response: { 200: envelope(z.array(roleView)) } } },
    async (request) => ok(await loadRoles(requirePrincipal(request).tenant.id)),
  );

  app.get('/admin/role/:id', { config: ADMIN.roleList, schema: { tags, summary: 'One role', params: idParams, response: { 200: envelope(roleView) } } }, async (request) =>
    ok(await requireRole(requirePrincipal(request).tenant.id, request.params.id)),
  );

  app.post('/admin/role', { config: ADMIN.roleEdit, schema: { tags, summary: 'Creates a role', body: roleBody, response: { 200: envelope(roleView) } } }, async (request) => {
    const tenantId = requirePrincipal(request).tenant.id;
    const { menuIds: _menuIds, ...fields } = request.body;
    const menuIds = await validate(tenantId, request.body);
    const id = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(role)
        .values({ ...fields, tenantId })
        .returning({ id: role.id });
      if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ tenantId, roleId: created!.id, menuId })));
      await recordAudit(tx, request, { action: 'admin.role.create', entityType: 'role', entityId: created!.id, summary: `创建角色 ${fields.name}`, detail: request.body });
      return created!.id;
    });
    return ok(await requireRole(tenantId, id));
  });

  app.put(
    '/admin/role/:id',
    { config: ADMIN.roleEdit, schema: { tags, summary: 'Edits a role and replaces its grants', params: idParams, body: roleBody, response: { 200: envelope(roleView) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const before = await requireRole(tenantId, request.params.id);
      const { menuIds: _menuIds, ...fields } = request.body;
      const menuIds = await validate(tenantId, request.body, before.id);
      await app.db.transaction(async (tx) => {
        await tx
          .update(role)
          .set(fields)
          .where(and(eq(role.tenantId, tenantId), eq(role.id, before.id)));
        await tx.delete(roleMenu).where(and(eq(roleMenu.tenantId, tenantId), eq(roleMenu.roleId, before.id)));
        if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ tenantId, roleId: before.id, menuId })));
        const removed = before.menuIds.filter((m) => !menuIds.includes(m));
        const added = menuIds.filter((m) => !before.menuIds.includes(m));
        await recordAudit(tx, request, {
          action: 'admin.role.update',
          entityType: 'role',
          entityId: before.id,
          summary: `修改角色 ${before.name}`,
          detail: { before: { ...before, menuIds: undefined }, after: fields, addedMenuIds: added, removedMenuIds: removed },
        });
      });
      return ok(await requireRole(tenantId, before.id));
    },
  );

  app.delete(
    '/admin/role/:id',
    { config: ADMIN.roleEdit, schema: { tags, summary: 'Deletes a role no user holds', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const existing = await requireRole(tenantId, request.params.id);
      if (existing.userCount > 0) throw badRequest('roleInUse', { count: existing.userCount });
      await app.db.transaction(async (tx) => {
        await tx.delete(role).where(and(eq(role.tenantId, tenantId), eq(role.id, existing.id)));
        await recordAudit(tx, request, {
          action: 'admin.role.delete',
          entityType: 'role',
          entityId: existing.id,
          summary: `删除角色 ${existing.name}`,
          detail: { role: existing },
        });
      });
      return ok(null);
    },
  );
}
