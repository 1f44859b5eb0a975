import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'export'
  | 'doctor.profile.view'
  | 'doctor.register'
  | 'doctor.correction.approve'
  | 'doctor.correction.reject'
  | `admin.${string}`
  | `meeting.${string}`
  | `sda.${string}`
  | `forecast.${string}`
  | `ai.${string}`;

export interface AuditEvent {
  action: AuditAction;
  entityType?: string;
  entityId?: string | number;
  summary: string;
  detail?: Record<string, unknown>;
}

const recordedExports = new WeakSet<FastifyRequest>();

/** Whether the route already wrote its own export record (the catch-all export audit then stays quiet). */
export function wasExportRecorded(request: FastifyRequest): boolean {
  return recordedExports.has(request);
}

type Executor = Pick<Database, 'insert'>;

/**
 * Appends one audit record. Pass the transaction of the change it describes, so the change and its
 * record are written together or not at all. The actor is the signed-in caller unless given.
 */
export async function recordAudit(db: Executor, request: FastifyRequest, event: AuditEvent, actor?: { tenantId: number; id: number | null; name: string }): Promise<void> {
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
    summary: event.summary,
    detail: event.detail ?? null,
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
}
