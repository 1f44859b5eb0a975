import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionBody, supplierBody } from '@crm/shared/meeting-master-schemas';
import { institution, supplier } from '../../db/schema/meeting-resources';
import { envelope, ok, pageOf } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { personNameEn } from '../../lib/person-name';

/** Institutions and suppliers (`/meeting/institution`, `/meeting/supplier`), kept by whoever holds those pages. */

const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = envelope(z.object({ id: z.number().int() }));
const isUniqueViolation = (error: unknown) => [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23505');

/** English screens show a city and a contact person in English: the region's English name, the name in pinyin (the written values stay as entered). */
const inEnglish = { cityEn: z.string().nullable(), contactNameEn: z.string().nullable() };
const institutionItem = institutionBody.extend({
  id: z.number().int(),
  nameEn: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  cityEn: inEnglish.cityEn,
  contactNameEn: inEnglish.contactNameEn,
});
const supplierItem = supplierBody.extend({
  id: z.number().int(),
  nameEn: z.string().nullable(),
  contactName: z.string().nullable(),
  contactNameEn: inEnglish.contactNameEn,
  contactPhone: z.string().nullable(),
  qualificationExpiry: z.string().nullable(),
  isQualified: z.boolean(),
});

export async function masterDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/meeting/institution/page',
    {
      config: { access: { permission: 'meeting:institution:list' } },
      schema: { tags: ['institutions'], summary: 'Institutions', querystring: listQuery, response: { 200: envelope(pageOf(institutionItem)) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { keyword, page, size } = request.query;
      const where = and(
        eq(institution.tenantId, tenantId),
        keyword ? (or(ilike(institution.name, containsPattern(keyword)), ilike(institution.nameEn, containsPattern(keyword))) as SQL) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            ...getTableColumns(institution),
            // A city is written as people say it (上海, 广州): the province-level name first, then the prefecture.
            cityEn: sql<string | null>`(select r.name_en from china_region r where r.name in (${institution.city}, ${institution.city} || '市') order by r.level limit 1)`,
          })
          .from(institution)
          .where(where)
          .orderBy(asc(institution.name))
          .limit(size)
          .offset(page * size),
        app.db.select({ n: count() }).from(institution).where(where),
      ]);
      return ok({
        content: rows.map((r) => ({
          id: r.id,
          name: r.name,
          nameEn: r.nameEn,
          type: r.type as never,
          city: r.city,
          address: r.address,
          contactName: r.contactName,
          contactPhone: r.contactPhone,
          enabled: r.enabled,
          cityEn: r.cityEn,
          contactNameEn: r.contactName === null ? null : personNameEn(r.contactName),
        })),
        totalElements: total?.n ?? 0,
      });
    },
  );

  app.get(
    '/meeting/supplier/page',
    {
      config: { access: { permission: 'meeting:supplier:list' } },
      schema: { tags: ['suppliers'], summary: 'Suppliers with their qualification state', querystring: listQuery, response: { 200: envelope(pageOf(supplierItem)) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { keyword, page, size } = request.query;
      const where = and(
        eq(supplier.tenantId, tenantId),
        keyword
          ? (or(ilike(supplier.name, containsPattern(keyword)), ilike(supplier.nameEn, containsPattern(keyword)), ilike(supplier.creditCode, containsPattern(keyword))) as SQL)
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(supplier)
          .where(where)
          .orderBy(asc(supplier.name))
          .limit(size)
          .offset(page * size),
        app.db.select({ n: count() }).from(supplier).where(where),
      ]);
      const today = new Date().toISOString().slice(0, 10);
      return ok({
        content: rows.map((r) => ({
          id: r.id,
          name: r.name,
          nameEn: r.nameEn,
          creditCode: r.creditCode,
          type: r.type as never,
          contactName: r.contactName,
          contactNameEn: r.contactName === null ? null : personNameEn(r.contactName),
          contactPhone: r.contactPhone,
          qualificationExpiry: r.qualificationExpiry,
          enabled: r.enabled,
          isQualified: r.enabled && (r.qualificationExpiry === null || r.qualificationExpiry >= today),
        })),
        totalElements: total?.n ?? 0,
      });
    },
  );

  const institutionValues = (body: z.infer<typeof institutionBody>) => ({
    name: body.name,
    nameEn: body.nameEn ?? null,
    type: body.type,
    city: body.city ?? null,
    address: body.address ?? null,
    contactName: body.contactName ?? null,
    contactPhone: body.contactPhone ?? null,
    enabled: body.enabled,
  });
  const supplierValues = (body: z.infer<typeof supplierBody>) => ({
    name: body.name,
    nameEn: body.nameEn ?? null,
    creditCode: body.creditCode,
    type: body.type,
    contactName: body.contactName ?? null,
    contactPhone: body.contactPhone ?? null,
    qualificationExpiry: body.qualificationExpiry ?? null,
    enabled: body.enabled,
  });

  for (const kind of ['institution', 'supplier'] as const) {
    const permission = kind === 'institution' ? 'meeting:institution:list' : 'meeting:supplier:list';
    const body = kind === 'institution' ? institutionBody : supplierBody;
    const save = async (
      request: { body: unknown },
      tenantId: number,
      id: number | undefined,
      audit: (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0], savedId: number) => Promise<void>,
    ) => {
      try {
        return await app.db.transaction(async (tx) => {
          let savedId: number | undefined;
          if (kind === 'institution') {
            const values = institutionValues(request.body as z.infer<typeof institutionBody>);
            savedId =
              id === undefined
                ? (
                    await tx
                      .insert(institution)
                      .values({ tenantId, ...values })
                      .returning({ id: institution.id })
                  )[0]?.id
                : (
                    await tx
                      .update(institution)
                      .set(values)
                      .where(and(eq(institution.tenantId, tenantId), eq(institution.id, id)))
                      .returning({ id: institution.id })
                  )[0]?.id;
          } else {
            const values = supplierValues(request.body as z.infer<typeof supplierBody>);
            savedId =
              id === undefined
                ? (
                    await tx
                      .insert(supplier)
                      .values({ tenantId, ...values })
                      .returning({ id: supplier.id })
                  )[0]?.id
                : (
                    await tx
                      .update(supplier)
                      .set(values)
                      .where(and(eq(supplier.tenantId, tenantId), eq(supplier.id, id)))
                      .returning({ id: supplier.id })
                  )[0]?.id;
          }
          if (savedId === undefined) throw notFound();
          await audit(tx, savedId);
          return savedId;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw badRequest('codeTaken', { code: kind === 'institution' ? (request.body as { name: string }).name : (request.body as { creditCode: string }).creditCode });
        throw error;
      }
    };
    app.post(
      `/meeting/${kind}`,
      {
        config: { access: { permission } },
        schema: { tags: [`${kind}s`], summary: `Adds a${kind === 'institution' ? 'n institution' : ' supplier'}`, body, response: { 200: saved } },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const id = await save(request, principal.tenant.id, undefined, (tx, savedId) =>
          recordAudit(tx, request, { action: `admin.${kind}.create`, entityType: kind, entityId: savedId, summary: (request.body as { name: string }).name }),
        );
        return ok({ id });
      },
    );
    app.put(
      `/meeting/${kind}/:id`,
      {
        config: { access: { permission } },
        schema: { tags: [`${kind}s`], summary: `Changes a${kind === 'institution' ? 'n institution' : ' supplier'}`, params: idParams, body, response: { 200: saved } },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const id = await save(request, principal.tenant.id, request.params.id, (tx, savedId) =>
          recordAudit(tx, request, { action: `admin.${kind}.update`, entityType: kind, entityId: savedId, summary: (request.body as { name: string }).name }),
        );
        return ok({ id });
      },
    );
  }
}
