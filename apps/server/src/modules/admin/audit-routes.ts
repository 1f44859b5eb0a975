import { and, count, desc, eq, gte, ilike, like, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { requirePrincipal } from '../../platform/request-context';
import { ADMIN, adminTags as tags } from './permissions';
import { containsPattern, prefixPattern } from '../../lib/query-params';

const recordView = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  summary: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  remoteAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

/** The audit trail, read-only: there is no route that changes or removes a record. */
export async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/audit/page',
    {
      config: ADMIN.auditList,
      schema: {
        tags,
        summary: 'Audit records, newest first, filtered by time, actor (part of the name), action (prefix such as `admin.` or `login.`) and keyword',
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(200).default(20),
          from: z.iso.datetime({ offset: true }).optional(),
          to: z.iso.datetime({ offset: true }).optional(),
          actor: z.string().trim().max(64).optional(),
          action: z.string().trim().max(64).optional(),
          keyword: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelope(pageOf(recordView)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { from, to, actor, action, keyword, page: pageIndex, size } = request.query;
      const conditions = [eq(auditLog.tenantId, tenantId)];
      if (from) conditions.push(gte(auditLog.createdAt, new Date(from)));
      if (to) conditions.push(lt(auditLog.createdAt, new Date(to)));
      if (actor) conditions.push(ilike(auditLog.actorName, containsPattern(actor)));
      if (action) conditions.push(like(auditLog.action, prefixPattern(action)));
      if (keyword) conditions.push(or(ilike(auditLog.summary, containsPattern(keyword)), ilike(auditLog.entityId, keyword))!);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(size)
          .offset(pageIndex * size),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return ok(
        page(
          rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
          total?.n ?? 0,
        ),
      );
    },
  );
}
