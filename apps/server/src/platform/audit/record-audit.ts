import { renderAuditMessage, type AuditAction, type AuditMessage, type LocalizedText } from '@crm/shared/audit-messages';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/platform/audit';
import { translate } from '../../lib/i18n';
import type { RequestFacts } from '../route-access';

export type { AuditAction, AuditMessage } from '@crm/shared/audit-messages';

/**
 * One record. The summary is a message key and its parameters (names, numbers, codes as stored; an
 * enum as its label in both languages), rendered in the reader's language when the trail is read.
 */
export interface AuditEvent {
  action: AuditAction;
  entityType?: string;
  entityId?: string | number;
  message: AuditMessage;
  detail?: Record<string, unknown>;
}

/** A server message in both languages, for a summary parameter such as the reason of a refusal. */
export function inBothLanguages(key: ServerMessageKey, params?: Record<string, string | number>): LocalizedText {
  return { zh: translate('zh', key, params), en: translate('en', key, params) };
}

/** A name in both languages, the stored name standing in where there is no English one. */
export function bilingualName(name: string, nameEn: string | null | undefined): LocalizedText {
  return { zh: name, en: nameEn || name };
}

/** The request a record is written in: its caller, their address and user agent. */
export type AuditedRequest = Pick<RequestFacts, 'principal' | 'ip' | 'headers'>;

const recordedExports = new WeakSet<AuditedRequest>();

/** Whether the route already wrote its own export record (the catch-all export audit then stays quiet). */
export function wasExportRecorded(request: AuditedRequest): boolean {
  return recordedExports.has(request);
}

type Executor = Pick<Database, 'insert'>;

function userAgentOf(request: AuditedRequest): string | null {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent.slice(0, 300) : null;
}

/**
 * Appends one audit record. Pass the transaction of the change it describes, so the change and its
 * record are written together or not at all. The actor is the signed-in caller unless given.
 */
export async function recordAudit(db: Executor, request: AuditedRequest, event: AuditEvent, actor?: { tenantId: number; id: number | null; name: string }): Promise<void> {
  const principal = request.principal;
  const who = actor ?? (principal ? { tenantId: principal.tenant.id, id: principal.userId, name: principal.username } : null);
  if (!who) throw new Error('recordAudit needs a signed-in caller or an explicit actor');
  if (event.action === 'export') recordedExports.add(request);
  await db.insert(auditLog).values({
    tenantId: who.tenantId,
    actorId: who.id,
    actorName: who.name,
    action: event.action,
    entityType: event.entityType ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    // The Chinese rendering, as records always stored it: the text of a record read without its message, and what keyword search matches.
    summary: renderAuditMessage(event.message, 'zh'),
    detail: { ...event.detail, message: event.message },
    remoteAddress: request.ip,
    userAgent: userAgentOf(request),
  });
}
