import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractResult } from '@crm/shared/contract';
import type { OtherPracticeSite, productLevels } from '@crm/shared/contracts/doctors';
import { doctor, doctorProduct } from '../../../db/schema/customers/customers';
import { hospital, hospitalProduct } from '../../../db/schema/customers/hospitals';
import { productIndication } from '../../../db/schema/platform/products';
import { product } from '../../../db/schema/platform/tenancy';
import type { RequestContext } from '../../../platform/contract-route';
import { visibleDoctorId } from './doctor-detail-repository';

/** A doctor's other practice sites, each linked to the tenant's hospital of that name when there is one. */
export async function otherPracticeSitesOf({ db, principal }: RequestContext, doctorId: number): Promise<OtherPracticeSite[]> {
  const id = await visibleDoctorId(db, principal, { id: doctorId });
  const [row] = await db.select({ sites: doctor.servingHospital }).from(doctor).where(eq(doctor.id, id));
  const sites = row?.sites ?? [];
  const names = sites.map((s) => s.hospital);
  const known = names.length
    ? await db
        .select({ id: hospital.id, name: hospital.name })
        .from(hospital)
        .where(and(eq(hospital.tenantId, principal.tenant.id), inArray(hospital.name, names)))
    : [];
  return sites.map((site) => ({ ...site, hospitalId: known.find((h) => h.name === site.hospital)?.id ?? null }));
}

/** A doctor's level per product, with its indications and the drug's status at the doctor's hospital. */
export async function productLevelsOf({ db, principal }: RequestContext, doctorId: number): Promise<ContractResult<typeof productLevels>> {
  const tenantId = principal.tenant.id;
  const id = await visibleDoctorId(db, principal, { id: doctorId });
  const rows = await db
    .select({ level: doctorProduct, product, procurementStatus: hospitalProduct.procurementStatus, coverageStatus: hospitalProduct.coverageStatus })
    .from(doctorProduct)
    .innerJoin(product, eq(product.id, doctorProduct.productId))
    .innerJoin(doctor, eq(doctor.id, doctorProduct.doctorId))
    .leftJoin(hospitalProduct, and(eq(hospitalProduct.hospitalId, doctor.hospitalId), eq(hospitalProduct.productId, doctorProduct.productId)))
    .where(and(eq(doctorProduct.tenantId, tenantId), eq(doctorProduct.doctorId, id)))
    .orderBy(asc(product.sort));
  const indications = rows.length
    ? await db
        .select()
        .from(productIndication)
        .where(
          and(
            eq(productIndication.tenantId, tenantId),
            inArray(
              productIndication.productId,
              rows.map((r) => r.product.id),
            ),
          ),
        )
        .orderBy(asc(productIndication.sort))
    : [];
  return rows.map((r) => ({
    productId: r.product.id,
    productCode: r.product.code,
    productName: r.product.name,
    productNameEn: r.product.nameEn,
    level: r.level.level,
    hasSales: r.level.hasSales,
    indications: indications.filter((i) => i.productId === r.product.id).map(({ id: indicationId, name, nameEn }) => ({ id: indicationId, name, nameEn })),
    procurementStatus: r.procurementStatus,
    coverageStatus: r.coverageStatus,
  }));
}
