import { and, eq } from 'drizzle-orm';
import { DOCTOR_TITLES } from '@crm/shared/customer-reference';
import type { Database } from '../../db/client';
import { doctor } from '../../db/schema/customers/customers';
import { hospital, hospitalProduct } from '../../db/schema/customers/hospitals';
import { productIndication } from '../../db/schema/platform/products';
import { organization, product } from '../../db/schema/platform/tenancy';
import { sdaClosedPeriod } from '../../db/schema/sda/sda';
import type { ModelDefinition } from './models';

type Executor = Pick<Database, 'select'>;

export interface Option {
  value: string;
  label: string;
  labelEn: string;
}

/** The tenant's codes a model's cells may name, resolved once per upload. */
export interface Lookups {
  hospital: Map<string, number>;
  product: Map<string, number>;
  org: Map<string, number>;
  doctor: Map<string, number>;
  doctorHospital: Map<number, number | null>;
  /** Indication by either name, to its Chinese name (the stored form). */
  indication: Map<string, string>;
  doctorTitle: Map<string, string>;
  /** `hospitalId:productId` → path of the covering territory. */
  coveringPath: Map<string, string>;
  closedMonths: Set<string>;
  options: { product: Option[]; org: Option[]; indication: Option[]; doctorTitle: Option[] };
}

/** `optionsOnly` skips the large code lists (hospitals, doctors) that only validation needs. */
export async function loadLookups(db: Executor, tenantId: number, model: ModelDefinition, { optionsOnly = false } = {}): Promise<Lookups> {
  const refs = new Set(optionsOnly ? model.fields.filter((f) => f.ref !== 'hospital' && f.ref !== 'doctor').map((f) => f.ref) : model.fields.map((f) => f.ref));
  const [hospitals, products, orgs, doctors, indications, coverage, closed] = await Promise.all([
    refs.has('hospital') ? db.select({ id: hospital.id, code: hospital.code }).from(hospital).where(eq(hospital.tenantId, tenantId)) : [],
    db
      .select({ id: product.id, code: product.code, name: product.name, nameEn: product.nameEn })
      .from(product)
      .where(and(eq(product.tenantId, tenantId), eq(product.enabled, true)))
      .orderBy(product.sort),
    refs.has('org')
      ? db
          .select({ id: organization.id, code: organization.code, name: organization.name, nameEn: organization.nameEn })
          .from(organization)
          .where(eq(organization.tenantId, tenantId))
          .orderBy(organization.path)
      : [],
    refs.has('doctor') ? db.select({ id: doctor.id, code: doctor.code, hospitalId: doctor.hospitalId }).from(doctor).where(eq(doctor.tenantId, tenantId)) : [],
    db
      .select({ name: productIndication.name, nameEn: productIndication.nameEn })
      .from(productIndication)
      .where(eq(productIndication.tenantId, tenantId))
      .orderBy(productIndication.productId, productIndication.sort),
    model.code === 'sdaRecords' && !optionsOnly
      ? db
          .select({ hospitalId: hospitalProduct.hospitalId, productId: hospitalProduct.productId, path: organization.path })
          .from(hospitalProduct)
          .innerJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
          .where(eq(hospitalProduct.tenantId, tenantId))
      : [],
    model.code === 'sdaRecords' ? db.select({ month: sdaClosedPeriod.month }).from(sdaClosedPeriod).where(eq(sdaClosedPeriod.tenantId, tenantId)) : [],
  ]);
  const indication = new Map<string, string>();
  const indicationOptions = new Map<string, Option>();
  for (const i of indications) {
    indication.set(i.name, i.name);
    indication.set(i.nameEn.toLowerCase(), i.name);
    indicationOptions.set(i.name, { value: i.name, label: i.name, labelEn: i.nameEn });
  }
  return {
    hospital: new Map(hospitals.map((h) => [h.code, h.id])),
    product: new Map(products.map((p) => [p.code, p.id])),
    org: new Map(orgs.map((o) => [o.code, o.id])),
    doctor: new Map(doctors.map((d) => [d.code, d.id])),
    doctorHospital: new Map(doctors.map((d) => [d.id, d.hospitalId])),
    indication,
    doctorTitle: new Map(
      DOCTOR_TITLES.flatMap(
        (t) =>
          [
            [t.code, t.code],
            [t.label, t.code],
            [t.labelEn.toLowerCase(), t.code],
          ] as Array<[string, string]>,
      ),
    ),
    coveringPath: new Map(coverage.map((c) => [`${c.hospitalId}:${c.productId}`, c.path])),
    closedMonths: new Set(closed.map((c) => c.month)),
    options: {
      product: products.map((p) => ({ value: p.code, label: p.name, labelEn: p.nameEn })),
      org: orgs.map((o) => ({ value: o.code, label: o.name, labelEn: o.nameEn ?? o.name })),
      indication: [...indicationOptions.values()],
      doctorTitle: DOCTOR_TITLES.map((t) => ({ value: t.code, label: t.label, labelEn: t.labelEn })),
    },
  };
}

/** The dropdown values of a field, if it has a fixed list. */
export function fieldOptions(lookups: Lookups, field: { ref?: string; dict?: string }): Option[] | undefined {
  if (field.dict === 'doctorTitle') return lookups.options.doctorTitle;
  if (field.ref === 'product') return lookups.options.product;
  if (field.ref === 'org') return lookups.options.org;
  if (field.ref === 'indication') return lookups.options.indication;
  return undefined;
}
