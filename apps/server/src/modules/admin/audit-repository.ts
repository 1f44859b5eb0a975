import { and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import { auditActionLabel, auditEntityLabel, renderAuditMessage, storedAuditMessage } from '@crm/shared/audit-messages';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { AuditRecord, auditPage } from '@crm/shared/contracts/admin-audit';
import { newestFirstPage } from '../../db/paging';
import { auditLog } from '../../db/schema/platform/audit';
import { page } from '../../lib/envelope';
import { containsPattern, escapeLike } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';
import { startsWith } from '../../db/starts-with';

/** The audit trail as administrators read it, in the reader's language. */

type AuditQuery = ContractRequestParts<typeof auditPage>['query'];
type AuditRow = typeof auditLog.$inferSelect;

/**
 * A record as the reader sees it: the action by its label and the summary rendered from the stored
 * message in the reader's language. A record written before messages keeps its stored summary.
 */
export function auditRecordIn(row: AuditRow, lang: Lang): AuditRecord {
  const message = storedAuditMessage(row.detail);
  const { message: _message, ...rest } = row.detail ?? {};
  return {
    ...row,
    actionLabel: auditActionLabel(row.action, lang),
    entityLabel: row.entityType === null ? null : auditEntityLabel(row.entityType, lang),
    summary: message ? renderAuditMessage(message, lang) : row.summary,
    detail: row.detail && Object.keys(rest).length > 0 ? rest : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records newest first, filtered by time, actor (part of the name), action (prefix) and keyword (in
 * the stored summary, the summary's parameters such as names, or the object id).
 */
export async function auditRecordsPage({ db, principal, lang }: RequestContext, query: AuditQuery) {
  const tenantId = principal.tenant.id;
  const { from, to, actor, action, keyword, page: pageIndex, size } = query;
  const conditions = [eq(auditLog.tenantId, tenantId)];
  if (from) conditions.push(gte(auditLog.createdAt, new Date(from)));
  if (to) conditions.push(lt(auditLog.createdAt, new Date(to)));
  if (actor) conditions.push(ilike(auditLog.actorName, containsPattern(actor)));
  if (action) conditions.push(startsWith(sql`${auditLog.action}`, action));
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(auditLog.summary, pattern), sql`(${auditLog.detail} -> 'message' ->> 'params') ilike ${pattern}`, ilike(auditLog.entityId, escapeLike(keyword)))!);
  }
  const where = and(...conditions);
  const { rows, total } = await newestFirstPage(db, auditLog, where, { page: pageIndex, size });
  return page(
    rows.map((row) => auditRecordIn(row, lang)),
    total,
  );
}
