import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DoctorArchive, DoctorCard, DoctorCreate } from '@crm/shared/contracts/customer-doctor-schemas';
import type { Database } from '../../../db/client';
import { doctor, doctorAssignment, doctorFollow } from '../../../db/schema/customers/customers';
import { hospital, hospitalDepartment } from '../../../db/schema/customers/hospitals';
import { organization } from '../../../db/schema/platform/tenancy';
import { badRequest } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { applyRuleTags } from '../tags/rule-tags';
import { cardQuery, cardsOf } from './doctor-cards';
import { namePhonetics } from './name-search';
import { dictionaryOf } from '@crm/shared/object-keys';

/** Likely duplicates of a new doctor: same name, hospital and department, or the same mobile. */
export async function findDuplicates(db: Database, principal: Principal, input: DoctorCreate): Promise<DoctorCard[]> {
  const samePerson = sql`(d.name = ${input.doctorName} and d.hospital_id = ${input.hospitalId} and d.hospital_department_id = ${input.hospitalDepartmentId})`;
  const samePhone = input.mobile ? sql` or d.mobile = ${input.mobile}` : sql``;
  return cardsOf(db, cardQuery(sql`select * from doctor d where d.tenant_id = ${principal.tenant.id} and (${samePerson}${samePhone}) limit 10`, principal.userId));
}

/** Creates a doctor assigned to the creator's unit, so it appears in their customers at once. */
export async function createDoctor(db: Database, principal: Principal, input: DoctorCreate): Promise<number> {
  const tenantId = principal.tenant.id;
  const [place] = await db
    .select({ hospital, departmentId: hospitalDepartment.id, standardDepartmentId: hospitalDepartment.standardDepartmentId })
    .from(hospital)
    .leftJoin(hospitalDepartment, and(eq(hospitalDepartment.hospitalId, hospital.id), eq(hospitalDepartment.id, input.hospitalDepartmentId)))
    .where(and(eq(hospital.tenantId, tenantId), eq(hospital.id, input.hospitalId)));
  if (!place) throw badRequest('invalidField', { field: 'hospitalId', reason: String(input.hospitalId) });
  if (!place.departmentId) throw badRequest('invalidField', { field: 'hospitalDepartmentId', reason: String(input.hospitalDepartmentId) });
  const phonetics = namePhonetics(input.doctorName);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(doctor)
      .values({
        tenantId,
        code: `NEW-${randomUUID()}`,
        name: input.doctorName,
        nameEn: input.doctorNameEn ?? null,
        namePinyin: phonetics.pinyin,
        nameInitials: phonetics.initials,
        sex: input.doctorSex ?? null,
        titleCode: input.titleCode,
        doctorType: input.doctorType ?? null,
        hospitalId: input.hospitalId,
        hospitalDepartmentId: place.departmentId,
        standardDepartmentId: place.standardDepartmentId,
        provinceCode: place.hospital.provinceCode,
        cityCode: place.hospital.cityCode,
        hospitalLevel: place.hospital.level,
        mobile: input.mobile ?? null,
        email: input.email ?? null,
        practiceChannel: input.practiceChannel ?? null,
        ageRange: input.ageRange ?? null,
        createdBy: principal.userId,
      })
      .returning({ id: doctor.id });
    // Locally created doctors get a code from their id until matched to master data.
    await tx
      .update(doctor)
      .set({ code: `L${String(created!.id).padStart(8, '0')}` })
      .where(eq(doctor.id, created!.id));
    if (principal.orgId !== null) {
      const [org] = await tx.select({ path: organization.path }).from(organization).where(eq(organization.id, principal.orgId));
      if (org) await tx.insert(doctorAssignment).values({ tenantId, doctorId: created!.id, orgId: principal.orgId, orgPath: org.path });
    }
    await applyRuleTags(tx, tenantId, [created!.id]);
    return created!.id;
  });
}

/** Writes the profile archive fields given; the others keep their values. */
export async function saveArchive(db: Database, principal: Principal, input: DoctorArchive): Promise<void> {
  const { id, ...fields } = input;
  const changes = dictionaryOf(Object.entries(fields).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    await tx
      .update(doctor)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(doctor.tenantId, principal.tenant.id), eq(doctor.id, id)));
    await applyRuleTags(tx, principal.tenant.id, [id]);
  });
}

/** Sets the caller's follow flag (or toggles it when `attention` is absent); answers the new state. */
export async function setFollow(db: Database, principal: Principal, doctorId: number, attention: boolean | undefined): Promise<boolean> {
  const key = and(eq(doctorFollow.userId, principal.userId), eq(doctorFollow.doctorId, doctorId));
  const [existing] = await db.select({ doctorId: doctorFollow.doctorId }).from(doctorFollow).where(key);
  const target = attention ?? !existing;
  if (target && !existing) await db.insert(doctorFollow).values({ tenantId: principal.tenant.id, userId: principal.userId, doctorId }).onConflictDoNothing();
  if (!target && existing) await db.delete(doctorFollow).where(key);
  return target;
}
