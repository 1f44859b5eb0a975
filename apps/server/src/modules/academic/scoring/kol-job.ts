import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { kolScoreRun, type kolScore } from '../../../db/schema/academic/academic';
import { relationWeight } from '../network/network-repository';
import { refreshRelations, type RelationRefresh } from '../network/relations';
import { scoreDoctors, type Graph, type GuidelineStats, type PaperStats, type ScoredDoctor } from './kol-model';
import { dictionaryOf } from '@crm/shared/object-keys';
import { rowsOf } from '../../../db/rows';

type Executor = Pick<Database, 'execute' | 'insert' | 'delete' | 'select'>;

const CHUNK = 20_000;
const WRITE_CHUNK = 5000;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * What the score reads, summarised cheaply: when it equals the last run's, nothing changed and the
 * job skips the tenant.
 */
export async function sourceFingerprint(db: Executor, tenantId: number): Promise<string> {
  const [row] = await rows<Record<string, string | number | null>>(
    db,
    sql`select
      (select count(*) || ':' || coalesce(max(paper_id), 0) || ':' || coalesce(sum(author_order), 0) from academic_paper_author where tenant_id = ${tenantId}) as authors,
      (select count(*) || ':' || coalesce(sum(quoted_times), 0) from academic_paper where tenant_id = ${tenantId}) as papers,
      (select count(*) || ':' || coalesce(max(guideline_id), 0) from academic_guideline_member where tenant_id = ${tenantId}) as members,
      (select count(*) || ':' || coalesce(sum(mentor_id + mentee_id), 0) from doctor_mentorship where tenant_id = ${tenantId}) as mentors,
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(id), 0) from doctor where tenant_id = ${tenantId}) as doctors`,
  );
  return Object.values(row ?? {}).join('|');
}

interface DoctorRow {
  id: number;
  province_code: string | null;
  city_code: string | null;
  age_range: string | null;
  title_code: string | null;
  main_academic_title: string[];
  administrative_position: string[];
  association: string[];
}

/**
 * The weighted tie graph as compressed rows over the doctors' positions. The ties are read as one
 * packed binary value per slice of the table (no grouping in the database, no row objects); ties of a
 * pair of several kinds are then merged by summing their weights, in a fixed order so that the
 * same ties always give the same floating-point sums whatever their physical order.
 */
async function loadGraph(db: Executor, tenantId: number, doctors: ScoredDoctor[]): Promise<Graph> {
  const n = doctors.length;
  const indexOf = new Map(doctors.map((d, i) => [d.id, i]));
  const sources: Int32Array[] = [];
  const targetsRead: Int32Array[] = [];
  const weightsRead: Float64Array[] = [];
  for (let start = 0; start < n; start += CHUNK) {
    const slice = doctors.slice(start, start + CHUNK);
    // Ten bytes a tie (doctor, other, ten times the weight), one value per slice: no row objects,
    // no array text to parse. Every weight is a multiple of 0.1 (relationWeight).
    const [edges] = await rows<{ ties: Uint8Array | null }>(
      db,
      sql`select string_agg(int4send(r.doctor_id::int) || int4send(r.other_id::int) || int2send(round((${relationWeight('r')}) * 10)::smallint), ''::bytea) as ties
          from doctor_relation r where r.tenant_id = ${tenantId} and r.doctor_id between ${slice[0]!.id} and ${slice[slice.length - 1]!.id}`,
    );
    const bytes = edges?.ties ?? new Uint8Array(0);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = bytes.byteLength / 10;
    const from = new Int32Array(count);
    const to = new Int32Array(count);
    const weight = new Float64Array(count);
    for (let e = 0; e < count; e++) {
      from[e] = view.getInt32(e * 10);
      to[e] = view.getInt32(e * 10 + 4);
      weight[e] = view.getInt16(e * 10 + 8) / 10;
    }
    sources.push(from);
    targetsRead.push(to);
    weightsRead.push(weight);
  }
  // Counting sort by source position.
  const offsets = new Int32Array(n + 1);
  const total = sources.reduce((sum, part) => sum + part.length, 0);
  const at = new Int32Array(total);
  const to = new Int32Array(total);
  let k = 0;
  for (let part = 0; part < sources.length; part++) {
    for (let e = 0; e < sources[part]!.length; e++) {
      const i = indexOf.get(sources[part]![e]!);
      const j = indexOf.get(targetsRead[part]![e]!);
      at[k] = i === undefined || j === undefined ? -1 : i;
      to[k] = j ?? -1;
      if (i !== undefined && j !== undefined) offsets[i + 1]! += 1;
      k += 1;
    }
  }
  for (let i = 0; i < n; i++) offsets[i + 1]! += offsets[i]!;
  const fill = offsets.slice(0, n);
  const targets = new Int32Array(offsets[n]!);
  const weights = new Float64Array(offsets[n]!);
  k = 0;
  for (let part = 0; part < sources.length; part++) {
    for (let e = 0; e < sources[part]!.length; e++, k++) {
      const i = at[k]!;
      if (i < 0) continue;
      const slot = fill[i]!++;
      targets[slot] = to[k]!;
      weights[slot] = weightsRead[part]![e]!;
    }
  }
  // Each doctor's ties by target then weight (insertion sort: a doctor has tens of ties), then one
  // edge per pair with the summed weight.
  const merged = new Int32Array(n + 1);
  let out = 0;
  for (let i = 0; i < n; i++) {
    const from = offsets[i]!;
    const end = offsets[i + 1]!;
    for (let x = from + 1; x < end; x++) {
      const t = targets[x]!;
      const w = weights[x]!;
      let y = x - 1;
      while (y >= from && (targets[y]! > t || (targets[y] === t && weights[y]! > w))) {
        targets[y + 1] = targets[y]!;
        weights[y + 1] = weights[y]!;
        y -= 1;
      }
      targets[y + 1] = t;
      weights[y + 1] = w;
    }
    merged[i] = out;
    for (let x = from; x < end; x++) {
      if (x > from && targets[x] === targets[out - 1]) {
        weights[out - 1]! += weights[x]!;
      } else {
        targets[out] = targets[x]!;
        weights[out] = weights[x]!;
        out += 1;
      }
    }
  }
  merged[n] = out;
  return { offsets: merged, targets: targets.subarray(0, out), weights: weights.subarray(0, out) };
}

