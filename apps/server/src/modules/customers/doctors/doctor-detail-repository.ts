import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { highestDegree } from '@crm/shared/customer-reference';
import type { DoctorDetail } from '@crm/shared/customer-doctor-detail-schema';
import type { Database } from '../../../db/client';
import { appUser, doctor, doctorAssignment, doctorChannel, doctorCorrection, doctorVerification, hospital, organization } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { doctorRangeCondition } from '../access/doctor-scope';
import { cardQuery, cardsOf, isoTime } from './doctor-cards';

/** The id of a visible doctor by id or by master-data code; 404 when absent or out of range. */
export async function visibleDoctorId(db: Database, principal: Principal, key: { id: number } | { code: string }): Promise<number> {
  const match = 'id' in key ? sql`d.id = ${key.id}` : sql`d.code = ${key.code}`;
  const result = (await db.execute(sql`select d.id from doctor d where d.tenant_id = ${principal.tenant.id} and ${match} and ${doctorRangeCondition(principal)}`)) as unknown as {
    rows: Array<{ id: number | string }>;
  };
  const row = result.rows[0];
  if (!row) throw notFound();
  return Number(row.id);
}

export async function doctorCard(db: Database, principal: Principal, doctorId: number) {
  const [card] = await cardsOf(db, cardQuery(sql`select * from doctor where tenant_id = ${principal.tenant.id} and id = ${doctorId}`, principal.userId));
  if (!card) throw notFound();
  return card;
}

export async function doctorDetail(db: Database, principal: Principal, doctorId: number): Promise<DoctorDetail> {
  const tenantId = principal.tenant.id;
  // One round of queries, side by side: on PostgreSQL each takes its own pooled connection.
  const [card, [row], units, reps, channels, verifications, corrections] = await Promise.all([
    doctorCard(db, principal, doctorId),
    db
      .select({ doctor, beds: hospital.beds, yearOutpatient: hospital.yearOutpatient })
      .from(doctor)
      .innerJoin(hospital, eq(hospital.id, doctor.hospitalId))
      .where(and(eq(doctor.tenantId, tenantId), eq(doctor.id, doctorId))),
    db
      .select({ orgId: organization.id, orgName: organization.name, orgNameEn: organization.nameEn })
      .from(doctorAssignment)
      .innerJoin(organization, eq(organization.id, doctorAssignment.orgId))
      .where(and(eq(doctorAssignment.tenantId, tenantId), eq(doctorAssignment.doctorId, doctorId)))
      .orderBy(asc(organization.path)),
    db
      .select({ id: appUser.id, firstName: appUser.firstName, nameEn: appUser.nameEn, orgId: appUser.orgId })
      .from(appUser)
      .innerJoin(doctorAssignment, and(eq(doctorAssignment.orgId, appUser.orgId), eq(doctorAssignment.doctorId, doctorId)))
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.enabled, true)))
      .orderBy(asc(appUser.id)),
    db
      .select()
      .from(doctorChannel)
      .where(and(eq(doctorChannel.tenantId, tenantId), eq(doctorChannel.doctorId, doctorId)))
      .orderBy(desc(doctorChannel.isPreferred), asc(doctorChannel.channel)),
    db
      .select()
      .from(doctorVerification)
      .where(and(eq(doctorVerification.tenantId, tenantId), eq(doctorVerification.doctorId, doctorId)))
      .orderBy(desc(doctorVerification.id))
      .limit(1),
    db
      .select()
      .from(doctorCorrection)
      .where(and(eq(doctorCorrection.tenantId, tenantId), eq(doctorCorrection.doctorId, doctorId)))
      .orderBy(desc(doctorCorrection.id))
      .limit(20),
  ]);
  if (!row) throw notFound();
  const d = row.doctor;
  const latest = verifications[0];
  return {
    ...card,
    doctorSex: d.sex,
    nativePlace: d.nativePlace,
    ageRange: d.ageRange,
    workingTime: d.workingTime,
    degreeTitle: d.degreeTitle,
    highestDegree: highestDegree(d.degreeTitle),
    practiceChannel: d.practiceChannel,
    doctorType: d.doctorType,
    indication: d.indication,
    hospitalBeds: row.beds,
    hospitalYearOutpatient: row.yearOutpatient,
    personalResume: d.personalResume,
    professionalDirection: d.professionalDirection,
    servingHospital: d.servingHospital,
    administrativePosition: d.administrativePosition,
    mainAcademicTitle: d.mainAcademicTitle,
    association: d.association,
    academicJournal: d.academicJournal,
    mobile: d.mobile,
    email: d.email,
    assignments: units.map((unit) => ({ ...unit, reps: reps.filter((r) => r.orgId === unit.orgId).map(({ id, firstName, nameEn }) => ({ id, firstName, nameEn })) })),
    channels: channels.map((c) => ({ channel: c.channel, preferred: c.isPreferred })),
    latestVerification: latest
      ? { id: latest.id, status: latest.status, submittedAt: isoTime(latest.submittedAt), reviewedAt: isoTime(latest.reviewedAt), rejectReason: latest.rejectReason }
      : null,
    corrections: corrections.map((c) => ({
      id: c.id,
      field: c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
      reason: c.reason,
      status: c.status,
      rejectReason: c.rejectReason,
      createdAt: isoTime(c.createdAt)!,
      reviewedAt: isoTime(c.reviewedAt),
    })),
    createdAt: isoTime(d.createdAt)!,
    updatedAt: isoTime(d.updatedAt)!,
  };
}
