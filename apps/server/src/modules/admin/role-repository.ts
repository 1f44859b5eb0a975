import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { AdminRole, createRole } from '@crm/shared/contracts/admin-roles';
import type { Database } from '../../db/client';
import { menu, role, roleMenu, userRole } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import { bilingualName, recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { requireOrgField } from './organization-repository';

/** Roles with their data range and menu and button grants. Grants apply on the holders' next request. */

type RoleBody = ContractRequestParts<typeof createRole>['body'];

async function loadRoles(db: Database, tenantId: number, id?: number): Promise<AdminRole[]> {
  const conditions = [eq(role.tenantId, tenantId)];
  if (id) conditions.push(eq(role.id, id));
  const roles = await db
    .select()
    .from(role)
    .where(and(...conditions))
    .orderBy(asc(role.sort), asc(role.id));
  const ids = roles.map((r) => r.id);
  if (ids.length === 0) return [];
  const [grants, holders] = await Promise.all([
    db.select().from(roleMenu).where(inArray(roleMenu.roleId, ids)),
    db.select({ roleId: userRole.roleId, n: count() }).from(userRole).where(inArray(userRole.roleId, ids)).groupBy(userRole.roleId),
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

async function requireRole(db: Database, tenantId: number, id: number) {
  const [found] = await loadRoles(db, tenantId, id);
  if (!found) throw notFound();
  return found;
}

/** Both names, a unique code, an organization and menus of the tenant; answers the distinct menu ids. */
async function validate(db: Database, tenantId: number, body: RoleBody, currentId?: number) {
  if (!body.name) throw badRequest('roleNameRequired');
  if (!body.nameEn) throw badRequest('roleNameEnRequired');
  const [sameCode] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.code, body.code)));
  if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
  if (body.orgId) await requireOrgField(db, tenantId, body.orgId);
  const menuIds = [...new Set(body.menuIds)];
  if (menuIds.length) {
    const found = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.tenantId, tenantId), inArray(menu.id, menuIds)));
    if (found.length !== menuIds.length) throw badRequest('invalidField', { field: 'menuIds', reason: 'unknown menu' });
  }
  return menuIds;
}

export const rolesOf = ({ db, principal }: RequestContext) => loadRoles(db, principal.tenant.id);

export const roleOf = ({ db, principal }: RequestContext, id: number) => requireRole(db, principal.tenant.id, id);

export async function addRole({ db, principal, request }: RequestContext, body: RoleBody) {
  const tenantId = principal.tenant.id;
  const { menuIds: _menuIds, ...fields } = body;
  const menuIds = await validate(db, tenantId, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(role)
      .values({ ...fields, tenantId })
      .returning({ id: role.id });
    if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ tenantId, roleId: created!.id, menuId })));
    await recordAudit(tx, request, {
      action: 'admin.role.create',
      entityType: 'role',
      entityId: created!.id,
      message: { key: 'roleCreated', params: { name: bilingualName(fields.name, fields.nameEn) } },
      detail: body,
    });
    return created!.id;
  });
  return requireRole(db, tenantId, id);
}

/** Edits the role and replaces its grants. */
export async function editRole({ db, principal, request }: RequestContext, id: number, body: RoleBody) {
  const tenantId = principal.tenant.id;
  const before = await requireRole(db, tenantId, id);
  const { menuIds: _menuIds, ...fields } = body;
  const menuIds = await validate(db, tenantId, body, before.id);
  await db.transaction(async (tx) => {
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
      message: { key: 'roleUpdated', params: { name: bilingualName(before.name, before.nameEn) } },
      detail: { before: { ...before, menuIds: undefined }, after: fields, addedMenuIds: added, removedMenuIds: removed },
    });
  });
  return requireRole(db, tenantId, before.id);
}

/** Deletes a role no user holds. */
export async function removeRole({ db, principal, request }: RequestContext, id: number) {
  const tenantId = principal.tenant.id;
  const existing = await requireRole(db, tenantId, id);
  if (existing.userCount > 0) throw badRequest('roleInUse', { count: existing.userCount });
  await db.transaction(async (tx) => {
    await tx.delete(role).where(and(eq(role.tenantId, tenantId), eq(role.id, existing.id)));
    await recordAudit(tx, request, {
      action: 'admin.role.delete',
      entityType: 'role',
      entityId: existing.id,
      message: { key: 'roleDeleted', params: { name: bilingualName(existing.name, existing.nameEn) } },
      detail: { role: existing },
    });
  });
  return null;
}