async function loadInputs(db: Executor, tenantId: number, currentYear: number) {
  const doctorRows = await rows<DoctorRow>(
    db,
    sql`select id::int as id, province_code, city_code, age_range, title_code, main_academic_title, administrative_position, association from doctor where tenant_id = ${tenantId} order by id`,
  );
  const doctors: ScoredDoctor[] = doctorRows.map((d) => ({
    id: Number(d.id),
    provinceCode: d.province_code,
    cityCode: d.city_code,
    ageRange: d.age_range,
    titleCode: d.title_code,
    mainAcademicTitle: d.main_academic_title,
    administrativePosition: d.administrative_position,
    association: d.association,
  }));

  const graphStarted = Date.now();
  const graph = await loadGraph(db, tenantId, doctors);
  const statsStarted = Date.now();

  const paperRows = await rows<{ id: number; papers: number; weighted: number; quoted: number; recent: number; previous: number }>(
    db,
    sql`select pa.doctor_id::int as id, count(*)::int as papers,
          sum(case when pa.author_order = 1 or pa.is_corresponding then 1 else 0.5 end)::float8 as weighted,
          coalesce(sum(p.quoted_times), 0)::int as quoted,
          (count(*) filter (where p.publish_year > ${currentYear - 3}))::int as recent,
          (count(*) filter (where p.publish_year between ${currentYear - 5} and ${currentYear - 3}))::int as previous
        from academic_paper_author pa join academic_paper p on p.id = pa.paper_id
        where pa.tenant_id = ${tenantId} group by pa.doctor_id`,
  );
  const papers = new Map<number, PaperStats>(
    paperRows.map((r) => [Number(r.id), { papers: r.papers, weighted: Number(r.weighted), quoted: r.quoted, recent: r.recent, previous: r.previous }]),
  );
  const guidelineRows = await rows<{ id: number; count: number; weight: number; leads: boolean }>(
    db,
    sql`select doctor_id::int as id, count(*)::int as count, sum(case role when 'CHAIR' then 3 when 'WRITER' then 2 else 1 end)::int as weight, bool_or(role in ('CHAIR', 'WRITER')) as leads
        from academic_guideline_member where tenant_id = ${tenantId} group by doctor_id`,
  );
  const guidelines = new Map<number, GuidelineStats>(guidelineRows.map((r) => [Number(r.id), { count: r.count, weight: r.weight, leads: r.leads }]));
  return { doctors, graph, papers, guidelines, graphMs: statsStarted - graphStarted, statsMs: Date.now() - statsStarted };
}

export interface ScoringOutcome {
  skipped: boolean;
  doctors: number;
  /** How the ties were brought up to date, and for how many doctors. */
  relations: RelationRefresh;
  relationsMs: number;
  scoringMs: number;
  /** Score rows inserted or changed (unchanged rows are not rewritten). */
  written: number;
  /** Milliseconds per step of the score computation: reading ties, reading papers and guidelines, computing, writing. */
  steps: { graphMs: number; statsMs: number; computeMs: number; writeMs: number };
}

