import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LocalizedText } from '@crm/shared/audit-messages';
import type { institutionBody, supplierBody } from '@crm/shared/contracts/meeting-master-schemas';
import { institution, supplier } from '../../db/schema/meetings/meeting-resources';
import { badRequest, notFound } from '../../lib/http-error';
import { personNameEn } from '../../lib/person-name';
import { containsPattern } from '../../lib/query-params';
import { bilingualName, recordAudit, type AuditAction } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';

/** Institutions and suppliers (`/meeting/institution`, `/meeting/supplier`), kept by whoever holds those pages. */

type InstitutionBody = z.output<typeof institutionBody>;
type SupplierBody = z.output<typeof supplierBody>;
interface ListQuery {
  keyword?: string | undefined;
  page: number;
  size: number;
}
type Tx = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

const isUniqueViolation = (error: unknown) => [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23505');

export async function institutionPageOf({ db, principal }: RequestContext, { keyword, page, size }: ListQuery) {
  const tenantId = principal.tenant.id;
  const where = and(
    eq(institution.tenantId, tenantId),
    keyword ? (or(ilike(institution.name, containsPattern(keyword)), ilike(institution.nameEn, containsPattern(keyword))) as SQL) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
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
    db.select({ n: count() }).from(institution).where(where),
  ]);
  return {
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
  };
}

export async function supplierPageOf({ db, principal }: RequestContext, { keyword, page, size }: ListQuery) {
  const tenantId = principal.tenant.id;
  const where = and(
    eq(supplier.tenantId, tenantId),
    keyword
      ? (or(ilike(supplier.name, containsPattern(keyword)), ilike(supplier.nameEn, containsPattern(keyword)), ilike(supplier.creditCode, containsPattern(keyword))) as SQL)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supplier)
      .where(where)
      .orderBy(asc(supplier.name))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(supplier).where(where),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return {
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
  };
}

const institutionValues = (body: InstitutionBody) => ({
  name: body.name,
  nameEn: body.nameEn ?? null,
  type: body.type,
  city: body.city ?? null,
  address: body.address ?? null,
  contactName: body.contactName ?? null,
  contactPhone: body.contactPhone ?? null,
  enabled: body.enabled,
});
const supplierValues = (body: SupplierBody) => ({
  name: body.name,
  nameEn: body.nameEn ?? null,
  creditCode: body.creditCode,
  type: body.type,
  contactName: body.contactName ?? null,
  contactPhone: body.contactPhone ?? null,
  qualificationExpiry: body.qualificationExpiry ?? null,
  enabled: body.enabled,
});

/** What a master-data row is called in the audit trail: its actions on adding and on changing, and its entity type. */
export interface AuditedKind {
  actions: { create: AuditAction; update: AuditAction };
  entityType: string;
}

/**
 * Writes a master-data row in a transaction with its audit record (`write` answers undefined when
 * the row to change is not the tenant's); a taken unique value is refused as `codeTaken`.
 */
export async function saveAudited(
  { db, principal, request }: RequestContext,
  { actions, entityType }: AuditedKind,
  id: number | undefined,
  takenCode: string,
  name: string | LocalizedText,
  write: (tx: Tx, tenantId: number) => Promise<number | undefined>,
) {
  try {
    const savedId = await db.transaction(async (tx) => {
      const written = await write(tx, principal.tenant.id);
      if (written === undefined) throw notFound();
      await recordAudit(tx, request, {
        action: id === undefined ? actions.create : actions.update,
        entityType,
        entityId: written,
        message: { key: 'masterDataSaved', params: { name } },
      });
      return written;
    });
    return { id: savedId };
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('codeTaken', { code: takenCode });
    throw error;
  }
}

/** Adds an institution (no id) or changes one. */
export function saveInstitution(context: RequestContext, id: number | undefined, body: InstitutionBody) {
  const values = institutionValues(body);
  return saveAudited(
    context,
    { actions: { create: 'admin.institution.create', update: 'admin.institution.update' }, entityType: 'institution' },
    id,
    body.name,
    bilingualName(body.name, body.nameEn),
    async (tx, tenantId) =>
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
          )[0]?.id,
  );
}

/** Adds a supplier (no id) or changes one. */
export function saveSupplier(context: RequestContext, id: number | undefined, body: SupplierBody) {
  const values = supplierValues(body);
  return saveAudited(
    context,
    { actions: { create: 'admin.supplier.create', update: 'admin.supplier.update' }, entityType: 'supplier' },
    id,
    body.creditCode,
    bilingualName(body.name, body.nameEn),
    async (tx, tenantId) =>
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
          )[0]?.id,
  );
}
