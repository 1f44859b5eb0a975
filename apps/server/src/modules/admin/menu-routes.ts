import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuBody } from '@crm/shared/admin-schemas';
import { menu } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { buildTree } from '../system/menu-tree';
import { menuNodeSchema, type MenuNode } from '../system/schemas';
import { ADMIN, adminTags as tags } from './permissions';

const idParams = z.object({ id: z.coerce.number().int().positive() });

type AdminMenuNode = MenuNode & { status: boolean; children: AdminMenuNode[] };
const adminMenuNode: z.ZodType<AdminMenuNode> = z
  .object({
    ...(menuNodeSchema as unknown as z.ZodObject<z.ZodRawShape>).shape,
    status: z.boolean(),
    get children() {
      return z.array(adminMenuNode);
    },
  })
  .meta({ id: 'AdminMenuNode' }) as unknown as z.ZodType<AdminMenuNode>;

/** The tree with each entry's enabled flag, which the users' own menu calls leave out. */
function withStatus(nodes: MenuNode[], status: Map<number, boolean>): AdminMenuNode[] {
  return nodes.map((node) => ({ ...node, status: status.get(node.id) ?? true, children: withStatus(node.children, status) }));
}

/** Menu entries (pages, tabs, buttons). Changes reach users on their next request. */
export async function adminMenuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const allMenus = (tenantId: number) => app.db.select().from(menu).where(eq(menu.tenantId, tenantId));

  async function requireMenu(tenantId: number, id: number) {
    const [found] = await app.db
      .select()
      .from(menu)
      .where(and(eq(menu.tenantId, tenantId), eq(menu.id, id)));
    if (!found) throw notFound();
    return found;
  }

  async function validate(tenantId: number, body: z.infer<typeof menuBody>, currentId?: number) {
    const rows = await allMenus(tenantId);
    const sameCode = rows.find((row) => row.code === body.code);
    if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
    if (body.parentId === null) return;
    if (!rows.some((row) => row.id === body.parentId)) throw badRequest('parentNotFound');
    if (currentId && descendantsOf(rows, currentId).has(body.parentId)) throw badRequest('parentCycle');
  }

  app.get(
    '/admin/menu/tree',
    {
      config: ADMIN.menuList,
      schema: { tags, summary: 'Every menu entry of the tenant as a tree, hidden and disabled ones included', response: { 200: envelope(z.array(adminMenuNode)) } },
    },
    async (request) => {
      const rows = await allMenus(requirePrincipal(request).tenant.id);
      return ok(withStatus(buildTree(rows), new Map(rows.map((row) => [row.id, row.status]))));
    },
  );

  app.post(
    '/admin/menu',
    { config: ADMIN.menuEdit, schema: { tags, summary: 'Creates a menu entry', body: menuBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await validate(tenantId, request.body);
      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(menu)
          .values({ ...request.body, tenantId })
          .returning({ id: menu.id });
        await recordAudit(tx, request, { action: 'admin.menu.create', entityType: 'menu', entityId: created!.id, summary: `创建菜单 ${request.body.name}`, detail: request.body });
        return created!.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/menu/:id',
    { config: ADMIN.menuEdit, schema: { tags, summary: 'Edits a menu entry', params: idParams, body: menuBody, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const before = await requireMenu(tenantId, request.params.id);
      await validate(tenantId, request.body, before.id);
      await app.db.transaction(async (tx) => {
        await tx
          .update(menu)
          .set(request.body)
          .where(and(eq(menu.tenantId, tenantId), eq(menu.id, before.id)));
        await recordAudit(tx, request, {
          action: 'admin.menu.update',
          entityType: 'menu',
          entityId: before.id,
          summary: `修改菜单 ${before.name}`,
          detail: { before, after: request.body },
        });
      });
      return ok(null);
    },
  );

  app.delete(
    '/admin/menu/:id',
    {
      config: ADMIN.menuEdit,
      schema: { tags, summary: 'Deletes a menu entry and all its children', params: idParams, response: { 200: envelope(z.object({ deleted: z.number().int() })) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const target = await requireMenu(tenantId, request.params.id);
      const ids = [...descendantsOf(await allMenus(tenantId), target.id)];
      await app.db.transaction(async (tx) => {
        await tx.delete(menu).where(and(eq(menu.tenantId, tenantId), inArray(menu.id, ids)));
        await recordAudit(tx, request, {
          action: 'admin.menu.delete',
          entityType: 'menu',
          entityId: target.id,
          summary: `删除菜单 ${target.name} 及其 ${ids.length - 1} 个下级`,
          detail: { ids },
        });
      });
      return ok({ deleted: ids.length });
    },
  );
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
