import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationBody } from '@crm/shared/admin-schemas';
import { appUser, organization } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { ADMIN, adminTags as tags } from './permissions';

interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
  code: string;
  type: string;
  grade: number;
  sort: number;
  leaderId: number | null;
  leaderName: string | null;
  children: OrgNode[];
}

const orgNode: z.ZodType<OrgNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    nameEn: z.string().nullable(),
    code: z.string(),
    type: z.string(),
    grade: z.number().int(),
    sort: z.number().int(),
    leaderId: z.number().int().nullable(),
    leaderName: z.string().nullable(),
    get children() {
      return z.array(orgNode);
    },
  })
  .meta({ id: 'OrganizationNode' });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const PATH_COPIES: Array<[string, string]> = [
  ['organization', 'path'],
  ['doctor_assignment', 'org_path'],
  ['visit', 'org_path'],
  ['task', 'assignee_org_path'],
];

/** The organization tree; paths are materialized, so moving a node rewrites its subtree's paths. */
export async function adminOrganizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function requireOrg(tenantId: number, id: number) {
    const [found] = await app.db
      .select()
      .from(organization)
      .where(and(eq(organization.tenantId, tenantId), eq(organization.id, id)));
    if (!found) throw notFound();
    return found;
  }

  async function validate(tenantId: number, body: z.infer<typeof organizationBody>, currentId?: number) {
    const [sameCode] = await app.db
      .select({ id: organization.id })
      .from(organization)
      .where(and(eq(organization.tenantId, tenantId), eq(organization.code, body.code)));
    if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
    if (body.leaderId) {
      const [leader] = await app.db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, body.leaderId)));
      if (!leader) throw badRequest('invalidField', { field: 'leaderId', reason: String(body.leaderId) });
    }
    if (body.parentId === null) return null;
    const [parent] = await app.db
      .select()
      .from(organization)
      .where(and(eq(organization.tenantId, tenantId), eq(organization.id, body.parentId)));
    if (!parent) throw badRequest('parentNotFound');
    if (currentId && parent.path.includes(`/${currentId}/`)) throw badRequest('parentCycle');
    return parent;
  }

  app.get(
    '/admin/org/tree',
    { config: ADMIN.orgList, schema: { tags, summary: 'The whole organization tree with leaders', response: { 200: envelope(z.array(orgNode)) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const rows = await app.db
        .select({ org: organization, leaderName: appUser.firstName })
        .from(organization)
        .leftJoin(appUser, eq(appUser.id, organization.leaderId))
        .where(eq(organization.tenantId, tenantId))
        .orderBy(asc(organization.sort), asc(organization.id));
      const nodes = new Map<number, OrgNode>(
        rows.map(({ org, leaderName }) => [
          org.id,
          {
            id: org.id,
            parentId: org.parentId,
            name: org.name,
            nameEn: org.nameEn,
            code: org.code,
            type: org.type,
            grade: org.grade,
            sort: org.sort,
            leaderId: org.leaderId,
            leaderName,
            children: [],
          },
        ]),
      );
      const roots: OrgNode[] = [];
      for (const node of nodes.values()) (node.parentId !== null && nodes.get(node.parentId) ? nodes.get(node.parentId)!.children : roots).push(node);
      return ok(roots);
    },
  );

  app.post(
    '/admin/org',
    {
      config: ADMIN.orgEdit,
      schema: { tags, summary: 'Creates an organization under a parent', body: organizationBody, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const parent = await validate(tenantId, request.body);
      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(organization)
          .values({ ...request.body, tenantId, path: '/' })
          .returning({ id: organization.id });
        await tx
          .update(organization)
          .set({ path: `${parent?.path ?? '/'}${created!.id}/` })
          .where(eq(organization.id, created!.id));
        await recordAudit(tx, request, {
          action: 'admin.org.create',
          entityType: 'organization',
          entityId: created!.id,
          summary: `创建组织 ${request.body.name}`,
          detail: request.body,
        });
        return created!.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/org/:id',
    { config: ADMIN.orgEdit, schema: { tags, summary: 'Edits or moves an organization', params: idParams, body: organizationBody, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const before = await requireOrg(tenantId, request.params.id);
      const parent = await validate(tenantId, request.body, before.id);
      const newPath = `${parent?.path ?? '/'}${before.id}/`;
      await app.db.transaction(async (tx) => {
        await tx.update(organization).set(request.body).where(eq(organization.id, before.id));
        if (newPath !== before.path) {
          // Paths are copied onto assignments, visits and tasks so team scopes are prefix scans: move them all.
          for (const [table, column] of PATH_COPIES) {
            await tx.execute(
              sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${newPath} || substring(${sql.identifier(column)} from ${before.path.length + 1}::int)
                where tenant_id = ${tenantId} and (${sql.identifier(column)} collate "C") like ${`${before.path}%`}`,
            );
          }
        }
        await recordAudit(tx, request, {
          action: 'admin.org.update',
          entityType: 'organization',
          entityId: before.id,
          summary: `修改组织 ${before.name}`,
          detail: { before, after: request.body },
        });
      });
      return ok(null);
    },
  );

  app.delete(
    '/admin/org/:id',
    {
      config: ADMIN.orgEdit,
      schema: {
        tags,
        summary: 'Deletes an organization and all its sub-organizations; their users keep no organization',
        params: idParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const target = await requireOrg(tenantId, request.params.id);
      const deleted = await app.db.transaction(async (tx) => {
        const removed = await tx
          .delete(organization)
          .where(and(eq(organization.tenantId, tenantId), like(organization.path, `${target.path}%`)))
          .returning({ id: organization.id, name: organization.name });
        await recordAudit(tx, request, {
          action: 'admin.org.delete',
          entityType: 'organization',
          entityId: target.id,
          summary: `删除组织 ${target.name} 及其 ${removed.length - 1} 个下级组织`,
          detail: { removed },
        });
        return removed.length;
      });
      return ok({ deleted });
    },
  );
}
