import { sql } from 'drizzle-orm';
import { highestDegree } from '@crm/shared/customer-reference';
import type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { doctorRangeCondition } from '../access/doctor-scope';
import { regionNames } from '../regions/region-names';
import { cardQuery, cardsOf, isoTime, queryCards, toCard, type CardRow } from './doctor-cards';
import { rowsOf } from '../../../db/rows';

/** The id of a visible doctor by id or by master-data code; 404 when absent or out of range. */
export async function visibleDoctorId(db: Database, principal: Principal, key: { id: number } | { code: string }): Promise<number> {
  const match = 'id' in key ? sql`d.id = ${key.id}` : sql`d.code = ${key.code}`;
  const result = rowsOf<{ id: number | string }>(
    await db.execute(sql`select d.id from doctor d where d.tenant_id = ${principal.tenant.id} and ${match} and ${doctorRangeCondition(principal)}`),
  );
  const row = result[0];
  if (!row) throw notFound();
  return Number(row.id);
}

export async function doctorCard(db: Database, principal: Principal, doctorId: number) {
  const [card] = await cardsOf(db, cardQuery(sql`select * from doctor where tenant_id = ${principal.tenant.id} and id = ${doctorId}`, principal.userId));
  if (!card) throw notFound();
  return card;
}

interface DetailRow extends CardRow {
  sex: string | null;
  native_place: string | null;
  age_range: string | null;
  working_time: string | null;
  degree_title: string | null;
  practice_channel: string | null;
  doctor_type: string | null;
  indication: string[];
  personal_resume: string | null;
  professional_direction: string | null;
  serving_hospital: DoctorDetail['servingHospital'];
  administrative_position: string[];
  main_academic_title: string[];
  association: string[];
  academic_journal: string[];
  mobile: string | null;
  email: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  beds: number | null;
  year_outpatient: number | null;
  units: Array<{ orgId: number; orgName: string; orgNameEn: string | null }>;
  reps: Array<{ id: number; firstName: string; nameEn: string | null; orgId: number }>;
  channels: DoctorDetail['channels'];
  latest_verification: { id: number; status: string; submittedAt: string | null; reviewedAt: string | null; rejectReason: string | null } | null;
  corrections: Array<{
    id: number;
    field: string;
    oldValue: string | null;
    newValue: string;
    reason: string | null;
    status: string;
    rejectReason: string | null;
    createdAt: string;
    reviewedAt: string | null;
  }>;
}

/**
 * A visible doctor's whole record, by id or by master-data code; 404 when absent or out of range.
 * One statement: the card, the record, its units with their reps, channels, the latest verification
 * and the recent corrections (each a JSON aggregate), since opening a doctor is among a rep's most
 * frequent requests and every statement costs a round trip and the database's per-statement work.
 */
export async function doctorDetail(db: Database, principal: Principal, key: { id: number } | { code: string }): Promise<DoctorDetail> {
  const tenantId = principal.tenant.id;
  const match = 'id' in key ? sql`d.id = ${key.id}` : sql`d.code = ${key.code}`;
  const card = cardQuery(sql`select * from doctor d where d.tenant_id = ${tenantId} and ${match} and ${doctorRangeCondition(principal)}`, principal.userId);
  const [[row], regions] = await Promise.all([
    queryCards(
      db,
      sql`select c.*, x.sex, x.native_place, x.age_range, x.working_time, x.degree_title, x.practice_channel, x.doctor_type, x.indication,
          x.personal_resume, x.professional_direction, x.serving_hospital, x.administrative_position, x.main_academic_title, x.association,
          x.academic_journal, x.mobile, x.email, x.created_at, x.updated_at, hh.beds, hh.year_outpatient,
          (select coalesce(json_agg(json_build_object('orgId', o.id, 'orgName', o.name, 'orgNameEn', o.name_en) order by o.path), '[]'::json)
            from doctor_assignment a join organization o on o.id = a.org_id where a.tenant_id = ${tenantId} and a.doctor_id = x.id) as units,
          (select coalesce(json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'nameEn', u.name_en, 'orgId', u.org_id) order by u.id), '[]'::json)
            from app_user u join doctor_assignment a on a.org_id = u.org_id and a.doctor_id = x.id where u.tenant_id = ${tenantId} and u.enabled) as reps,
          (select coalesce(json_agg(json_build_object('channel', ch.channel, 'preferred', ch.is_preferred) order by ch.is_preferred desc, ch.channel), '[]'::json)
            from doctor_channel ch where ch.tenant_id = ${tenantId} and ch.doctor_id = x.id) as channels,
          (select json_build_object('id', v.id, 'status', v.status, 'submittedAt', v.submitted_at, 'reviewedAt', v.reviewed_at, 'rejectReason', v.reject_reason)
            from doctor_verification v where v.tenant_id = ${tenantId} and v.doctor_id = x.id order by v.id desc limit 1) as latest_verification,
          (select coalesce(json_agg(json_build_object('id', r.id, 'field', r.field, 'oldValue', r.old_value, 'newValue', r.new_value, 'reason', r.reason,
              'status', r.status, 'rejectReason', r.reject_reason, 'createdAt', r.created_at, 'reviewedAt', r.reviewed_at) order by r.id desc), '[]'::json)
            from (select * from doctor_correction r where r.tenant_id = ${tenantId} and r.doctor_id = x.id order by r.id desc limit 20) r) as corrections
        from (${card}) c join doctor x on x.id = c.id join hospital hh on hh.id = x.hospital_id`,
    ) as Promise<DetailRow[]>,
    regionNames(db),
  ]);
  if (!row) throw notFound();
  const latest = row.latest_verification;
  return {
    ...toCard(row, regions),
    doctorSex: row.sex,
    nativePlace: row.native_place,
    ageRange: row.age_range,
    workingTime: row.working_time,
    degreeTitle: row.degree_title,
    highestDegree: highestDegree(row.degree_title),
    practiceChannel: row.practice_channel,
    doctorType: row.doctor_type,
    indication: row.indication,
    hospitalBeds: row.beds,
    hospitalYearOutpatient: row.year_outpatient,
    personalResume: row.personal_resume,
    professionalDirection: row.professional_direction,
    servingHospital: row.serving_hospital,
    administrativePosition: row.administrative_position,
    mainAcademicTitle: row.main_academic_title,
    association: row.association,
    academicJournal: row.academic_journal,
    mobile: row.mobile,
    email: row.email,
    assignments: row.units.map((unit) => ({
      ...unit,
      reps: row.reps.filter((r) => r.orgId === unit.orgId).map(({ id, firstName, nameEn }) => ({ id, firstName, nameEn })),
    })),
    channels: row.channels,
    latestVerification: latest
      ? { id: latest.id, status: latest.status, submittedAt: isoTime(latest.submittedAt), reviewedAt: isoTime(latest.reviewedAt), rejectReason: latest.rejectReason }
      : null,
    corrections: row.corrections.map((c) => ({ ...c, createdAt: isoTime(c.createdAt)!, reviewedAt: isoTime(c.reviewedAt) })),
    createdAt: isoTime(row.created_at)!,
    updatedAt: isoTime(row.updated_at)!,
  };
}
