import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MATERIAL_TYPES, libraryMaterialBody, libraryVersionBody } from '@crm/shared/contracts/meeting-master-schemas';
import type { MaterialVersion } from '@crm/shared/contracts/medical-library';
import { addLibraryMaterial } from '../customers/index';
import { libraryMaterialVersion } from '../../db/schema/meetings/meeting-resources';
import { HttpError, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { rows as readRows } from '../../db/rows';

/**
 * The medical library's review states: materials carry versions; a version is approved after
 * medical/legal review and expires at its validity date or when a newer one is approved.
 */

type Row = Record<string, unknown>;
interface LibraryQuery {
  materialType?: (typeof MATERIAL_TYPES)[number] | undefined;
  keyword?: string | undefined;
  usableOnly: boolean;
  page: number;
  size: number;
}

const versionView = (r: Row): MaterialVersion => ({
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

/** Materials with their latest version and the version a meeting may attach now. */
export async function libraryPageOf({ db, principal }: RequestContext, { materialType, keyword, usableOnly, page, size }: LibraryQuery) {
  const usable = sql`(select v.id from library_material_version v where v.material_id = lm.id and v.status = 'APPROVED' and v.valid_until >= current_date order by v.version desc limit 1)`;
  const where = sql`lm.tenant_id = ${principal.tenant.id} ${materialType ? sql`and lm.material_type = ${materialType}` : sql``}
    ${keyword ? sql`and (lm.title ilike ${containsPattern(keyword)} or lm.title_en ilike ${containsPattern(keyword)})` : sql``}
    ${usableOnly ? sql`and ${usable} is not null` : sql``}`;
  const [rows, [total]] = await Promise.all([
    readRows(
      db,
      sql`select lm.id, lm.material_type, lm.title, lm.title_en, lm.product_id, ${usable} as usable_id,
        (select row_to_json(x) from (select v.id, v.version, ${effective} as effective_status, v.file_name, v.url, v.approval_code, v.valid_until::text as valid_until, v.approved_at
          from library_material_version v where v.material_id = lm.id order by v.version desc limit 1) x) as latest
      from library_material lm where ${where} order by lm.material_type, lm.title limit ${size} offset ${page * size}`,
    ),
    readRows(db, sql`select count(*)::int as n from library_material lm where ${where}`),
  ]);
  return {
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
  };
}

/** Every version of one of the tenant's materials, newest first; 404 for another tenant's. */
export async function versionsOf({ db, principal }: RequestContext, materialId: number) {
  const rows = await readRows(
    db,
    sql`select v.id, v.version, ${effective} as effective_status, v.file_name, v.url, v.approval_code, v.valid_until::text as valid_until, v.approved_at
      from library_material_version v where v.tenant_id = ${principal.tenant.id} and v.material_id = ${materialId} order by v.version desc`,
  );
  // A material is added with its first version: none means no material of the tenant's.
  if (rows.length === 0) throw notFound();
  return rows.map(versionView);
}

const versionValues = (body: z.output<typeof libraryVersionBody>) => ({
  fileName: body.fileName ?? null,
  url: body.url ?? null,
  approvalCode: body.approvalCode ?? null,
  validUntil: body.validUntil,
  note: body.note ?? null,
});

/** Adds a material with its first version, in draft until reviewed. */
export async function addMaterial({ db, principal }: RequestContext, body: z.output<typeof libraryMaterialBody>) {
  const tenantId = principal.tenant.id;
  return db.transaction(async (tx) => {
    const materialId = await addLibraryMaterial(tx, {
      tenantId,
      materialType: body.materialType,
      title: body.title,
      titleEn: body.titleEn ?? null,
      productId: body.productId ?? null,
      url: body.url ?? null,
    });
    const [first] = await tx
      .insert(libraryMaterialVersion)
      .values({ tenantId, materialId, version: 1, ...versionValues(body), createdBy: principal.userId })
      .returning({ id: libraryMaterialVersion.id });
    return { materialId, versionId: first!.id };
  });
}

/** Adds the next version of one of the tenant's materials, in draft (numbered under a lock on the material). */
export async function addVersion({ db, principal }: RequestContext, materialId: number, body: z.output<typeof libraryVersionBody>) {
  const tenantId = principal.tenant.id;
  const versionId = await db.transaction(async (tx) => {
    const [found] = await readRows(tx, sql`select id from library_material where tenant_id = ${tenantId} and id = ${materialId} for update`);
    if (!found) throw notFound();
    const [latest] = await readRows(tx, sql`select coalesce(max(version), 0) as n from library_material_version where material_id = ${materialId}`);
    const [created] = await tx
      .insert(libraryMaterialVersion)
      .values({ tenantId, materialId, version: Number(latest?.n ?? 0) + 1, ...versionValues(body), createdBy: principal.userId })
      .returning({ id: libraryMaterialVersion.id });
    return created!.id;
  });
  return { versionId };
}

/** Approves a draft version (earlier approved versions of the material expire) or withdraws a version from use. */
export async function reviewVersion({ db, principal, request }: RequestContext, versionId: number, action: 'approve' | 'expire') {
  const status = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(libraryMaterialVersion)
      .where(and(eq(libraryMaterialVersion.tenantId, principal.tenant.id), eq(libraryMaterialVersion.id, versionId)));
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
      action: action === 'approve' ? 'admin.library.approve' : 'admin.library.expire',
      entityType: 'library_material_version',
      entityId: row.id,
      message: { key: 'materialVersion', params: { version: row.version, materialId: row.materialId } },
    });
    return next;
  });
  return { id: versionId, status };
}
