import { sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import { PLAN_EACH_RUN } from '../../db/prepared-statements';
import { localizedName } from '../../lib/localized-sql';
import type { RequestContext } from '../../platform/contract-route';
import { badRequest, notFound } from '../../lib/http-error';
import { dayStart, toIso } from '../../db/zoned-days';
import { rows } from '../../db/rows';
import { timeline } from './event-timeline';
import { doctorRangeCondition } from '../customers/index';
import { decayed, scoresAt } from './score-decay';

const round = (n: number) => Math.round(n * 100) / 100;

interface LeadFilter {
  productId: number;
  keyword?: string | undefined;
  hospitalLevel?: string | null | undefined;
  minScore?: number | undefined;
  page: number;
  size: number;
}

/**
 * Doctors in the caller's range ranked by their current score in one group. The page is read down
 * the score index; each row's rank is one more than the leads scoring higher to the cent shown
 * (equal shown scores share a rank) and the total is counted apart, so no request sorts or numbers
 * every lead of a national manager's range (100,000 at ten million events) to show twenty.
 */
export async function searchLeads(context: RequestContext, filter: LeadFilter) {
  const { principal } = context;
  const conditions = [sql`s.tenant_id = ${principal.tenant.id}`, sql`s.product_id = ${filter.productId}`, doctorRangeCondition(principal)];
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    conditions.push(sql`(d.name like ${like} or d.name_en ilike ${like} or h.name like ${like} or h.name_en ilike ${like})`);
  }
  if (filter.hospitalLevel) conditions.push(sql`d.hospital_level = ${filter.hospitalLevel}`);
  // Scores are shown to the cent: a lead shown at the minimum is listed.
  if (filter.minScore !== undefined) conditions.push(sql`s.score >= ${filter.minScore - 0.005}`);
  // The hospital is joined only when the keyword names it.
  const from = filter.keyword
    ? sql`lead_score s join doctor d on d.id = s.doctor_id join hospital h on h.id = d.hospital_id`
    : sql`lead_score s join doctor d on d.id = s.doctor_id`;
  const where = sql.join(conditions, sql` and `);
  // The leads down to the end of the page, in score order, hold every lead scoring higher than one
  // on the page: its rank is counted among them.
  const [found, counted] = await Promise.all([
    rows(
      context.db,
      sql`with listed as (
          select s.doctor_id, s.score, s.computed_at from ${from} where ${where}
          order by s.score desc, s.doctor_id limit ${(filter.page + 1) * filter.size}),
        ranked as (select l.*, rank() over (order by round(l.score::numeric, 2) desc) as rank,
          row_number() over (order by l.score desc, l.doctor_id) as n from listed l)
        select d.id, d.name, d.name_en, h.name as hospital_name, h.name_en as hospital_name_en, d.hospital_level, d.title_code, r.score, r.computed_at, r.rank
        from ranked r join doctor d on d.id = r.doctor_id join hospital h on h.id = d.hospital_id
        where r.n > ${filter.page * filter.size}
        order by r.n`,
    ),
    rows(context.db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return {
    totalElements: Number(counted[0]?.total ?? 0),
    computedAt: found[0] ? toIso(found[0].computed_at) : null,
    content: found.map((r) => ({
      doctorId: Number(r.id),
      name: String(r.name),
      nameEn: (r.name_en as string | null) ?? null,
      hospitalName: String(r.hospital_name),
      hospitalNameEn: (r.hospital_name_en as string | null) ?? null,
      hospitalLevel: r.hospital_level === null ? null : String(r.hospital_level),
      titleCode: r.title_code === null ? null : String(r.title_code),
      score: round(Number(r.score)),
      rank: Number(r.rank),
    })),
  };
}

/** A visible doctor's name in the reader's language, or 404 (outside the range or another tenant's). */
export async function visibleDoctor(context: RequestContext, doctorId: number) {
  const [found] = await rows(
    context.db,
    sql`select d.id, ${localizedName('d', context.lang)} as name, d.hospital_id, ${localizedName('h', context.lang)} as hospital_name from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${context.principal.tenant.id} and d.id = ${doctorId} and ${doctorRangeCondition(context.principal)}`,
  );
  if (!found) throw notFound();
  return { id: Number(found.id), name: String(found.name), hospitalId: Number(found.hospital_id), hospitalName: String(found.hospital_name) };
}

/** Score at the end of each of the last twelve months and today, from the same points and decay. */
export async function scoreHistory(context: RequestContext, doctorId: number, productId: number) {
  const tz = context.principal.tenant.timeZone;
  const found = await rows(
    context.db,
    sql`with points as (select * from lead_score_point where tenant_id = ${context.principal.tenant.id} and doctor_id = ${doctorId} and product_id = ${productId}),
      moments as (select (date_trunc('month', now() at time zone ${tz}) - make_interval(months => g)) at time zone ${tz} as at from generate_series(0, 11) g
        union all select now())
      select to_char(m.at at time zone ${tz}, 'YYYY-MM-DD') as day, coalesce((select sum(${decayed(sql`m.at`)}) from points p where p.occurred_at <= m.at), 0)::float8 as score
      from moments m order by m.at`,
  );
  return found.map((r) => ({ at: String(r.day), score: round(Number(r.score)) }));
}

/** The score and the breakdown that explains it: the points of each event, decayed to the score's time. */
export async function leadDetail(context: RequestContext, doctorId: number, productId: number) {
  const doctor = await visibleDoctor(context, doctorId);
  const tenantId = context.principal.tenant.id;
  const [score] = await rows(context.db, sql`select score, computed_at from lead_score where tenant_id = ${tenantId} and doctor_id = ${doctorId} and product_id = ${productId}`);
  const at = score ? sql`${toIso(score.computed_at)}::timestamptz` : sql`now()`;
  const breakdown = await rows(
    context.db,
    sql`select p.rule_id, ${localizedName('r', context.lang)} as rule_name, r.version, p.event_id, e.type, p.occurred_at, p.points, ${decayed(at)}::float8 as decayed
      from lead_score_point p join lead_score_rule r on r.id = p.rule_id join interaction_event e on e.id = p.event_id
      where p.tenant_id = ${tenantId} and p.doctor_id = ${doctorId} and p.product_id = ${productId}
      order by p.occurred_at desc, p.event_id`,
  );
  return {
    doctorId,
    name: doctor.name,
    score: score ? Number(score.score) : 0,
    computedAt: score ? toIso(score.computed_at) : null,
    breakdown: breakdown.map((r) => ({
      ruleId: Number(r.rule_id),
      ruleName: String(r.rule_name),
      ruleVersion: Number(r.version),
      eventId: Number(r.event_id),
      eventType: String(r.type),
      occurredAt: toIso(r.occurred_at),
      points: Number(r.points),
      decayed: Number(r.decayed),
    })),
    history: await scoreHistory(context, doctorId, productId),
  };
}

/**
 * How well the scores as they stood at `from` predicted an outcome in [from, to): the outcome rate
 * of the top-scored tenth of the caller's doctors against the rate of all of them. Doctors who had
 * reached the outcome before `from` are no longer leads for it (a first prescription happens once)
 * and are left out: counted in, their high scores and their silence after would read as a miss.
 */
export async function backTest(context: RequestContext, input: { productId: number; outcomeType: string; from: string; to: string }) {
  if (input.from >= input.to) throw badRequest('periodInvalid');
  const { principal } = context;
  const from = dayStart(input.from, principal);
  const to = dayStart(input.to, principal);
  const [r] = await rows(
    context.db,
    sql`${sql.raw(PLAN_EACH_RUN)}with population as (select d.id from doctor d where d.tenant_id = ${principal.tenant.id} and ${doctorRangeCondition(principal)}
        and not exists (select 1 from interaction_event e where e.tenant_id = ${principal.tenant.id} and e.doctor_id = d.id
          and e.type = ${input.outcomeType} and e.occurred_at < ${from})),
      points as (select x.doctor_id, x.at0 as score from ${scoresAt(principal.tenant.id, input.productId, [from])} x),
      outcomes as (select distinct e.doctor_id from interaction_event e
        where e.tenant_id = ${principal.tenant.id} and e.type = ${input.outcomeType} and e.occurred_at >= ${from} and e.occurred_at < ${to}),
      -- Grouped once over the points and the outcomes, not probed per doctor: at ten million events
      -- the probes took 22 s (bench/analytics).
      scored as (select pop.id, coalesce(pt.score, 0) as score, o.doctor_id is not null as outcome
        from population pop left join points pt on pt.doctor_id = pop.id left join outcomes o on o.doctor_id = pop.id),
      ranked as (select s.*, ntile(10) over (order by s.score desc, s.id) as decile from scored s)
      select count(*)::int as doctors, count(*) filter (where outcome)::int as outcomes,
        count(*) filter (where decile = 1)::int as top, count(*) filter (where decile = 1 and outcome)::int as top_outcomes
      from ranked`,
  );
  const doctors = Number(r?.doctors ?? 0);
  const outcomes = Number(r?.outcomes ?? 0);
  const top = Number(r?.top ?? 0);
  const topOutcomes = Number(r?.top_outcomes ?? 0);
  const baseRate = doctors ? outcomes / doctors : 0;
  const topRate = top ? topOutcomes / top : 0;
  return { doctors, outcomes, baseRate, topDecileDoctors: top, topDecileOutcomes: topOutcomes, topDecileRate: topRate, lift: baseRate > 0 ? topRate / baseRate : null };
}

/** One doctor's touchpoints with their score changes beside them (the personal journey). */
export async function doctorJourneyWithScores(context: RequestContext, doctorId: number, productId: number) {
  const doctor = await visibleDoctor(context, doctorId);
  const [events, history] = await Promise.all([timeline(context, sql`e.doctor_id = ${doctor.id}`, 500), scoreHistory(context, doctor.id, productId)]);
  return { doctor, events, scoreHistory: history };
}
