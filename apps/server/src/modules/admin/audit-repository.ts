import { and, eq, gte, ilike, like, lt, or } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { auditPage } from '@crm/shared/contracts/admin-audit';
import { newestFirstPage } from '../../db/paging';
import { auditLog } from '../../db/schema/index';
import { page } from '../../lib/envelope';
import { containsPattern, prefixPattern } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';

/** The audit trail as administrators read it. */

type AuditQuery = ContractRequestParts<typeof auditPage>['query'];

/** Records newest first, filtered by time, actor (part of the name), action (prefix) and keyword. */
export async function auditRecordsPage({ db, principal }: RequestContext, query: AuditQuery) {
  const tenantId = principal.tenant.id;
  const { from, to, actor, action, keyword, page: pageIndex, size } = query;
  const conditions = [eq(auditLog.tenantId, tenantId)];
  if (from) conditions.push(gte(auditLog.createdAt, new Date(from)));
  if (to) conditions.push(lt(auditLog.createdAt, new Date(to)));
  if (actor) conditions.push(ilike(auditLog.actorName, containsPattern(actor)));
  if (action) conditions.push(like(auditLog.action, prefixPattern(action)));
  if (keyword) conditions.push(or(ilike(auditLog.summary, containsPattern(keyword)), ilike(auditLog.entityId, keyword))!);
  const where = and(...conditions);
  const { rows, total } = await newestFirstPage(db, auditLog, where, { page: pageIndex, size });
  return page(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}
