import { sql, type SQL } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { interactionActiveness } from '@crm/shared/contracts/academic';
import { ACTIVENESS_CATEGORIES, type Activeness } from '@crm/shared/contracts/academic-schemas';
import { badRequest } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { openDoctorProfile } from '../academic-access';
import { query, type Paging } from '../profile/profile-repository';
import { actionTypeName, channelName } from './action-types';
import { activenessBuckets } from './activeness';
import { diseaseNameEn } from './topics';
import { dictionaryOf } from '@crm/shared/object-keys';

/** The interaction widgets of the profile page (spec 2.5): activeness, behaviour statistics, tendencies, detail. */

const ZONE = 'Asia/Shanghai';

/** Interactions per day or month in each category, zero-filled over the asked period. */
export async function activenessOf({ db, request }: RequestContext, input: ContractRequestParts<typeof interactionActiveness>['query']): Promise<Activeness> {
  const { id, granularity } = input;
  const buckets = activenessBuckets(granularity, input.startDate, input.endDate, new Date());
  if (!buckets) throw badRequest('invalidField', { field: 'startDate', reason: `${input.startDate} > ${input.endDate}` });
  await openDoctorProfile(db, request, id);
  const unit = granularity === 'day' ? 'day' : 'month';
  const format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await query<{ bucket: string; dataType: string; counts: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, started_at at time zone ${ZONE}), ${format}) as bucket, data_type as "dataType", count(*)::int as counts
        from doctor_interaction where doctor_id = ${id} and started_at >= ${buckets.from}::timestamp at time zone ${ZONE} and started_at < ${buckets.to}::timestamp at time zone ${ZONE}
        group by 1, 2`,
  );
  const series = dictionaryOf(
    ACTIVENESS_CATEGORIES.map((category) => [
      category,
      buckets.labels.map((label) => ({
        actionDate: label,
        counts: rows.filter((r) => r.bucket === label && (category === 'TOTAL' || r.dataType === category)).reduce((sum, r) => sum + r.counts, 0),
      })),
    ]),
  );
  return { granularity, ...series } as Activeness;
}

/** How often the doctor did each kind of interaction, most frequent first. */
export async function interactionKindsOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  const rows = await query<{ dataType: string; counts: number }>(
    db,
    sql`select action_type as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${doctorId} group by action_type order by counts desc, action_type`,
  );
  return rows.map((row) => ({ ...row, ...actionTypeName(row.dataType) }));
}

/** Where the doctor interacts, most frequent channel first. */
export async function interactionChannelsOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  const rows = await query<{ dataType: string; counts: number }>(
    db,
    sql`select channel as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${doctorId} group by channel order by counts desc, channel`,
  );
  return rows.map((row) => ({ ...row, ...channelName(row.dataType) }));
}

/** A page of the interaction timeline, newest first, of some data types or all. */
export async function interactionTimelineOf({ db, request }: RequestContext, doctorId: number, dataTypes: string[] | null, paging: Paging) {
  await openDoctorProfile(db, request, doctorId);
  const where: SQL = dataTypes ? sql`doctor_id = ${doctorId} and data_type = any(${sql.param(dataTypes)}::text[])` : sql`doctor_id = ${doctorId}`;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from doctor_interaction where ${where}`);
  const rows = await query<{ id: number; startedAt: string | Date; actionType: string; subject: string; dataType: 'EDUCATION' | 'LIVE' | 'SURVEY'; duration: number | null }>(
    db,
    sql`select id::int as id, started_at as "startedAt", action_type as "actionType", subject, data_type as "dataType", duration_seconds as duration
        from doctor_interaction where ${where} order by started_at desc, id desc limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  const content = rows.map(({ startedAt, ...row }) => {
    const names = actionTypeName(row.actionType);
    return { ...row, actionStartTime: new Date(startedAt).toISOString(), actionTypeName: names.name, actionTypeNameEn: names.nameEn };
  });
  return { content, totalElements: total?.n ?? 0, withheld: false, withheldNotice: null };
}

/** What the doctor studies on the education platform, by disease area. */
export async function educationTopicsOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  const rows = await query<{ dataType: string; counts: number }>(
    db,
    sql`select topic as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${doctorId} and data_type = 'EDUCATION' and topic is not null
        group by topic order by counts desc, topic`,
  );
  return rows.map((row) => ({ ...row, name: row.dataType, nameEn: diseaseNameEn(row.dataType) }));
}
