import { sql, type SQL } from 'drizzle-orm';
import { anchoredWeight, decayed } from './score-decay';
import type { Database } from '../../db/client';
import type { leadScoreRule } from '../../db/schema/lead-scoring/lead-scoring';
import { rows } from '../../db/rows';

type Rule = typeof leadScoreRule.$inferSelect;
type Db = Pick<Database, 'execute'>;

/**
 * Lead scores from the event store, set-based: one INSERT … SELECT per rule (rules are few, doctors
 * many), never a loop over doctors. A rule's points per event are stored after the period cap;
 * decay is applied when a score is read, relative to the score's time, so the breakdown (the
 * stored points decayed to that time) always sums to the score.
 */

/** The events a rule applies to, over alias `e` joined to its doctor `d`. */
function ruleMatches(rule: Rule): SQL {
  const parts: SQL[] = [sql`e.type = ${rule.eventType}`];
  if (rule.productId > 0) parts.push(sql`e.product_id = ${rule.productId}`);
  for (const c of rule.propertyConditions) {
    parts.push(c.op === 'eq' ? sql`(e.properties ->> ${c.key}) = ${c.value}` : sql`(e.properties ->> ${c.key}) is distinct from ${c.value}`);
  }
  const { titleCodes, hospitalLevels } = rule.doctorConditions;
  if (titleCodes?.length) parts.push(sql`d.title_code = any(${sql.param(titleCodes)}::text[])`);
  if (hospitalLevels?.length) parts.push(sql`d.hospital_level = any(${sql.param(hospitalLevels)}::text[])`);
  return sql.join(parts, sql` and `);
}

function bucketOf(rule: Rule, timeZone: string): SQL {
  return rule.capPeriod ? sql`date_trunc(${rule.capPeriod}, e.occurred_at at time zone ${timeZone})` : sql`null::timestamp`;
}

/**
 * Writes the points of one rule for the events `scope` selects (SQL over `e`). With a cap, the
 * n-th event of a doctor in a period earns what is left of the cap after the n-1 before it, so the
 * scope must hold whole (doctor, period) groups.
 */
async function writeRulePoints(db: Db, tenantId: number, timeZone: string, rule: Rule, scope: SQL): Promise<void> {
  const capped = rule.capPoints !== null && rule.capPeriod !== null && rule.points > 0;
  const earned = capped
    ? sql`least(${rule.points}::float8, greatest(0, ${rule.capPoints}::float8 - ${rule.points}::float8 * (row_number() over (partition by e.doctor_id, ${bucketOf(rule, timeZone)} order by e.occurred_at, e.id) - 1)))`
    : sql`${rule.points}::float8`;
  await db.execute(sql`
    insert into lead_score_point (tenant_id, rule_id, event_id, doctor_id, product_id, occurred_at, points, half_life_days)
    select ${tenantId}::bigint, ${rule.id}::bigint, x.id, x.doctor_id, ${rule.productId}::bigint, x.occurred_at, x.earned, ${rule.halfLifeDays}::int
    from (select e.id, e.doctor_id, e.occurred_at, ${earned} as earned
      from interaction_event e join doctor d on d.id = e.doctor_id
      where e.tenant_id = ${tenantId} and ${ruleMatches(rule)} and ${scope}) x
    where x.earned <> 0
    on conflict (rule_id, event_id) do update set points = excluded.points`);
}

/** The scores of a tenant (or of some doctors) recomputed from their points, as of now. */
async function refreshScores(db: Db, tenantId: number, doctors: SQL | null): Promise<void> {
  const only = doctors ? sql`and doctor_id in (${doctors})` : sql``;
  const onlyP = doctors ? sql`and p.doctor_id in (${doctors})` : sql``;
  await db.execute(sql`delete from lead_score where tenant_id = ${tenantId} ${only}`);
  await db.execute(sql`
    insert into lead_score (tenant_id, doctor_id, product_id, score, computed_at)
    select ${tenantId}::bigint, p.doctor_id, p.product_id, sum(${decayed(sql`n.now`)}), n.now
    from lead_score_point p cross join (select now() as now) n
    where p.tenant_id = ${tenantId} ${onlyP}
    group by p.doctor_id, p.product_id, n.now`);
}