const SCORE_COLUMNS = [
  'score',
  'rank',
  'tier',
  'components',
  'papers',
  'quoted_times',
  'guidelines',
  'relation_count',
  'recent_papers',
  'growth',
  'reach_provinces',
  'province_code',
  'city_code',
] as const;

/**
 * Writes the scores as batched upserts that leave a row alone when nothing in it changed, so a run
 * after a small change rewrites few rows; `computed_at` is the run's (kol_score_run) for all rows.
 */
async function writeScores(db: Executor, rowsToWrite: Array<typeof kolScore.$inferInsert>): Promise<number> {
  let written = 0;
  const columns = ['doctor_id', 'tenant_id', ...SCORE_COLUMNS, 'computed_at'];
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const set = sql.raw(SCORE_COLUMNS.map((c) => `"${c}" = excluded."${c}"`).join(', ') + ', "computed_at" = excluded."computed_at"');
  const differs = sql.raw(`(${SCORE_COLUMNS.map((c) => `kol_score."${c}"`).join(', ')}) is distinct from (${SCORE_COLUMNS.map((c) => `excluded."${c}"`).join(', ')})`);
  const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  for (let i = 0; i < rowsToWrite.length; i += WRITE_CHUNK) {
    const json = JSON.stringify(rowsToWrite.slice(i, i + WRITE_CHUNK).map((row) => dictionaryOf(Object.entries(row).map(([key, value]) => [snake(key), value]))));
    const result = await rows<{ n: number }>(
      db,
      sql`with upserted as (
            insert into kol_score (${list}) select ${list} from json_populate_recordset(null::kol_score, ${json}::json)
            on conflict (doctor_id) do update set ${set} where ${differs}
            returning 1)
          select count(*)::int as n from upserted`,
    );
    written += Number(result[0]?.n ?? 0);
  }
  return written;
}

/** Tiered doctors per province and tier, for the map and the list's total (kol_score_summary). */
async function writeSummary(db: Executor, tenantId: number): Promise<void> {
  await db.execute(sql`delete from kol_score_summary where tenant_id = ${tenantId}`);
  await db.execute(sql`
    insert into kol_score_summary (tenant_id, province_code, tier, kols, top_score)
    select ${tenantId}::bigint, coalesce(province_code, ''), tier, count(*)::int, max(score)
    from kol_score where tenant_id = ${tenantId} and tier is not null group by coalesce(province_code, ''), tier`);
}

/**
 * Brings a tenant's ties up to date (only those of doctors whose sources changed, or all of them when
 * `full` or on the first run) and rescores every doctor when the sources changed since the last run
 * (or when forced). Scores are written as upserts of the rows that changed.
 */
export async function runKolScoring(db: Executor, tenantId: number, options: { force?: boolean; full?: boolean; now?: Date } = {}): Promise<ScoringOutcome> {
  const now = options.now ?? new Date();
  const fingerprint = await sourceFingerprint(db, tenantId);
  const [last] = await db.select().from(kolScoreRun).where(eq(kolScoreRun.tenantId, tenantId));
  if (!options.force && last?.fingerprint === fingerprint) {
    return {
      skipped: true,
      doctors: last.doctors,
      relations: { mode: 'unchanged', doctors: 0 },
      relationsMs: 0,
      scoringMs: 0,
      written: 0,
      steps: { graphMs: 0, statsMs: 0, computeMs: 0, writeMs: 0 },
    };
  }
  const started = Date.now();
  const relations = await refreshRelations(db, tenantId, { full: options.full || !last });
  const relationsMs = Date.now() - started;
  const inputs = await loadInputs(db, tenantId, now.getUTCFullYear());
  const read = Date.now();
  const results = scoreDoctors(inputs.doctors, inputs.graph, inputs.papers, inputs.guidelines);
  const computed = Date.now();
  const written = await writeScores(
    db,
    results.map((result, i) => ({ ...result, tenantId, computedAt: now, provinceCode: inputs.doctors[i]!.provinceCode, cityCode: inputs.doctors[i]!.cityCode ?? null })),
  );
  await writeSummary(db, tenantId);
  const finished = Date.now();
  const scoringMs = finished - started - relationsMs;
  const run = { fingerprint, computedAt: now, durationMs: relationsMs + scoringMs, doctors: results.length };
  await db
    .insert(kolScoreRun)
    .values({ tenantId, ...run })
    .onConflictDoUpdate({ target: kolScoreRun.tenantId, set: run });
  return {
    skipped: false,
    doctors: results.length,
    relations,
    relationsMs,
    scoringMs,
    written,
    steps: { graphMs: inputs.graphMs, statsMs: inputs.statsMs, computeMs: computed - read, writeMs: finished - computed },
  };
}
