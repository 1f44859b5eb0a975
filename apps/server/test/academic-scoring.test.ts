import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKolScoring } from '../src/modules/academic/scoring/kol-job';
import { associationPoints, pageRank, scoreDoctors, tierOf, type Graph, type GuidelineStats, type PaperStats, type ScoredDoctor } from '../src/modules/academic/scoring/kol-model';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/** Undirected weighted edges as the compressed rows the model reads. */
function graphOf(n: number, edges: Array<[number, number, number]>): Graph {
  const out: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [a, b, w] of edges) {
    out[a]!.push([b, w]);
    out[b]!.push([a, w]);
  }
  const offsets = new Int32Array(n + 1);
  const flat = out.flatMap((list, i) => {
    offsets[i + 1] = offsets[i]! + list.length;
    return list;
  });
  return { offsets, targets: Int32Array.from(flat.map(([t]) => t)), weights: Float64Array.from(flat.map(([, w]) => w)) };
}

const doctor = (id: number, extra: Partial<ScoredDoctor> = {}): ScoredDoctor => ({
  id,
  provinceCode: '31',
  ageRange: '45_54',
  titleCode: 'ASSOCIATE_CHIEF',
  mainAcademicTitle: [],
  administrativePosition: [],
  association: [],
  ...extra,
});

describe('KOL score model on a small constructed graph', () => {
  // 0 is a hub tied to everyone in three provinces; 1–5 its co-authors; 6–7 a separate pair; 8 alone.
  const provinces = ['11', '31', '44', '31', '31', '44', '51', '51', '31'];
  const doctors = provinces.map((provinceCode, id) => doctor(id, { provinceCode }));
  doctors[0] = doctor(0, { provinceCode: '11', titleCode: 'CHIEF', mainAcademicTitle: ['教授', '博士生导师'], association: ['中华医学会精神医学分会#常务委员'] });
  doctors[3] = doctor(3, { provinceCode: '31', ageRange: 'UNDER_35', titleCode: 'ATTENDING' });
  const graph = graphOf(9, [
    [0, 1, 5],
    [0, 2, 4],
    [0, 3, 3],
    [0, 4, 2],
    [0, 5, 2],
    [1, 2, 1],
    [6, 7, 1],
  ]);
  const papers = new Map<number, PaperStats>([
    [0, { papers: 40, weighted: 30, quoted: 900, recent: 8, previous: 9 }],
    [1, { papers: 10, weighted: 6, quoted: 120, recent: 2, previous: 3 }],
    [3, { papers: 6, weighted: 5, quoted: 20, recent: 6, previous: 0 }],
    [6, { papers: 2, weighted: 2, quoted: 5, recent: 0, previous: 1 }],
  ]);
  const guidelines = new Map<number, GuidelineStats>([[0, { count: 3, weight: 7, leads: true }]]);
  const results = scoreDoctors(doctors, graph, papers, guidelines);
  const byId = new Map(results.map((r) => [r.doctorId, r]));

  it('ranks the hub first by PageRank and by score', () => {
    const rank = pageRank(graph, 9);
    expect(Math.max(...rank)).toBe(rank[0]);
    expect(rank[8]).toBeLessThan(rank[1]!);
    expect(byId.get(0)!.rank).toBe(1);
    expect(byId.get(0)!.score).toBeGreaterThan(byId.get(1)!.score);
    expect(byId.get(8)!.score).toBe(0);
    expect(byId.get(8)!.rank).toBe(9);
  });

  it('gives the better-connected of two equal doctors the higher network points', () => {
    // 1 (tied to the hub and 2) against 6 (tied only to 7): same kind of doctor otherwise.
    const network = (id: number) => byId.get(id)!.components.find((c) => c.key === 'network')!.points;
    expect(network(1)).toBeGreaterThan(network(6));
  });

  it('explains each score by its weighted components, which add up', () => {
    for (const result of results) {
      const sum = result.components.reduce((total, c) => total + c.points, 0);
      expect(Math.abs(sum - result.score)).toBeLessThan(0.05);
      expect(result.components.map((c) => c.key)).toEqual(['network', 'publications', 'citations', 'guidelines', 'titles', 'associations']);
    }
    expect(byId.get(0)!.components.find((c) => c.key === 'citations')!.raw).toBe(900);
  });

  it('tiers the hub national, the fast-growing young author a rising star, the isolated doctor none', () => {
    expect(byId.get(0)!.tier).toBe('NATIONAL');
    expect(byId.get(0)!.reachProvinces).toBe(3);
    expect(byId.get(3)!.tier).toBe('RISING_STAR');
    expect(byId.get(3)!.growth).toBe(6);
    expect(byId.get(8)!.tier).toBeNull();
  });

  it('requires national standing and reach for the national tier', () => {
    const base = { score: 80, nationalStanding: true, reachProvinces: 5, young: false, recentPapers: 0, growth: 0 };
    expect(tierOf(base)).toBe('NATIONAL');
    expect(tierOf({ ...base, nationalStanding: false })).toBe('REGIONAL');
    expect(tierOf({ ...base, reachProvinces: 1 })).toBe('LOCAL');
    expect(tierOf({ ...base, score: 25, reachProvinces: 1 })).toBe('LOCAL');
    expect(tierOf({ ...base, score: 10 })).toBeNull();
    expect(tierOf({ ...base, score: 10, young: true, recentPapers: 5, growth: 5 })).toBe('RISING_STAR');
    expect(tierOf({ ...base, score: 10, young: false, recentPapers: 5, growth: 5 })).toBeNull();
  });

  it('keeps tiers to a minority of the tenant whatever the scores', () => {
    const strong = { score: 90, nationalStanding: true, reachProvinces: 6, young: false, recentPapers: 0, growth: 0, of: 1000 };
    expect(tierOf({ ...strong, rank: 20 })).toBe('NATIONAL');
    expect(tierOf({ ...strong, rank: 21 })).toBe('REGIONAL');
    expect(tierOf({ ...strong, rank: 81 })).toBe('LOCAL');
    expect(tierOf({ ...strong, rank: 251 })).toBeNull();
    // Uniformly strong doctors: at most a quarter get a tier.
    const same = Array.from({ length: 40 }, (_, id) => doctor(id, { association: ['中华医学会精神医学分会#委员'], provinceCode: String(11 + (id % 5)) }));
    const ring = graphOf(
      40,
      same.map((_, i) => [i, (i + 1) % 40, 1] as [number, number, number]),
    );
    const even = scoreDoctors(same, ring, new Map(same.map((d) => [d.id, { papers: 10, weighted: 10, quoted: 50, recent: 2, previous: 2 }])), new Map());
    expect(even.filter((r) => r.tier !== null).length).toBeLessThanOrEqual(10);
  });

  it('counts national society posts double', () => {
    expect(associationPoints(['中华医学会精神医学分会#主任委员']).points).toBe(10);
    expect(associationPoints(['上海医师协会精神科医师分会#主任委员'])).toEqual({ points: 5, nationalPost: false });
    expect(associationPoints(['中华医学会精神医学分会#青年委员']).nationalPost).toBe(false);
  });
});

