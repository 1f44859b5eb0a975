import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { menuBody } from '@crm/shared/contracts/admin-schemas';
import type { AdminMenuNode } from '@crm/shared/contracts/admin-menus';
import type { MenuNode } from '@crm/shared/contracts/system';
import type { Database } from '../../db/client';
import { menu } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import { bilingualName, recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { buildTree } from '../system/index';

/** Menu entries (pages, tabs, buttons) as the administrator keeps them. Changes reach users on their next request. */

type MenuBody = z.infer<typeof menuBody>;

const allMenus = (db: Database, tenantId: number) => db.select().from(menu).where(eq(menu.tenantId, tenantId));

/** The tree with each entry's enabled flag, which the users' own menu calls leave out. */
function withStatus(nodes: MenuNode[], status: Map<number, boolean>): AdminMenuNode[] {
  return nodes.map((node) => ({ ...node, status: status.get(node.id) ?? true, children: withStatus(node.children, status) }));
}

/** The entry and everything below it. */
function descendantsOf(rows: Array<{ id: number; parentId: number | null }>, id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

async function requireMenu(db: Database, tenantId: number, id: number) {
  const [found] = await db
    .select()
    .from(menu)
    .where(and(eq(menu.tenantId, tenantId), eq(menu.id, id)));
  if (!found) throw notFound();
  return found;
}

/** A unique code, and a parent that exists and is not the entry itself or below it. */
async function validate(db: Database, tenantId: number, body: MenuBody, currentId?: number) {
  const rows = await allMenus(db, tenantId);
  const sameCode = rows.find((row) => row.code === body.code);
  if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
  if (body.parentId === null) return;
  if (!rows.some((row) => row.id === body.parentId)) throw badRequest('parentNotFound');
  if (currentId && descendantsOf(rows, currentId).has(body.parentId)) throw badRequest('parentCycle');
}

export async function adminMenuTreeOf({ db, principal }: RequestContext) {
  const rows = await allMenus(db, principal.tenant.id);
  return withStatus(buildTree(rows), new Map(rows.map((row) => [row.id, row.status])));
}

export async function createMenuEntry({ db, principal, request }: RequestContext, body: MenuBody) {
  const tenantId = principal.tenant.id;
  await validate(db, tenantId, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(menu)
      .values({ ...body, tenantId })
      .returning({ id: menu.id });
    await recordAudit(tx, request, {
      action: 'admin.menu.create',
      entityType: 'menu',
      entityId: created!.id,
      message: { key: 'menuCreated', params: { name: bilingualName(body.name, body.nameEn) } },
      detail: body,
    });
    return created!.id;
  });
  return { id };
}

export async function updateMenuEntry({ db, principal, request }: RequestContext, id: number, body: MenuBody) {
  const tenantId = principal.tenant.id;
  const before = await requireMenu(db, tenantId, id);
  await validate(db, tenantId, body, before.id);
  await db.transaction(async (tx) => {
    await tx
      .update(menu)
      .set(body)
      .where(and(eq(menu.tenantId, tenantId), eq(menu.id, before.id)));
    await recordAudit(tx, request, {
      action: 'admin.menu.update',
      entityType: 'menu',
      entityId: before.id,
      message: { key: 'menuUpdated', params: { name: bilingualName(before.name, before.nameEn) } },
      detail: { before, after: body },
    });
  });
  return null;
}

/** Deletes the entry and all its children. */
export async function deleteMenuEntry({ db, principal, request }: RequestContext, id: number) {
  const tenantId = principal.tenant.id;
  const target = await requireMenu(db, tenantId, id);
  const ids = [...descendantsOf(await allMenus(db, tenantId), target.id)];
  await db.transaction(async (tx) => {
    await tx.delete(menu).where(and(eq(menu.tenantId, tenantId), inArray(menu.id, ids)));
    await recordAudit(tx, request, {
      action: 'admin.menu.delete',
      entityType: 'menu',
      entityId: target.id,
      message: { key: 'menuDeleted', params: { name: bilingualName(target.name, target.nameEn), children: ids.length - 1 } },
      detail: { ids },
    });
  });
  return { deleted: ids.length };
}
