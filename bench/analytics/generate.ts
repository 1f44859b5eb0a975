import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { BENCH_LOCATION } from '../visits/generate';
import { rowsOf } from '../../apps/server/src/db/rows';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const CHUNK = 500_000;

/**
 * How often each touchpoint happens, in two-hundredths: content is the bulk of a year, portal
 * sign-ins next, a first prescription rare. Visits come from the visit table itself.
 */
const TYPE_WEIGHTS: Array<[string, number]> = [
  ['content.sent', 40],
  ['content.delivered', 34],
  ['content.opened', 22],
  ['content.clicked', 8],
  ['content.bounced', 2],
  ['content.unsubscribed', 1],
  ['portal.login', 28],
  ['live.attended', 14],
  ['education.event', 14],
  ['survey.answered', 6],
  ['meeting.invited', 10],
  ['meeting.signedIn', 6],
  ['wecom.bound', 2],
  ['portal.registered', 3],
  ['prescription.first', 2],
  ['speaker.engaged', 1],
  ['visit.planned', 7],
];

/**
 * The tenant's interaction events up to `events` over the last year, written in time order as a
 * live store receives them (an event's id follows its time): the year is cut into slices of about
 * CHUNK events, and each slice's events, one per generated visit in it (as the visit feature
 * writes them) and touchpoints of every other kind, are inserted sorted by time. A few doctors are
 * much busier than most (the pick is skewed), as in the field. Rows carry the source `bench`, so a
 * rerun counts and tops them up.
 */
export async function generateBenchEvents(db: Database, input: { tenantId: number; events: number; log: (line: string) => void }): Promise<void> {
  const { tenantId, events: total, log } = input;
  const [{ n: have }] = (await rows<{ n: number }>(db, sql`select count(*)::int as n from interaction_event where tenant_id = ${tenantId}`)) as [{ n: number }];
  if (have >= total) return log(`${have} events already present, reusing them`);
  const end = new Date();
  const span = 365 * 86_400_000;
  const yearAgo = new Date(end.getTime() - span);
  const visitsOfYear = sql`visit v where v.tenant_id = ${tenantId} and v.location = ${BENCH_LOCATION} and v.start_at > ${yearAgo.toISOString()}::timestamptz`;
  const [{ n: visitEvents }] = (await rows<{ n: number }>(db, sql`select count(*)::int as n from ${visitsOfYear}`)) as [{ n: number }];
  const touchpoints = Math.max(0, total - have - visitEvents);
  const slices = Math.max(1, Math.ceil((touchpoints + visitEvents) / CHUNK));
  const slots = TYPE_WEIGHTS.flatMap(([type, weight]) => Array.from({ length: weight }, () => type));
  const [actors] = await rows<{ ids: number[] }>(db, sql`select array_agg(id order by id) as ids from app_user where tenant_id = ${tenantId}`);
  const [products] = await rows<{ ids: number[] }>(db, sql`select array_agg(id order by id) as ids from product where tenant_id = ${tenantId}`);
  // Doctors numbered in a shuffled order, so the busy ones are spread over hospitals and territories.
  await db.execute(sql`drop table if exists bench_doctor_pick`);
  await db.execute(sql`create unlogged table bench_doctor_pick as
    select row_number() over (order by md5(id::text))::int as n, id, hospital_id from doctor where tenant_id = ${tenantId}`);
  await db.execute(sql`create unique index on bench_doctor_pick (n)`);
  const [{ n: doctors }] = (await rows<{ n: number }>(db, sql`select count(*)::int as n from bench_doctor_pick`)) as [{ n: number }];
  await db.execute(sql`select setseed(0.23)`);
  for (let slice = 0; slice < slices; slice++) {
    const from = new Date(yearAgo.getTime() + (span * slice) / slices);
    const to = new Date(yearAgo.getTime() + (span * (slice + 1)) / slices);
    const n = Math.floor((touchpoints * (slice + 1)) / slices) - Math.floor((touchpoints * slice) / slices);
    // The last slice also takes the visits planned after today.
    const visitsInSlice =
      slice === slices - 1
        ? sql`v.start_at >= ${from.toISOString()}::timestamptz`
        : sql`v.start_at >= ${from.toISOString()}::timestamptz and v.start_at < ${to.toISOString()}::timestamptz`;
    const started = Date.now();
    await db.execute(sql`
      insert into interaction_event (tenant_id, occurred_at, type, doctor_id, hospital_id, channel, product_id, actor_user_id, source, source_event_id)
      select * from (
        select v.tenant_id, v.start_at as at, case when v.status = 'completed' then 'visit.completed' else 'visit.planned' end as type, v.doctor_id, v.hospital_id,
          lower(v.visit_type) as channel, null::bigint as product_id, v.user_id as actor_user_id, 'crm' as source, v.id::text as source_event_id
        from ${visitsOfYear} and ${visitsInSlice}
        union all
        select ${tenantId}::bigint, p.at, p.type, d.id, d.hospital_id,
          case split_part(p.type, '.', 1)
            when 'content' then (array['email','sms','wecom'])[1 + p.g % 3]
            when 'portal' then 'app'
            when 'meeting' then 'meeting'
            when 'speaker' then 'meeting'
            when 'wecom' then 'wecom'
            when 'survey' then 'web'
            when 'education' then 'partner'
            when 'visit' then 'face_to_face'
            when 'live' then case when p.g % 2 = 0 then 'online' else 'live' end
            else case when p.g % 2 = 0 then 'distributor' else 'hospital' end
          end,
          (${sql.param(products!.ids)}::bigint[])[1 + p.g % ${products!.ids.length}::int],
          case when p.type in ('content.sent', 'meeting.invited', 'visit.planned') then (${sql.param(actors!.ids)}::bigint[])[1 + p.g % ${actors!.ids.length}::int] end,
          'bench', null::text
        from (
          select g, (${sql.param(slots)}::text[])[1 + floor(random() * ${slots.length}::int)::int] as type,
            1 + floor(power(random(), 1.6) * ${doctors}::int)::int as pick,
            ${from.toISOString()}::timestamptz + random() * (${to.toISOString()}::timestamptz - ${from.toISOString()}::timestamptz) as at
          from generate_series(1, ${n}::int) g
        ) p join bench_doctor_pick d on d.n = p.pick
      ) e order by e.at
      on conflict do nothing`);
    log(`events of slice ${slice + 1} / ${slices}, to ${to.toISOString().slice(0, 10)} (${Date.now() - started} ms for ${n} touchpoints and the visits)`);
  }
  await db.execute(sql`drop table bench_doctor_pick`);
  // Fresh rows carry no visibility information yet; vacuum sets it, so funnels can read the index alone.
  log('vacuum analyze interaction_event');
  await db.execute(sql`vacuum analyze interaction_event`);
}

