import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MATERIAL_TYPES, libraryMaterialBody, libraryVersionBody } from '@crm/shared/meeting-master-schemas';
import { libraryMaterial } from '../../db/schema/customers';
import { libraryMaterialVersion } from '../../db/schema/meeting-resources';
import { containsPattern, queryBoolean } from '../../lib/query-params';
import { envelope, ok, pageOf } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';

/**
 * The medical library's review states: materials carry versions; a version is approved after
 * medical/legal review and expires at its validity date or when a newer one is approved.
 */

const libraryTags = ['medical library'];
const version = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string().describe('DRAFT, APPROVED or EXPIRED (an approved version past its validity reads EXPIRED)'),
  fileName: z.string().nullable(),
  url: z.string().nullable(),
  approvalCode: z.string().nullable(),
  validUntil: z.string(),
  approvedAt: z.string().nullable(),
});
const material = z.object({
  id: z.number().int(),
  materialType: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  productId: z.number().int().nullable(),
  latest: version.nullable(),
  usableVersionId: z.number().int().nullable().describe('the version a meeting may attach now'),
});
type Row = Record<string, unknown>;

const versionView = (r: Row) => ({
  id: Number(r.id),
  version: Number(r.version),
  status: String(r.effective_status),
  fileName: (r.file_name as string | null) ?? null,
  url: (r.url as string | null) ?? null,
  approvalCode: (r.approval_code as string | null) ?? null,
  validUntil: String(r.valid_until),
  approvedAt: r.approved_at ? new Date(r.approved_at as string).toISOString() : null,
});
const effective = sql`case when v.status = 'APPROVED' and v.valid_until < current_date then 'EXPIRED' else v.status end`;

