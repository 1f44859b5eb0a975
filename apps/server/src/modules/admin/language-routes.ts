import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageEntryBody } from '@crm/shared/admin-schemas';
import { languageEntry } from '../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { ADMIN, adminTags as tags } from './permissions';
import { containsPattern } from '../../lib/query-params';

const entryView = z.object({ id: z.number().int(), type: z.string(), key: z.string(), lang: z.enum(['zh', 'en']), content: z.string(), updatedAt: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const toView = (row: typeof languageEntry.$inferSelect) => ({
  id: row.id,
  type: row.type,
  key: row.key,
  lang: row.lang,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

/** Language entries override the product's own interface strings at run time, per language. */
export async function adminLanguageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/i18n/overrides',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'The tenant’s overrides of interface strings for one language, as {namespace: {key: text}} (public: the login page uses them)',
        querystring: z.object({ lang: z.enum(['zh', 'en']) }),
        response: { 200: envelope(z.record(z.string(), z.record(z.string(), z.string()))) },
      },
    },
    async (request) => {
      if (!request.tenant) return ok({});
      const rows = await app.db
        .select()
        .from(languageEntry)
        .where(and(eq(languageEntry.tenantId, request.tenant.id), eq(languageEntry.lang, request.query.lang)));
      const result: Record<string, Record<string, string>> = {};
      for (const row of rows) (result[row.type] ??= {})[row.key] = row.content;
      return ok(result);
    },
  );

  app.get(
    '/admin/language/page',
    {
      config: ADMIN.languageEdit,
      schema: {
        tags,
        summary: 'Language entries, filtered by type, language and keyword',
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(200).default(20),
          type: z.string().max(40).optional(),
          lang: z.enum(['zh', 'en']).optional(),
          keyword: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelope(pageOf(entryView)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { type, lang, keyword, page: pageIndex, size } = request.query;
      const conditions = [eq(languageEntry.tenantId, tenantId)];
      if (type) conditions.push(eq(languageEntry.type, type));
      if (lang) conditions.push(eq(languageEntry.lang, lang));
      if (keyword) conditions.push(or(ilike(languageEntry.key, containsPattern(keyword)), ilike(languageEntry.content, containsPattern(keyword)))!);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(languageEntry)
          .where(where)
          .orderBy(asc(languageEntry.type), asc(languageEntry.key), asc(languageEntry.lang))
          .limit(size)
          .offset(pageIndex * size),
        app.db.select({ n: count() }).from(languageEntry).where(where),
      ]);
      return ok(page(rows.map(toView), total?.n ?? 0));
    },
  );

  app.post(
    '/admin/language',
    { config: ADMIN.languageEdit, schema: { tags, summary: 'Creates a language entry', body: languageEntryBody, response: { 200: envelope(entryView) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const { type, key, lang } = request.body;
      const [existing] = await app.db
        .select({ id: languageEntry.id })
        .from(languageEntry)
        .where(and(eq(languageEntry.tenantId, tenantId), eq(languageEntry.type, type), eq(languageEntry.key, key), eq(languageEntry.lang, lang)));
      if (existing) throw badRequest('codeTaken', { code: `${type}.${key} (${lang})` });
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(languageEntry)
          .values({ ...request.body, tenantId, updatedBy: principal.userId })
          .returning();
        await recordAudit(tx, request, {
          action: 'admin.language.create',
          entityType: 'languageEntry',
          entityId: row!.id,
          summary: `新增语言项 ${type}.${key} (${lang})`,
          detail: request.body,
        });
        return row!;
      });
      return ok(toView(created));
    },
  );

  app.put(
    '/admin/language/:id',
    {
      config: ADMIN.languageEdit,
      schema: { tags, summary: 'Edits a language entry', params: idParams, body: languageEntryBody.pick({ content: true }), response: { 200: envelope(entryView) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(languageEntry)
          .set({ content: request.body.content, updatedBy: principal.userId, updatedAt: new Date() })
          .where(and(eq(languageEntry.tenantId, principal.tenant.id), eq(languageEntry.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, {
          action: 'admin.language.update',
          entityType: 'languageEntry',
          entityId: row.id,
          summary: `修改语言项 ${row.type}.${row.key} (${row.lang})`,
          detail: { content: row.content },
        });
        return row;
      });
      return ok(toView(updated));
    },
  );

  app.delete(
    '/admin/language/:id',
    {
      config: ADMIN.languageEdit,
      schema: { tags, summary: 'Deletes a language entry: the product’s own string applies again', params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(languageEntry)
          .where(and(eq(languageEntry.tenantId, principal.tenant.id), eq(languageEntry.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, {
          action: 'admin.language.delete',
          entityType: 'languageEntry',
          entityId: row.id,
          summary: `删除语言项 ${row.type}.${row.key} (${row.lang})`,
        });
      });
      return ok(null);
    },
  );
}