/**
 * Patient aggregates for the generated hospitals over three years: each takes the diagnosis mix and
 * the approved treatment records (summed over doctors) of one demo hospital, repeated back in time
 * half a year at a time (the demo holds the last six months), so the portrait reads as many
 * hospitals' and months' figures as a national field force implies.
 */
export async function generateBenchPatients(db: Database, input: { tenantId: number; log: (line: string) => void }): Promise<void> {
  const { tenantId, log } = input;
  const bench = sql`(select id from hospital where tenant_id = ${tenantId} and code like 'BH%')`;
  const [present] = await rows<{ months: number }>(
    db,
    sql`select count(distinct month)::int as months from diagnosis_patient_mix where tenant_id = ${tenantId} and hospital_id in ${bench}`,
  );
  if (present!.months >= 36) return log('bench patient aggregates already present, reusing them');
  await db.execute(sql`delete from diagnosis_patient_mix where tenant_id = ${tenantId} and hospital_id in ${bench}`);
  await db.execute(sql`delete from sda_treatment_record where tenant_id = ${tenantId} and hospital_id in ${bench}`);
  const sources = sql`(select array_agg(distinct hospital_id order by hospital_id) from diagnosis_patient_mix where tenant_id = ${tenantId})`;
  const mapping = sql`(select h.id, (s.ids)[1 + (row_number() over (order by h.id))::int % cardinality(s.ids)] as source
    from hospital h, (select ${sources} as ids) s where h.tenant_id = ${tenantId} and h.code like 'BH%')`;
  const shifted = (column: SQL) => sql`to_char((${column} || '-01')::date - make_interval(months => 6 * k), 'YYYY-MM')`;
  log('patient mix of the generated hospitals');
  await db.execute(sql`
    insert into diagnosis_patient_mix (tenant_id, hospital_id, indication, month, age_band, sex, line_of_therapy, comorbidity, patients)
    select m.tenant_id, b.id, m.indication, ${shifted(sql`m.month`)}, m.age_band, m.sex, m.line_of_therapy, m.comorbidity, m.patients
    from ${mapping} b join diagnosis_patient_mix m on m.hospital_id = b.source cross join generate_series(0, 5) k`);
  log('treatment records of the generated hospitals');
  await db.execute(sql`
    insert into sda_treatment_record (tenant_id, hospital_id, doctor_id, product_id, month, new_patients, ongoing_patients, treatments, status, org_path)
    select ${tenantId}, b.id, null, r.product_id, ${shifted(sql`r.month`)}, sum(r.new_patients), sum(r.ongoing_patients), sum(r.treatments), 'APPROVED',
      coalesce((select a.org_path from doctor d join doctor_assignment a on a.doctor_id = d.id where d.hospital_id = b.id limit 1), '')
    from ${mapping} b join sda_treatment_record r on r.hospital_id = b.source and r.status = 'APPROVED' cross join generate_series(0, 5) k
    group by b.id, r.product_id, 5, k`);
  const [counts] = await rows<{ mix: number; records: number }>(
    db,
    sql`select (select count(*)::int from diagnosis_patient_mix where tenant_id = ${tenantId}) as mix, (select count(*)::int from sda_treatment_record where tenant_id = ${tenantId}) as records`,
  );
  log(`${counts!.mix} patient mix rows, ${counts!.records} treatment records`);
}
