import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictDataBody, dictTypeBody } from '@crm/shared/admin-schemas';
import { dictData, dictType } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { ADMIN, adminTags as tags } from './permissions';

const typeView = z.object({ id: z.number().int(), dictKey: z.string(), name: z.string(), nameEn: z.string(), remark: z.string().nullable() });
const dataView = z.object({ id: z.number().int(), dictKey: z.string(), code: z.string(), label: z.string(), labelEn: z.string(), sort: z.number().int(), enabled: z.boolean() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Dictionary types and their items in both languages (visit types, results, doctor types…). */
export async function adminDictionaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function requireType(tenantId: number, dictKey: string) {
    const [found] = await app.db
      .select()
      .from(dictType)
      .where(and(eq(dictType.tenantId, tenantId), eq(dictType.dictKey, dictKey)));
    if (!found) throw badRequest('invalidField', { field: 'dictKey', reason: dictKey });
    return found;
  }

  app.get('/admin/dict/type/list', { config: ADMIN.dictEdit, schema: { tags, summary: 'Dictionary types', response: { 200: envelope(z.array(typeView)) } } }, async (request) => {
    const rows = await app.db
      .select()
      .from(dictType)
      .where(eq(dictType.tenantId, requirePrincipal(request).tenant.id))
      .orderBy(asc(dictType.dictKey));
    return ok(rows.map(({ id, dictKey, name, nameEn, remark }) => ({ id, dictKey, name, nameEn, remark })));
  });

  app.post(
    '/admin/dict/type',
    { config: ADMIN.dictEdit, schema: { tags, summary: 'Creates a dictionary type', body: dictTypeBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const [taken] = await app.db
        .select({ id: dictType.id })
        .from(dictType)
        .where(and(eq(dictType.tenantId, tenantId), eq(dictType.dictKey, request.body.dictKey)));
      if (taken) throw badRequest('codeTaken', { code: request.body.dictKey });
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dictType)
          .values({ ...request.body, tenantId })
          .returning({ id: dictType.id });
        await recordAudit(tx, request, {
          action: 'admin.dict.createType',
          entityType: 'dictType',
          entityId: row!.id,
          summary: `新增字典类型 ${request.body.dictKey}`,
          detail: request.body,
        });
        return row!.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/dict/type/:id',
    {
      config: ADMIN.dictEdit,
      schema: { tags, summary: 'Renames a dictionary type (its key stays)', params: idParams, body: dictTypeBody.omit({ dictKey: true }), response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(dictType)
          .set(request.body)
          .where(and(eq(dictType.tenantId, tenantId), eq(dictType.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, { action: 'admin.dict.updateType', entityType: 'dictType', entityId: row.id, summary: `修改字典类型 ${row.dictKey}`, detail: request.body });
      });
      return ok(null);
    },
  );

  app.delete(
    '/admin/dict/type/:id',
    { config: ADMIN.dictEdit, schema: { tags, summary: 'Deletes a dictionary type and its items', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(dictType)
          .where(and(eq(dictType.tenantId, tenantId), eq(dictType.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await tx.delete(dictData).where(and(eq(dictData.tenantId, tenantId), eq(dictData.dictKey, row.dictKey)));
        await recordAudit(tx, request, { action: 'admin.dict.deleteType', entityType: 'dictType', entityId: row.id, summary: `删除字典类型 ${row.dictKey}` });
      });
      return ok(null);
    },
  );

  app.get(
    '/admin/dict/data',
    {
      config: ADMIN.dictEdit,
      schema: {
        tags,
        summary: 'Items of one dictionary type, disabled ones included',
        querystring: z.object({ dictKey: z.string().min(1).max(64) }),
        response: { 200: envelope(z.array(dataView)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(dictData)
        .where(and(eq(dictData.tenantId, requirePrincipal(request).tenant.id), eq(dictData.dictKey, request.query.dictKey)))
        .orderBy(asc(dictData.sort), asc(dictData.id));
      return ok(rows.map(({ id, dictKey, code, label, labelEn, sort, enabled }) => ({ id, dictKey, code, label, labelEn, sort, enabled })));
    },
  );

  app.post(
    '/admin/dict/data',
    { config: ADMIN.dictEdit, schema: { tags, summary: 'Adds an item to a dictionary type', body: dictDataBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await requireType(tenantId, request.body.dictKey);
      const [taken] = await app.db
        .select({ id: dictData.id })
        .from(dictData)
        .where(and(eq(dictData.tenantId, tenantId), eq(dictData.dictKey, request.body.dictKey), eq(dictData.code, request.body.code)));
      if (taken) throw badRequest('codeTaken', { code: request.body.code });
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dictData)
          .values({ ...request.body, tenantId })
          .returning({ id: dictData.id });
        await recordAudit(tx, request, {
          action: 'admin.dict.createData',
          entityType: 'dictData',
          entityId: row!.id,
          summary: `新增字典项 ${request.body.dictKey}.${request.body.code}`,
          detail: request.body,
        });
        return row!.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/dict/data/:id',
    {
      config: ADMIN.dictEdit,
      schema: {
        tags,
        summary: 'Edits a dictionary item (its type and code stay)',
        params: idParams,
        body: dictDataBody.omit({ dictKey: true, code: true }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(dictData)
          .set(request.body)
          .where(and(eq(dictData.tenantId, tenantId), eq(dictData.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, {
          action: 'admin.dict.updateData',
          entityType: 'dictData',
          entityId: row.id,
          summary: `修改字典项 ${row.dictKey}.${row.code}`,
          detail: request.body,
        });
      });
      return ok(null);
    },
  );

  app.delete(
    '/admin/dict/data/:id',
    { config: ADMIN.dictEdit, schema: { tags, summary: 'Deletes a dictionary item', params: idParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(dictData)
          .where(and(eq(dictData.tenantId, tenantId), eq(dictData.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, { action: 'admin.dict.deleteData', entityType: 'dictData', entityId: row.id, summary: `删除字典项 ${row.dictKey}.${row.code}` });
      });
      return ok(null);
    },
  );
}