/**
 * The decay sums (lead_score_decay_sum) of a tenant, or of some doctors: each doctor's points before
 * the anchor, per group and half-life, weighted against it. The whole tenant is summed afresh at a
 * new anchor (now) after a full rescoring, the first time, and once the anchor is a day old, so the
 * points read beside the sums stay few; otherwise only the doctors whose points changed (`doctors`,
 * none: no change) are summed again.
 */
export async function keepDecaySums(db: Db, tenantId: number, doctors: SQL | null | 'none'): Promise<void> {
  const [state] = await rows(db, sql`select decay_anchor is not null and decay_anchor > now() - interval '1 day' as current from lead_score_state where tenant_id = ${tenantId}`);
  const whole = doctors === null || state?.current !== true;
  if (!whole && doctors === 'none') return;
  if (whole) {
    await db.execute(sql`insert into lead_score_state (tenant_id, decay_anchor) values (${tenantId}, now())
      on conflict (tenant_id) do update set decay_anchor = excluded.decay_anchor`);
  }
  const changed = whole || doctors === 'none' ? null : doctors;
  const only = changed ? sql`and doctor_id in (${changed})` : sql``;
  const onlyP = changed ? sql`and p.doctor_id in (${changed})` : sql``;
  await db.execute(sql`delete from lead_score_decay_sum where tenant_id = ${tenantId} ${only}`);
  await db.execute(sql`
    insert into lead_score_decay_sum (tenant_id, doctor_id, product_id, half_life_days, weight)
    select ${tenantId}::bigint, p.doctor_id, p.product_id, coalesce(p.half_life_days, 0), sum(${anchoredWeight(sql`s.decay_anchor`)})
    from lead_score_point p join lead_score_state s on s.tenant_id = ${tenantId}
    where p.tenant_id = ${tenantId} and p.occurred_at < s.decay_anchor ${onlyP}
    group by p.doctor_id, p.product_id, coalesce(p.half_life_days, 0)`);
  // The shortest half-life bounds how far from the anchor the sums are exact enough (score-decay.ts);
  // between full passes it can only shrink (a rule change rescores the tenant).
  await db.execute(
    sql`update lead_score_state set min_half_life = ${
      whole ? sql`x.h` : sql`least(min_half_life, x.h)`
    } from (select min(half_life_days) as h from lead_score_point where tenant_id = ${tenantId} ${only}) x where tenant_id = ${tenantId}`,
  );
}

/** Doctors with points per rule, among some doctors (SQL of their ids). */
async function reachAmong(db: Db, tenantId: number, doctors: SQL): Promise<Map<number, number>> {
  const found = await rows(
    db,
    sql`select rule_id, count(distinct doctor_id)::int as n from lead_score_point where tenant_id = ${tenantId} and doctor_id in (${doctors}) group by rule_id`,
  );
  return new Map(found.map((r) => [Number(r.rule_id), Number(r.n)]));
}

/** Every rule's reach counted afresh from its points (after a full rescoring). */
async function recountReach(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`delete from lead_score_reach where tenant_id = ${tenantId}`);
  await db.execute(sql`insert into lead_score_reach (tenant_id, rule_id, doctors)
    select ${tenantId}::bigint, rule_id, count(distinct doctor_id)::int from lead_score_point where tenant_id = ${tenantId} group by rule_id`);
}

/** Adds to each rule's reach what scoring some doctors changed: their reach after less their reach before. */
async function addReach(db: Db, tenantId: number, before: Map<number, number>, after: Map<number, number>): Promise<void> {
  const changes = [...new Set([...before.keys(), ...after.keys()])]
    .map((ruleId) => ({ ruleId, delta: (after.get(ruleId) ?? 0) - (before.get(ruleId) ?? 0) }))
    .filter((c) => c.delta !== 0);
  if (changes.length === 0) return;
  await db.execute(sql`insert into lead_score_reach (tenant_id, rule_id, doctors)
    select ${tenantId}::bigint, c.rule_id, c.delta from unnest(${sql.param(changes.map((c) => c.ruleId))}::bigint[], ${sql.param(changes.map((c) => c.delta))}::int[]) as c(rule_id, delta)
    on conflict (tenant_id, rule_id) do update set doctors = lead_score_reach.doctors + excluded.doctors`);
}

