import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows';

const CHUNK = 200_000;
/** Bench rows carry this location, so a rerun can find, reuse or replace them. */
export const BENCH_LOCATION = 'bench';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * N logged visits spread over the last two years, by every rep of the demo sales force (so the
 * national sales director's team holds all of them and a district manager's a few percent), to
 * the doctors of the demo tenant, with a product on one visit in three.
 */
export async function generateBenchVisits(db: Database, input: { tenantId: number; visits: number; log: (line: string) => void }): Promise<void> {
  const { tenantId, visits: total } = input;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from visit where tenant_id = ${tenantId} and location = ${BENCH_LOCATION}`);
  if ((existing?.n ?? 0) === total) return input.log('bench visits already present, reusing them');
  await db.execute(sql`delete from visit where tenant_id = ${tenantId} and location = ${BENCH_LOCATION}`);
  const reps = await rows<{ id: number; org_id: number; path: string }>(
    db,
    sql`
    select u.id, u.org_id, o.path from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id and r.code = 'rep'
    join organization o on o.id = u.org_id where u.tenant_id = ${tenantId} order by u.id`,
  );
  const [doctorCount] = await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor where tenant_id = ${tenantId}`);
  input.log(`${reps.length} reps, ${doctorCount?.n} doctors`);
  const repIds = sql`${sql.param(reps.map((r) => r.id))}::bigint[]`;
  const orgIds = sql`${sql.param(reps.map((r) => r.org_id))}::bigint[]`;
  const paths = sql`${sql.param(reps.map((r) => r.path))}::text[]`;
  await db.execute(sql`select setseed(0.17)`);
  for (let done = 0; done < total; done += CHUNK) {
    const n = Math.min(CHUNK, total - done);
    input.log(`visits ${done + n} / ${total}`);
    await db.execute(sql`
      with d as (select array_agg(id order by id) as ids, array_agg(hospital_id order by id) as hospitals from doctor where tenant_id = ${tenantId}),
      picks as (
        select g, 1 + floor(random() * ${reps.length}::int)::int as r, 1 + floor(random() * cardinality(d.ids))::int as di,
          now() - make_interval(secs => floor(random() * 730 * 86400)::int) as start_at
        from generate_series(${done + 1}::int, ${done + n}::int) g, d
      )
      insert into visit (tenant_id, user_id, org_id, org_path, doctor_id, hospital_id, status, start_at, end_at, visit_type, purpose, duration, result, notes, location, completed_at, created_at)
      select ${tenantId}, (${repIds})[p.r], (${orgIds})[p.r], (${paths})[p.r], d.ids[p.di], d.hospitals[p.di], 'completed', p.start_at, p.start_at + interval '20 minutes',
        (array['FACE','PHONE','WECOM','VIDEO'])[1 + p.g % 4], (array['PRODUCT','ACADEMIC','MEETING_INVITE','FOLLOW_UP','RELATIONSHIP','SAFETY'])[1 + p.g % 6],
        (array['5','15','30','60'])[1 + p.g % 4], (array['ACCEPTED','INTERESTED','NEUTRAL','OBJECTION','NOT_MET'])[1 + p.g % 5],
        '介绍了产品最新的循证医学证据，医生认可疗效数据', ${BENCH_LOCATION}, p.start_at + interval '20 minutes', p.start_at + interval '20 minutes'
      from picks p, d`);
  }
  input.log('products on one visit in three');
  await db.execute(sql`insert into visit_product (visit_id, product_id)
    select v.id, (select array_agg(id order by id) from product where tenant_id = ${tenantId})[1 + v.id % 3]
    from visit v where v.tenant_id = ${tenantId} and v.location = ${BENCH_LOCATION} and v.id % 3 = 0 on conflict do nothing`);
  input.log('vacuum analyze');
  await db.execute(sql`vacuum analyze`);
}
