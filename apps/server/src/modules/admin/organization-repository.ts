import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { createOrganization, OrgNode } from '@crm/shared/contracts/admin-organizations';
import type { Database } from '../../db/client';
import { appUser, organization } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import { bilingualName, recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { startsWith } from '../../db/starts-with';

/** The organization tree; paths are materialized, so moving a node rewrites its subtree's paths. */

type OrganizationBody = ContractRequestParts<typeof createOrganization>['body'];

const PATH_COPIES: Array<[string, string]> = [
  ['organization', 'path'],
  ['doctor_assignment', 'org_path'],
  ['visit', 'org_path'],
  ['task', 'assignee_org_path'],
];

async function requireOrg(db: Database, tenantId: number, id: number) {
  const [found] = await db
    .select()
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.id, id)));
  if (!found) throw notFound();
  return found;
}

/** An `orgId` of a request body (a user's, a role's) must name a unit of the tenant (400 otherwise). */
export async function requireOrgField(db: Database, tenantId: number, orgId: number): Promise<void> {
  const [org] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.id, orgId)));
  if (!org) throw badRequest('invalidField', { field: 'orgId', reason: String(orgId) });
}

/** A unique code, a leader of the tenant, and a parent that exists and is not below the node; answers the parent. */
async function validate(db: Database, tenantId: number, body: OrganizationBody, currentId?: number) {
  const [sameCode] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.code, body.code)));
  if (sameCode && sameCode.id !== currentId) throw badRequest('codeTaken', { code: body.code });
  if (body.leaderId) {
    const [leader] = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, body.leaderId)));
    if (!leader) throw badRequest('invalidField', { field: 'leaderId', reason: String(body.leaderId) });
  }
  if (body.parentId === null) return null;
  const [parent] = await db
    .select()
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.id, body.parentId)));
  if (!parent) throw badRequest('parentNotFound');
  if (currentId && parent.path.includes(`/${currentId}/`)) throw badRequest('parentCycle');
  return parent;
}

export async function organizationTreeOf({ db, principal }: RequestContext) {
  const rows = await db
    .select({ org: organization, leaderName: appUser.firstName })
    .from(organization)
    .leftJoin(appUser, eq(appUser.id, organization.leaderId))
    .where(eq(organization.tenantId, principal.tenant.id))
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
  return roots;
}

export async function addOrganization({ db, principal, request }: RequestContext, body: OrganizationBody) {
  const tenantId = principal.tenant.id;
  const parent = await validate(db, tenantId, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organization)
      .values({ ...body, tenantId, path: '/' })
      .returning({ id: organization.id });
    await tx
      .update(organization)
      .set({ path: `${parent?.path ?? '/'}${created!.id}/` })
      .where(eq(organization.id, created!.id));
    await recordAudit(tx, request, {
      action: 'admin.org.create',
      entityType: 'organization',
      entityId: created!.id,
      message: { key: 'orgCreated', params: { name: bilingualName(body.name, body.nameEn) } },
      detail: body,
    });
    return created!.id;
  });
  return { id };
}

/** Edits or moves the organization; a move carries the paths copied onto assignments, visits and tasks. */
export async function editOrganization({ db, principal, request }: RequestContext, id: number, body: OrganizationBody) {
  const tenantId = principal.tenant.id;
  const before = await requireOrg(db, tenantId, id);
  const parent = await validate(db, tenantId, body, before.id);
  const newPath = `${parent?.path ?? '/'}${before.id}/`;
  await db.transaction(async (tx) => {
    await tx.update(organization).set(body).where(eq(organization.id, before.id));
    if (newPath !== before.path) {
      // Paths are copied onto assignments, visits and tasks so team scopes are prefix scans: move them all.
      for (const [table, column] of PATH_COPIES) {
        await tx.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${newPath} || substring(${sql.identifier(column)} from ${before.path.length + 1}::int)
                where tenant_id = ${tenantId} and ${startsWith(sql`${sql.identifier(column)}`, before.path)}`,
        );
      }
    }
    await recordAudit(tx, request, {
      action: 'admin.org.update',
      entityType: 'organization',
      entityId: before.id,
      message: { key: 'orgUpdated', params: { name: bilingualName(before.name, before.nameEn) } },
      detail: { before, after: body },
    });
  });
  return null;
}

/** Deletes the organization and all its sub-organizations; their users keep no organization. */
export async function removeOrganization({ db, principal, request }: RequestContext, id: number) {
  const tenantId = principal.tenant.id;
  const target = await requireOrg(db, tenantId, id);
  const deleted = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(organization)
      .where(and(eq(organization.tenantId, tenantId), startsWith(sql`${organization.path}`, target.path)))
      .returning({ id: organization.id, name: organization.name });
    await recordAudit(tx, request, {
      action: 'admin.org.delete',
      entityType: 'organization',
      entityId: target.id,
      message: { key: 'orgDeleted', params: { name: bilingualName(target.name, target.nameEn), children: removed.length - 1 } },
      detail: { removed },
    });
    return removed.length;
  });
  return { deleted };
}