async function enabledRules(db: Db, tenantId: number): Promise<Rule[]> {
  const found = await rows(db, sql`select * from lead_score_rule where tenant_id = ${tenantId} and enabled and superseded_at is null order by id`);
  return found.map((r) => ({
    id: Number(r.id),
    tenantId,
    code: String(r.code),
    version: Number(r.version),
    name: String(r.name),
    nameEn: (r.name_en as string | null) ?? null,
    productId: Number(r.product_id),
    eventType: String(r.event_type),
    propertyConditions: (r.property_conditions ?? []) as Rule['propertyConditions'],
    doctorConditions: (r.doctor_conditions ?? {}) as Rule['doctorConditions'],
    points: Number(r.points),
    halfLifeDays: r.half_life_days === null ? null : Number(r.half_life_days),
    capPoints: r.cap_points === null ? null : Number(r.cap_points),
    capPeriod: r.cap_period === null ? null : String(r.cap_period),
    enabled: true,
    supersededAt: null,
    createdBy: null,
    createdAt: new Date(),
  }));
}

async function lastEventId(db: Db, tenantId: number): Promise<number> {
  const [row] = await rows(db, sql`select coalesce(max(id), 0) as id from interaction_event where tenant_id = ${tenantId}`);
  return Number(row?.id ?? 0);
}

/** Every point and score of the tenant rewritten from the enabled rules (after a rule change). */
export async function rescoreTenant(db: Db, tenantId: number, timeZone: string): Promise<{ rules: number }> {
  const upTo = await lastEventId(db, tenantId);
  const rules = await enabledRules(db, tenantId);
  await db.execute(sql`delete from lead_score_point where tenant_id = ${tenantId}`);
  for (const rule of rules) await writeRulePoints(db, tenantId, timeZone, rule, sql`e.id <= ${upTo}`);
  await refreshScores(db, tenantId, null);
  await keepDecaySums(db, tenantId, null);
  await recountReach(db, tenantId);
  await db.execute(sql`insert into lead_score_state (tenant_id, last_event_id, full_at) values (${tenantId}, ${upTo}, now())
    on conflict (tenant_id) do update set last_event_id = excluded.last_event_id, full_at = excluded.full_at`);
  return { rules: rules.length };
}

/**
 * Points for the events that arrived since the last run. A capped rule recomputes the whole
 * (doctor, period) groups the new events fall in, so a late event takes its place in the cap.
 */
export async function scoreNewEvents(db: Db, tenantId: number, timeZone: string): Promise<{ events: number }> {
  const [state] = await rows(db, sql`select last_event_id from lead_score_state where tenant_id = ${tenantId} for update`);
  const since = Number(state?.last_event_id ?? 0);
  const upTo = await lastEventId(db, tenantId);
  if (upTo <= since) {
    // No new points, but the sums move to a new anchor once it is a day old.
    await keepDecaySums(db, tenantId, 'none');
    return { events: 0 };
  }
  const fresh = sql`select n.doctor_id from interaction_event n where n.tenant_id = ${tenantId} and n.id > ${since} and n.id <= ${upTo} and n.doctor_id is not null`;
  // Only the doctors of the new events gain or lose points below, so only their reach can change.
  const reachBefore = await reachAmong(db, tenantId, fresh);
  for (const rule of await enabledRules(db, tenantId)) {
    if (rule.capPoints !== null && rule.capPeriod !== null) {
      const groups = sql`(e.doctor_id, ${bucketOf(rule, timeZone)}) in (select e.doctor_id, ${bucketOf(rule, timeZone)} from interaction_event e
        where e.tenant_id = ${tenantId} and e.id > ${since} and e.id <= ${upTo} and e.type = ${rule.eventType})`;
      await db.execute(sql`delete from lead_score_point p using interaction_event e
        where p.rule_id = ${rule.id} and e.id = p.event_id and ${groups}`);
      await writeRulePoints(db, tenantId, timeZone, rule, sql`e.id <= ${upTo} and ${groups}`);
    } else {
      await writeRulePoints(db, tenantId, timeZone, rule, sql`e.id > ${since} and e.id <= ${upTo}`);
    }
  }
  await refreshScores(db, tenantId, fresh);
  await keepDecaySums(db, tenantId, fresh);
  await addReach(db, tenantId, reachBefore, await reachAmong(db, tenantId, fresh));
  await db.execute(sql`insert into lead_score_state (tenant_id, last_event_id, incremental_at) values (${tenantId}, ${upTo}, now())
    on conflict (tenant_id) do update set last_event_id = excluded.last_event_id, incremental_at = excluded.incremental_at`);
  return { events: upTo - since };
}