export async function libraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const query = async (statement: SQL) => ((await app.db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const idParams = z.object({ id: z.coerce.number().int().positive() });

  app.get(
    '/meeting/library/page',
    {
      config: { access: { permission: 'meeting:medicalLibrary:list' } },
      schema: {
        tags: libraryTags,
        summary: 'Library materials with their latest version and the version usable at meetings',
        querystring: z.object({
          materialType: z.enum(MATERIAL_TYPES).optional(),
          keyword: z.string().trim().max(100).optional(),
          usableOnly: queryBoolean.default(false),
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: envelope(pageOf(material)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { materialType, keyword, usableOnly, page, size } = request.query;
      const usable = sql`(select v.id from library_material_version v where v.material_id = lm.id and v.status = 'APPROVED' and v.valid_until >= current_date order by v.version desc limit 1)`;
      const where = sql`lm.tenant_id = ${tenantId} ${materialType ? sql`and lm.material_type = ${materialType}` : sql``}
        ${keyword ? sql`and (lm.title ilike ${containsPattern(keyword)} or lm.title_en ilike ${containsPattern(keyword)})` : sql``}
        ${usableOnly ? sql`and ${usable} is not null` : sql``}`;
      const [rows, [total]] = await Promise.all([
        query(sql`select lm.id, lm.material_type, lm.title, lm.title_en, lm.product_id, ${usable} as usable_id,
            (select row_to_json(x) from (select v.id, v.version, ${effective} as effective_status, v.file_name, v.url, v.approval_code, v.valid_until::text as valid_until, v.approved_at
              from library_material_version v where v.material_id = lm.id order by v.version desc limit 1) x) as latest
          from library_material lm where ${where} order by lm.material_type, lm.title limit ${size} offset ${page * size}`),
        query(sql`select count(*)::int as n from library_material lm where ${where}`),
      ]);
      return ok({
        content: rows.map((r) => ({
          id: Number(r.id),
          materialType: String(r.material_type),
          title: String(r.title),
          titleEn: (r.title_en as string | null) ?? null,
          productId: r.product_id === null ? null : Number(r.product_id),
          latest: r.latest ? versionView(r.latest as Row) : null,
          usableVersionId: r.usable_id === null ? null : Number(r.usable_id),
        })),
        totalElements: Number(total?.n ?? 0),
      });
    },
  );

  app.get(
    '/meeting/library/:id/versions',
    {
      config: { access: { permission: 'meeting:medicalLibrary:list' } },
      schema: { tags: libraryTags, summary: 'Every version of a material, newest first', params: idParams, response: { 200: envelope(z.array(version)) } },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const rows = await query(sql`select v.id, v.version, ${effective} as effective_status, v.file_name, v.url, v.approval_code, v.valid_until::text as valid_until, v.approved_at
        from library_material_version v where v.tenant_id = ${tenantId} and v.material_id = ${request.params.id} order by v.version desc`);
      return ok(rows.map(versionView));
    },
  );

  app.post(
    '/meeting/library',
    {
      config: { access: { permission: 'meeting:medicalLibrary:edit' } },
      schema: {
        tags: libraryTags,
        summary: 'Adds a material with its first version, in draft until reviewed',
        body: libraryMaterialBody,
        response: { 200: envelope(z.object({ materialId: z.number().int(), versionId: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      const ids = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(libraryMaterial)
          .values({
            tenantId: principal.tenant.id,
            materialType: body.materialType,
            title: body.title,
            titleEn: body.titleEn ?? null,
            productId: body.productId ?? null,
            url: body.url ?? null,
          })
          .returning({ id: libraryMaterial.id });
        const [first] = await tx
          .insert(libraryMaterialVersion)
          .values({
            tenantId: principal.tenant.id,
            materialId: created!.id,
            version: 1,
            fileName: body.fileName ?? null,
            url: body.url ?? null,
            approvalCode: body.approvalCode ?? null,
            validUntil: body.validUntil,
            note: body.note ?? null,
            createdBy: principal.userId,
          })
          .returning({ id: libraryMaterialVersion.id });
        return { materialId: created!.id, versionId: first!.id };
      });
      return ok(ids);
    },
  );

  app.post(
    '/meeting/library/:id/version',
    {
      config: { access: { permission: 'meeting:medicalLibrary:edit' } },
      schema: {
        tags: libraryTags,
        summary: 'Adds the next version of a material, in draft',
        params: idParams,
        body: libraryVersionBody,
        response: { 200: envelope(z.object({ versionId: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const [found] = await app.db
        .select({ id: libraryMaterial.id })
        .from(libraryMaterial)
        .where(and(eq(libraryMaterial.tenantId, principal.tenant.id), eq(libraryMaterial.id, request.params.id)));
      if (!found) throw notFound();
      const body = request.body;
      const versionId = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from library_material where id = ${found.id} for update`);
        const latest = ((await tx.execute(sql`select coalesce(max(version), 0) as n from library_material_version where material_id = ${found.id}`)) as unknown as { rows: Row[] })
          .rows[0];
        const [created] = await tx
          .insert(libraryMaterialVersion)
          .values({
            tenantId: principal.tenant.id,
            materialId: found.id,
            version: Number(latest?.n ?? 0) + 1,
            fileName: body.fileName ?? null,
            url: body.url ?? null,
            approvalCode: body.approvalCode ?? null,
            validUntil: body.validUntil,
            note: body.note ?? null,
            createdBy: principal.userId,
          })
          .returning({ id: libraryMaterialVersion.id });
        return created!.id;
      });
      return ok({ versionId });
    },
  );

  for (const action of ['approve', 'expire'] as const) {
    app.post(
      `/meeting/library/version/:id/${action}`,
      {
        config: { access: { permission: 'meeting:medicalLibrary:approve' } },
        schema: {
          tags: libraryTags,
          summary: action === 'approve' ? 'Approves a draft version after review; earlier approved versions expire' : 'Withdraws a version from use',
          params: idParams,
          response: { 200: envelope(z.object({ id: z.number().int(), status: z.string() })) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const status = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(libraryMaterialVersion)
            .where(and(eq(libraryMaterialVersion.tenantId, principal.tenant.id), eq(libraryMaterialVersion.id, request.params.id)));
          if (!row) throw notFound();
          if (action === 'approve') {
            if (row.status !== 'DRAFT') throw new HttpError(409, 'materialVersionNotDraft');
            await tx
              .update(libraryMaterialVersion)
              .set({ status: 'EXPIRED' })
              .where(and(eq(libraryMaterialVersion.materialId, row.materialId), eq(libraryMaterialVersion.status, 'APPROVED')));
          }
          const next = action === 'approve' ? ('APPROVED' as const) : ('EXPIRED' as const);
          await tx
            .update(libraryMaterialVersion)
            .set(action === 'approve' ? { status: next, approvedBy: principal.userId, approvedAt: new Date() } : { status: next })
            .where(eq(libraryMaterialVersion.id, row.id));
          await recordAudit(tx, request, {
            action: `admin.library.${action}`,
            entityType: 'library_material_version',
            entityId: row.id,
            summary: `v${row.version} of material ${row.materialId}`,
          });
          return next;
        });
        return ok({ id: request.params.id, status });
      },
    );
  }
}
