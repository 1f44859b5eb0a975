import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows';

/** Doctors of a co-authoring group: papers are written inside a group, with one author from elsewhere. */
const GROUP = 40;
const HUB_TIES = 300;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/**
 * Grows a demo tenant to `doctors` doctors and `papers` papers in set-based SQL: co-authoring groups
 * of forty, departments of about twenty, ten societies, guideline committees, mentors, records and
 * interactions for a sample, and one hub co-authoring with exactly 300 doctors. Runs once per database.
 */
export async function generateAcademicBench(db: Database, input: { tenantId: number; doctors: number; papers: number; log: (line: string) => void }): Promise<{ hubId: number }> {
  const { tenantId, log } = input;
  const [existing] = await rows<{ hub: number | null }>(db, sql`select min(id)::int as hub from doctor where tenant_id = ${tenantId} and code = 'BENCH-HUB'`);
  if (existing?.hub) return { hubId: existing.hub };

  const present = (await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor where tenant_id = ${tenantId}`))[0]?.n ?? 0;
  const extra = Math.max(0, input.doctors - present - 1);
  let started = Date.now();
  const step = (what: string) => {
    log(`${what} in ${Math.round((Date.now() - started) / 1000)} s`);
    started = Date.now();
  };
  await db.execute(sql`
    with departments as (
      select hd.id, hd.hospital_id, hd.standard_department_id, h.province_code, h.city_code, h.level, row_number() over (order by hd.id) - 1 as n, count(*) over () as total
      from hospital_department hd join hospital h on h.id = hd.hospital_id where hd.tenant_id = ${tenantId}
    )
    insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, hospital_department_id, standard_department_id, province_code, city_code, hospital_level,
                        title_code, age_range, doctor_type, main_academic_title, association)
    select ${tenantId}::bigint, 'BENCH-' || g, '基准医生' || g, 'jizhunyisheng' || g, 'jzys' || g, d.hospital_id, d.id, d.standard_department_id, d.province_code, d.city_code, d.level,
      (array['CHIEF', 'ASSOCIATE_CHIEF', 'ATTENDING', 'RESIDENT'])[1 + g % 4], (array['55_PLUS', '45_54', '35_44', 'UNDER_35'])[1 + g % 4],
      case when g % 50 = 0 then 'KOL' else 'TARGET' end,
      case when g % 50 = 0 then array['教授', '博士生导师'] else '{}'::text[] end,
      case when g % 100 = 0 then array['中华医学会基准' || (g / 100 % 10) || '分会#委员'] else '{}'::text[] end
    from generate_series(1::bigint, ${extra}) g
    join departments d on d.n = (g * 7919) % d.total`);
  step(`${extra} doctors`);

  const [hub] = await rows<{ id: number }>(
    db,
    sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, province_code, city_code, hospital_level, title_code, doctor_type, main_academic_title)
        select tenant_id, 'BENCH-HUB', '基准中心专家', 'jizhunzhongxinzhuanjia', 'jzzxzj', hospital_id, province_code, city_code, hospital_level, 'CHIEF', 'KOL', array['教授']
        from doctor where tenant_id = ${tenantId} and code = 'BENCH-1' returning id::int as id`,
  );
  const [range] = await rows<{ first: number; last: number }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last from doctor where tenant_id = ${tenantId} and code like 'BENCH-%' and code <> 'BENCH-HUB'`,
  );
  const groups = Math.floor((range!.last - range!.first + 1) / GROUP);

  await db.execute(sql`
    insert into academic_paper (tenant_id, title, title_en, journal, publish_year, quoted_times, indication)
    select ${tenantId}::bigint, '基准研究论文第' || g || '号', 'Benchmark study ' || g, '基准医学期刊' || (g % 60), 2012 + (g % 15), (g * 7919) % 150,
      (array['抑郁症', '精神分裂症', '2型糖尿病', '高胆固醇血症'])[1 + g % 4]
    from generate_series(1::bigint, ${input.papers}) g`);
  step(`${input.papers} papers`);
  const [paperRange] = await rows<{ first: number }>(db, sql`select min(id)::int as first from academic_paper where tenant_id = ${tenantId} and title like '基准研究论文%'`);
  // Up to three authors from the paper's group (distinct offsets), every fourth paper one from another group.
  await db.execute(sql`
    insert into academic_paper_author (tenant_id, paper_id, doctor_id, author_order, is_corresponding)
    select ${tenantId}::bigint, p.id, ${range!.first}::bigint + grp * ${GROUP} + ((p.id * 31 + k * 13) % ${GROUP}), k + 1, k = 0
    from academic_paper p, lateral (select (p.id * 2654435761) % ${groups} as grp) g, generate_series(0, (p.id % 3)::int) k
    where p.tenant_id = ${tenantId} and p.id >= ${paperRange!.first}
    union all
    select ${tenantId}::bigint, p.id, ${range!.first}::bigint + ((p.id * 40503) % ${groups}) * ${GROUP} + (p.id % ${GROUP}), 4, false
    from academic_paper p where p.tenant_id = ${tenantId} and p.id >= ${paperRange!.first} and p.id % 4 = 0
    on conflict do nothing`);
  step('paper authors');

  await db.execute(sql`
    insert into academic_paper (tenant_id, title, journal, publish_year, quoted_times)
    select ${tenantId}::bigint, '中心专家合作论文' || g, '基准医学期刊', 2015 + g % 10, 20 from generate_series(1, ${HUB_TIES}) g`);
  await db.execute(sql`
    insert into academic_paper_author (tenant_id, paper_id, doctor_id, author_order, is_corresponding)
    select ${tenantId}::bigint, p.id, ${hub!.id}::bigint, 1, true from academic_paper p where p.tenant_id = ${tenantId} and p.title like '中心专家合作论文%'
    union all
    select ${tenantId}::bigint, p.id, ${range!.first}::bigint + (substring(p.title from '[0-9]+$')::int * 331) % ${groups * GROUP}, 2, false
    from academic_paper p where p.tenant_id = ${tenantId} and p.title like '中心专家合作论文%'`);

  await db.execute(sql`
    insert into academic_guideline (tenant_id, title, institution, publish_year, quoted_times)
    select ${tenantId}::bigint, '基准诊疗指南' || g, '中华医学会基准' || (g % 10) || '分会', 2015 + g % 10, 100 from generate_series(1, 500) g`);
  await db.execute(sql`
    insert into academic_guideline_member (tenant_id, guideline_id, doctor_id, role)
    select ${tenantId}::bigint, gl.id, ${range!.first}::bigint + ((gl.id * 97 + m * 1009) % ${groups}) * ${GROUP}, case when m = 0 then 'CHAIR' when m < 3 then 'WRITER' else 'MEMBER' end
    from academic_guideline gl, generate_series(0, 9) m where gl.tenant_id = ${tenantId} and gl.title like '基准诊疗指南%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into doctor_mentorship (tenant_id, mentor_id, mentee_id, since_year)
    select ${tenantId}::bigint, ${range!.first}::bigint + g * 50, ${range!.first}::bigint + g * 50 + 3, 2018 from generate_series(0, ${Math.floor((groups * GROUP) / 50) - 1}) g
    on conflict do nothing`);
  // Records and interactions for one doctor in ten.
  await db.execute(sql`
    insert into doctor_academic_record (tenant_id, doctor_id, kind, title, occurred_on, role)
    select ${tenantId}::bigint, ${range!.first}::bigint + g * 10, (array['MEETING', 'LIVE', 'RESEARCH', 'FUND', 'ACTIVITY'])[1 + k], '基准学术活动' || g || '-' || k, date '2020-01-01' + ((g * 37 + k * 101) % 2000), '专题发言'
    from generate_series(0, ${Math.floor((groups * GROUP) / 10) - 1}) g, generate_series(0, 4) k`);
  await db.execute(sql`
    insert into doctor_interaction (tenant_id, doctor_id, data_type, action_type, channel, subject, topic, started_at, duration_seconds)
    select ${tenantId}::bigint, ${range!.first}::bigint + g * 10, (array['EDUCATION', 'LIVE', 'SURVEY'])[1 + k % 3], (array['COURSE_VIEW', 'LIVE_WATCH', 'SURVEY_COMPLETE'])[1 + k % 3],
      (array['WECHAT', 'APP', 'WEB'])[1 + (g + k) % 3], '基准课程' || k, '抑郁症', now() - ((g * 13 + k * 7) % 390) * interval '1 day', 600
    from generate_series(0, ${Math.floor((groups * GROUP) / 10) - 1}) g, generate_series(0, 19) k`);
  step('guidelines, mentors, records, interactions, hub');
  await db.execute(sql`analyze`);
  return { hubId: hub!.id };
}

/**
 * Changes the tie sources of about `authors` + 200 bench doctors, as a tenant does between two
 * scoring runs: `authors` doctors write papers in pairs with a group-mate, 100 doctors move to
 * another department, 100 students get a supervisor. Returns the number of doctors queued.
 */
export async function generateAcademicChanges(db: Database, input: { tenantId: number; authors: number; seed: number }): Promise<number> {
  const { tenantId, seed } = input;
  const [range] = await rows<{ first: number; last: number }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last from doctor where tenant_id = ${tenantId} and code like 'BENCH-%' and code <> 'BENCH-HUB'`,
  );
  const span = range!.last - range!.first + 1;
  const pairs = Math.ceil(input.authors / 2);
  const papers = await rows<{ id: number; n: number }>(
    db,
    sql`insert into academic_paper (tenant_id, title, journal, publish_year, quoted_times)
        select ${tenantId}::bigint, '基准新论文' || ${seed} || '-' || g, '基准医学期刊', extract(year from now())::int, 0 from generate_series(1, ${pairs}) g
        returning id::int as id, substring(title from '[0-9]+$')::int as n`,
  );
  await db.execute(sql`
    insert into academic_paper_author (tenant_id, paper_id, doctor_id, author_order, is_corresponding)
    select ${tenantId}::bigint, p.id, ${range!.first}::bigint + ((p.n * 7907 + ${seed}) % ${span}), 1, true from json_to_recordset(${JSON.stringify(papers)}::json) as p(id bigint, n int)
    union all
    select ${tenantId}::bigint, p.id, ${range!.first}::bigint + ((p.n * 7907 + ${seed}) % ${span} / ${GROUP}) * ${GROUP} + ((p.n * 7907 + ${seed} + 7) % ${GROUP}), 2, false
    from json_to_recordset(${JSON.stringify(papers)}::json) as p(id bigint, n int)
    on conflict do nothing`);
  await db.execute(sql`
    update doctor d set hospital_department_id = (select hd.id from hospital_department hd where hd.hospital_id = d.hospital_id and hd.id <> d.hospital_department_id order by hd.id limit 1)
    where d.id in (select ${range!.first}::bigint + ((g::bigint * 104729 + ${seed}) % ${span}) from generate_series(1, 100) g)
      and exists (select 1 from hospital_department hd where hd.hospital_id = d.hospital_id and hd.id <> d.hospital_department_id)`);
  await db.execute(sql`
    insert into doctor_mentorship (tenant_id, mentor_id, mentee_id, since_year)
    select ${tenantId}::bigint, ${range!.first}::bigint + ((g::bigint * 15485863 + ${seed}) % ${span} / 50) * 50, ${range!.first}::bigint + ((g::bigint * 32452843 + ${seed}) % ${span}), extract(year from now())::int
    from generate_series(1, 100) g
    where ${range!.first}::bigint + ((g::bigint * 15485863 + ${seed}) % ${span} / 50) * 50 <> ${range!.first}::bigint + ((g::bigint * 32452843 + ${seed}) % ${span})
    on conflict do nothing`);
  const [queued] = await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor_relation_change where tenant_id = ${tenantId}`);
  return queued?.n ?? 0;
}
