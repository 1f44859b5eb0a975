import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { findLibraryByMaterialType, insertCorrection } from '@crm/shared/contracts/customer-lookups';
import { doctorCorrection } from '../../../db/schema/customers/doctor-verification';
import { libraryMaterial } from '../../../db/schema/customers/hospitals';
import { notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { doctorDetail } from '../doctors/doctor-detail-repository';
import { usersInRange } from './user-lookup';

/** A user of the enterprise whatever the caller's data range, with their unit and roles. */
export async function enterpriseUser({ db, principal }: RequestContext, id: number) {
  const { content } = await usersInRange(db, { ...principal, dataRange: 'all' }, { userId: id, page: 0, size: 1 });
  if (!content[0]) throw notFound();
  return content[0];
}

/** The tenant's library material of one type, the most recently published first. */
export async function libraryMaterialsOfType({ db, principal }: RequestContext, materialType: ContractRequestParts<typeof findLibraryByMaterialType>['query']['materialType']) {
  const rows = await db
    .select()
    .from(libraryMaterial)
    .where(and(eq(libraryMaterial.tenantId, principal.tenant.id), eq(libraryMaterial.materialType, materialType)))
    .orderBy(sql`${libraryMaterial.publishedOn} desc nulls last`, asc(libraryMaterial.id));
  return rows.map(({ id, materialType, title, titleEn, url, productId, publishedOn }) => ({ id, materialType, title, titleEn, url, productId, publishedOn }));
}

/** Files a request to correct one field of a doctor the caller can see, recording the field's current value. */
export async function fileCorrection({ db, principal }: RequestContext, request: ContractRequestParts<typeof insertCorrection>['query']) {
  const { doctorId, field, newValue, reason } = request;
  const detail = await doctorDetail(db, principal, { id: doctorId });
  const current = (detail as Record<string, unknown>)[field];
  const oldValue = current === null || current === undefined ? null : Array.isArray(current) ? current.join('; ') : String(current);
  const [row] = await db
    .insert(doctorCorrection)
    .values({ tenantId: principal.tenant.id, doctorId: detail.id, field, oldValue, newValue, reason: reason ?? null, createdBy: principal.userId })
    .returning();
  return { id: row!.id, doctorId: row!.doctorId, field: row!.field, oldValue: row!.oldValue, newValue: row!.newValue, status: row!.status };
}