describe('KOL scoring job on the database', () => {
  let t: TestApp;
  // Typed as non-empty: a fixture query that finds nothing fails the test on use.
  const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(statement)) as [T, ...T[]];
  let tenantId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    [{ tenantId }] = await rows<{ tenantId: number }>(sql`select id::int as "tenantId" from enterprise where domain = 'localhost'`);
  });
  afterAll(() => t.close());

  it('skips a run when nothing changed and rescores when a doctor gains papers and co-authors', async () => {
    expect((await runKolScoring(t.app.db, tenantId)).skipped).toBe(true);
    // A doctor without any academic record, and twelve established authors to write with.
    const [{ id: newcomer }] = await rows<{ id: number }>(
      sql`select d.id::int as id from doctor d where d.tenant_id = ${tenantId} and not exists (select 1 from doctor_relation r where r.doctor_id = d.id)
          and not exists (select 1 from academic_paper_author a where a.doctor_id = d.id) order by d.id limit 1`,
    );
    const partners = await rows<{ id: number }>(sql`select doctor_id::int as id from kol_score where tenant_id = ${tenantId} order by rank limit 12`);
    const [before] = await rows<{ rank: number; score: number }>(sql`select rank, score from kol_score where doctor_id = ${newcomer}`);
    const year = new Date().getUTCFullYear();
    for (let i = 0; i < 12; i++) {
      const [paper] = await rows<{ id: number }>(
        sql`insert into academic_paper (tenant_id, title, journal, publish_year, quoted_times) values (${tenantId}, ${`测试论文${i}`}, '测试期刊', ${year - (i % 2)}, 30) returning id::int as id`,
      );
      await t.app.db.execute(
        sql`insert into academic_paper_author (tenant_id, paper_id, doctor_id, author_order) values (${tenantId}, ${paper!.id}, ${newcomer}, 1), (${tenantId}, ${paper!.id}, ${partners[i]!.id}, 2)`,
      );
    }
    const outcome = await runKolScoring(t.app.db, tenantId);
    expect(outcome.skipped).toBe(false);
    const [after] = await rows<{ rank: number; score: number; papers: number; relation_count: number }>(
      sql`select rank, score, papers, relation_count from kol_score where doctor_id = ${newcomer}`,
    );
    expect(after!.papers).toBe(12);
    expect(after!.relation_count).toBe(12);
    expect(after!.score).toBeGreaterThan(before!.score);
    expect(after!.rank).toBeLessThan(before!.rank);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from doctor_relation where doctor_id = ${newcomer} and relation_type = 'CO_AUTHOR'`);
    expect(n).toBe(12);

    const admin = (await login(t.app, 'admin')).access_token;
    const score = (await api(t.app, admin, { url: `/prod-api/kol/mapping/score/${newcomer}`, lang: 'en' })).json().result;
    expect(score.rank).toBe(after!.rank);
    expect(score.components.find((c: { key: string }) => c.key === 'publications').raw).toBe(12);
    expect(score.tierReason).toMatch(/Score|papers/);
  }, 120_000);

  it('rebuilds only the ties of doctors whose sources changed, with the ties and scores of a full rebuild', async () => {
    const doctorsWith = (condition: ReturnType<typeof sql>, count: number) =>
      rows<{ id: number }>(sql`select d.id::int as id from doctor d where d.tenant_id = ${tenantId} and ${condition} order by d.id limit ${count}`).then((r) => r.map((x) => x.id));
    const authors = await doctorsWith(sql`exists (select 1 from academic_paper_author a where a.doctor_id = d.id)`, 40);
    const [writerA, writerB, dropsPaper] = [authors[5]!, authors[25]!, authors[10]!];
    const [moves] = await doctorsWith(sql`d.hospital_department_id is not null and d.id <> all(${sql.param(authors)}::bigint[])`, 1);
    const [joinsSociety] = await doctorsWith(sql`cardinality(d.association) = 0 and d.id <> all(${sql.param(authors)}::bigint[]) and d.id <> ${moves!}`, 1);
    const [{ entry: society }] = await rows<{ entry: string }>(
      sql`select a.entry from doctor d, unnest(d.association) a(entry) where d.tenant_id = ${tenantId} order by d.id limit 1`,
    );
    const [mentor, student] = await doctorsWith(
      sql`not exists (select 1 from doctor_mentorship m where m.mentor_id = d.id or m.mentee_id = d.id) and d.id <> all(${sql.param([...authors, moves!, joinsSociety!])}::bigint[])`,
      2,
    );
    const [{ guidelineId, leaves }] = await rows<{ guidelineId: number; leaves: number }>(
      sql`select guideline_id::int as "guidelineId", doctor_id::int as leaves from academic_guideline_member where tenant_id = ${tenantId} and role = 'MEMBER'
          and doctor_id <> all(${sql.param([...authors, moves!, joinsSociety!, mentor!, student!])}::bigint[]) order by guideline_id, doctor_id limit 1`,
    );
    const changed = [writerA, writerB, dropsPaper, moves!, joinsSociety!, mentor!, student!, leaves].sort((a, b) => a - b);
    expect(new Set(changed).size).toBe(8);
    // The run before leaves nothing queued.
    await runKolScoring(t.app.db, tenantId);
    const ties = () =>
      rows<{ doctor_id: number; other_id: number; relation_type: string; strength: number; version: string }>(
        sql`select doctor_id::int as doctor_id, other_id::int as other_id, relation_type, strength, xmin::text as version from doctor_relation where tenant_id = ${tenantId} order by 1, 2, 3`,
      );
    const scores = () =>
      rows<{ doctor_id: number; score: number; rank: number; tier: string | null; relation_count: number }>(
        sql`select doctor_id::int as doctor_id, score, rank, tier, relation_count from kol_score where tenant_id = ${tenantId} order by doctor_id`,
      );
    const before = await ties();

    const [paper] = await rows<{ id: number }>(
      sql`insert into academic_paper (tenant_id, title, journal, publish_year) values (${tenantId}, '增量测试论文', '测试期刊', 2024) returning id::int as id`,
    );
    await t.app.db.execute(
      sql`insert into academic_paper_author (tenant_id, paper_id, doctor_id, author_order) values (${tenantId}, ${paper!.id}, ${writerA}, 1), (${tenantId}, ${paper!.id}, ${writerB}, 2)`,
    );
    await t.app.db.execute(
      sql`delete from academic_paper_author where paper_id = (select min(paper_id) from academic_paper_author where doctor_id = ${dropsPaper}) and doctor_id = ${dropsPaper}`,
    );
    await t.app.db.execute(
      sql`update doctor set hospital_department_id = (select hd.id from hospital_department hd where hd.tenant_id = ${tenantId} and hd.id <> doctor.hospital_department_id order by hd.id limit 1) where id = ${moves!}`,
    );
    await t.app.db.execute(sql`update doctor set association = array[${society}] where id = ${joinsSociety!}`);
    await t.app.db.execute(sql`insert into doctor_mentorship (tenant_id, mentor_id, mentee_id) values (${tenantId}, ${mentor!}, ${student!})`);
    await t.app.db.execute(sql`delete from academic_guideline_member where guideline_id = ${guidelineId} and doctor_id = ${leaves}`);
    // An update that touches no tie source queues nothing.
    await t.app.db.execute(sql`update doctor set personal_resume = 'incremental test' where id = ${authors[0]!}`);
    const queued = await rows<{ id: number }>(sql`select doctor_id::int as id from doctor_relation_change where tenant_id = ${tenantId} order by 1`);
    expect(queued.map((q) => q.id)).toEqual(changed);

    const outcome = await runKolScoring(t.app.db, tenantId);
    expect(outcome.relations).toEqual({ mode: 'incremental', doctors: 8 });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from doctor_relation_change where tenant_id = ${tenantId}`))[0].n).toBe(0);
    const incremental = await ties();
    const incrementalScores = await scores();
    const touches = (tie: { doctor_id: number; other_id: number }) => changed.includes(tie.doctor_id) || changed.includes(tie.other_id);
    // Ties between unchanged doctors are the same row versions; the changed doctors' ties are new.
    const key = (tie: { doctor_id: number; other_id: number; relation_type: string }) => `${tie.doctor_id}:${tie.other_id}:${tie.relation_type}`;
    const previous = new Map(before.map((tie) => [key(tie), tie.version]));
    expect(incremental.filter((tie) => !touches(tie)).every((tie) => previous.get(key(tie)) === tie.version)).toBe(true);
    expect(incremental.filter((tie) => !touches(tie)).length).toBe(before.filter((tie) => !touches(tie)).length);
    expect(incremental.filter(touches).every((tie) => previous.get(key(tie)) !== tie.version)).toBe(true);
    const strength = (a: number, b: number, type: string) => incremental.find((tie) => tie.doctor_id === a && tie.other_id === b && tie.relation_type === type)?.strength;
    expect(strength(writerA, writerB, 'CO_AUTHOR')).toBeGreaterThanOrEqual(1);
    expect(strength(writerA, writerB, 'CO_AUTHOR')).toBe(strength(writerB, writerA, 'CO_AUTHOR'));
    expect(strength(student!, mentor!, 'MENTOR')).toBe(1);
    expect(strength(mentor!, student!, 'MENTEE')).toBe(1);
    expect(incremental.some((tie) => tie.doctor_id === joinsSociety && tie.relation_type === 'ASSOCIATION')).toBe(true);

    const full = await runKolScoring(t.app.db, tenantId, { force: true, full: true });
    expect(full.relations.mode).toBe('full');
    const rebuilt = await ties();
    const strip = (list: typeof rebuilt) => list.map(({ version: _version, ...tie }) => tie);
    expect(strip(incremental)).toEqual(strip(rebuilt));
    expect(await scores()).toEqual(incrementalScores);
    // Nothing changed since: the forced rescore rewrites no score row.
    expect(full.written).toBe(0);
    // Three scoring runs of the demo tenant.
  }, 180_000);

  it("deletes a deleted doctor's ties in both directions", async () => {
    const [{ id: newcomer, departmentId }] = await rows<{ id: number; departmentId: number }>(
      sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, hospital_department_id, province_code, city_code)
          select tenant_id, 'TIE-TEST', '关系测试', 'guanxiceshi', 'gxcs', hospital_id, hospital_department_id, province_code, city_code
          from doctor where tenant_id = ${tenantId} and hospital_department_id is not null order by id limit 1
          returning id::int as id, hospital_department_id::int as "departmentId"`,
    );
    await runKolScoring(t.app.db, tenantId);
    const tiesOf = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from doctor_relation where doctor_id = ${newcomer} or other_id = ${newcomer}`))[0].n;
    const [{ n: colleagues }] = await rows<{ n: number }>(sql`select count(*)::int as n from doctor where hospital_department_id = ${departmentId} and id <> ${newcomer}`);
    expect(colleagues).toBeGreaterThan(0);
    expect(await tiesOf()).toBe(2 * colleagues);
    await t.app.db.execute(sql`delete from doctor where id = ${newcomer}`);
    expect(await tiesOf()).toBe(0);
  });

  it('lists KOLs by rank and aggregates them per province consistently', async () => {
    const admin = (await login(t.app, 'admin')).access_token;
    const list = (await api(t.app, admin, { url: '/prod-api/kol/mapping/list?size=50' })).json().result;
    const ranks = list.content.map((row: { rank: number }) => row.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(list.content.every((row: { tier: string | null }) => row.tier !== null)).toBe(true);
    const provinces = (await api(t.app, admin, { url: '/prod-api/kol/mapping/province' })).json().result;
    const total = provinces.reduce((sum: number, p: { kols: number }) => sum + p.kols, 0);
    expect(total).toBe(list.totalElements);
    // The stored per-province counts agree with the score rows.
    const [{ n: tiered }] = await rows<{ n: number }>(sql`select count(*)::int as n from kol_score where tenant_id = ${tenantId} and tier is not null`);
    expect(list.totalElements).toBe(tiered);
    const counted = await rows<{ provinceCode: string; kols: number }>(
      sql`select province_code as "provinceCode", count(*)::int as kols from kol_score where tenant_id = ${tenantId} and tier is not null and province_code is not null group by 1 order by 2 desc, 1`,
    );
    expect(provinces.map((p: { provinceCode: string; kols: number }) => ({ provinceCode: p.provinceCode, kols: p.kols }))).toEqual(counted);
    // A filter the stored counts cannot answer (a city) is counted on the score rows.
    const [{ cityCode, n: inCity }] = await rows<{ cityCode: string; n: number }>(
      sql`select city_code as "cityCode", count(*)::int as n from kol_score where tenant_id = ${tenantId} and tier is not null and city_code is not null group by 1 order by 2 desc, 1 limit 1`,
    );
    expect((await api(t.app, admin, { url: `/prod-api/kol/mapping/list?cityCode=${cityCode}` })).json().result.totalElements).toBe(inCity);
    for (const p of provinces) expect(p.NATIONAL + p.REGIONAL + p.LOCAL + p.RISING_STAR).toBe(p.kols);
    const shanghai = (await api(t.app, admin, { url: '/prod-api/kol/mapping/list?provinceCode=31&tier=NATIONAL&size=100' })).json().result;
    expect(shanghai.totalElements).toBe(provinces.find((p: { provinceCode: string }) => p.provinceCode === '31')?.NATIONAL ?? 0);
    const cns = (await api(t.app, admin, { url: '/prod-api/kol/mapping/list?therapeuticArea=CNS&size=100' })).json().result;
    expect(cns.totalElements).toBeLessThanOrEqual(list.totalElements);
  });

  it('draws a two-hop network around a hub within the node limit, with links only between shown nodes', async () => {
    const [{ id }] = await rows<{ id: number }>(sql`select doctor_id::int as id from kol_score where tenant_id = ${tenantId} order by relation_count desc limit 1`);
    const admin = (await login(t.app, 'admin')).access_token;
    const chart = (await api(t.app, admin, { url: `/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${id}&depth=2&limit=60` })).json().result;
    expect(chart.nodes.length).toBeLessThanOrEqual(60);
    expect(chart.nodes.filter((n: { depth: number }) => n.depth === 2).length).toBeGreaterThan(0);
    const shown = new Set(chart.nodes.map((n: { id: number }) => n.id));
    for (const link of chart.links) expect(shown.has(link.source) && shown.has(link.target)).toBe(true);
    const coAuthorOnly = (await api(t.app, admin, { url: `/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${id}&relationType=CO_AUTHOR` })).json().result;
    expect(coAuthorOnly.links.every((l: { types: string[] }) => l.types.includes('CO_AUTHOR'))).toBe(true);
    const neighbour = chart.nodes.find((n: { depth: number }) => n.depth === 1);
    const relation = (await api(t.app, admin, { url: `/prod-api/academicNetwork/findDoctorRelation?id=${id}&otherId=${neighbour.id}` })).json().result;
    expect(relation.direct).toBe(true);
    expect(relation.types.length).toBeGreaterThan(0);
  });
});
