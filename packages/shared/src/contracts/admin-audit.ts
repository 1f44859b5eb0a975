import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';

/** The audit trail of the admin console, read-only: there is no endpoint that changes or removes a record. */

const tags = ['admin console'];

export const auditRecordSchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string().describe('the action code, such as `admin.user.update`'),
  actionLabel: z.string().describe('the action in the caller’s language'),
  entityType: z.string().nullable(),
  entityLabel: z.string().nullable().describe('the kind of object in the caller’s language (an export recorded by its address keeps the address)'),
  entityId: z.string().nullable(),
  summary: z.string().describe('what happened, in the caller’s language (a record written before summaries were stored as messages keeps its stored text)'),
  detail: z.record(z.string(), z.unknown()).nullable(),
  remoteAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditPage = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/audit/page',
  tags,
  summary: 'Audit records, newest first, filtered by time, actor (part of the name), action (prefix such as `admin.` or `login.`) and keyword',
  access: { permission: 'system:audit:list' },
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(20),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    actor: z.string().trim().max(64).optional(),
    action: z.string().trim().max(64).optional(),
    keyword: z.string().trim().max(100).optional(),
  }),
  result: pageOf(auditRecordSchema),
});
