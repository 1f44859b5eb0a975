import { sql, type SQL } from 'drizzle-orm';

/**
 * The decayed value of a lead-score point row `p` at the instant `at`: the one rule for how points
 * fade, read by the lead-scoring screens and by the lead-score movement metric. In double precision:
 * `extract(epoch …)` is numeric, and numeric powers cost four times as much (bench/analytics). Past
 * a thousand half-lives a point counts 2^-1000 of itself (PostgreSQL refuses a power that underflows).
 */
export function decayed(at: SQL): SQL {
  return sql`(p.points * case when p.half_life_days is null then 1 else power(0.5::float8, least(1000, greatest(0, extract(epoch from (${at} - p.occurred_at))::float8) / 86400.0 / p.half_life_days)) end)`;
}

/**
 * The same rule split at an anchor instant: a point row `p` earned before `at` is worth at `at`
 * its weight against the anchor, points × 2^((earned − anchor) / half-life), times `fromAnchor(at)`.
 * Weights of one half-life add up, so sums kept against the anchor (lead_score_decay_sum) stand for
 * all the points behind them. Points without decay weigh their points.
 */
export function anchoredWeight(anchor: SQL): SQL {
  return sql`(p.points * case when p.half_life_days is null then 1 else power(2::float8, greatest(-1000, extract(epoch from (p.occurred_at - ${anchor}))::float8 / 86400.0 / p.half_life_days)) end)`;
}

/** The days from `anchor` to `at`, as a double. */
function daysFrom(anchor: SQL, at: SQL): SQL {
  return sql`(extract(epoch from (${at} - ${anchor}))::float8 / 86400.0)`;
}

/** What a weight against the anchor is worth `days` after it, for the half-life `halfLife` (0: no decay). */
function fromAnchor(days: SQL, halfLife: SQL): SQL {
  return sql`(case when ${halfLife} = 0 then 1 else power(0.5::float8, ${days} / ${halfLife}) end)`;
}

/**
 * How many of the shortest half-lives a time may lie from the anchor for the sums to be used:
 * a sum less the points after a time, brought back by 2^20, keeps its error under a millionth of a
 * point per ten thousand points (double precision); farther, the points themselves are read.
 */
const ANCHOR_REACH_HALF_LIVES = 20;

/** How many days before the anchor the earliest time may lie for the sums to be read. */
const SUMS_READ_DAYS = 45;

/**
 * Whether the kept decay sums answer scores at `times`: the anchor is set, every time lies within the
 * reach of the shortest half-life from it (precision), and none lies more than `SUMS_READ_DAYS` before
 * it: the points from there to the anchor are read beside the sums, and past about that many days
 * they cost more than reading every point (bench/analytics: a three-month back-test). Over
 * `lead_score_state s`.
 */
function sumsAnswer(tenantId: number, times: SQL[]): SQL {
  const reach = sql`${ANCHOR_REACH_HALF_LIVES} * coalesce(s.min_half_life, 3650) * interval '1 day'`;
  const within = times.map((time) => sql`s.decay_anchor between ${time} - ${reach} and ${time} + least(${reach}, ${SUMS_READ_DAYS} * interval '1 day')`);
  return sql`s.tenant_id = ${tenantId} and s.decay_anchor is not null and ${sql.join(within, sql` and `)}`;
}

/**
 * Each doctor's score in one group (`productId`, 0: overall) at each of `times`, as a subquery with
 * columns doctor_id, at0, at1, …; a doctor with no point before the last time may be missing.
 *
 * Where the kept sums answer, a score at a time is its doctor's sums brought from the anchor to the
 * time (one factor per half-life), corrected by the points between the anchor and the time: less
 * those the sums hold that came on or after the time, plus those after the anchor that came before
 * it. Only the sums (one row per doctor and half-life) and the points since the earliest of the times
 * and the anchor enter the grouping. Those points are read in two ranges, from the earliest time and
 * from the anchor up to it (empty unless the anchor is earlier): the first is known when the statement
 * is planned, so the points' time index can serve it where a bound read from the anchor row planned a
 * scan of every point (a month's points among 4.3 million written in time order: 415 → 128 ms). The
 * sums are brought forward row by row with the days from the anchor computed once, not joined to a
 * list of their half-lives (a scan of every sum for that list, and a join). Elsewhere every point
 * before the last time is read.
 */
export function scoresAt(tenantId: number, productId: number, times: SQL[]): SQL {
  const all = sql.join(times, sql`, `);
  const column = (i: number) => sql.raw(`at${i}`);
  const days = (i: number) => sql.raw(`k.d${i}`);
  const spans = times.map((time, i) => sql`${daysFrom(sql`s.decay_anchor`, time)} as ${sql.raw(`d${i}`)}`);
  const fromSums = times.map((_, i) => sql`s.weight * ${fromAnchor(days(i), sql`s.half_life_days`)} as ${column(i)}`);
  // Between the anchor and the time, with the sign of the correction; never more than the reach from either.
  const between = times.map(
    (time, i) => sql`case when (p.occurred_at < ${time}) <> (p.occurred_at < k.anchor)
      then (case when p.occurred_at < k.anchor then -1 else 1 end) * p.points
        * case when p.half_life_days is null then 1 else power(0.5::float8, extract(epoch from (${time} - p.occurred_at))::float8 / 86400.0 / p.half_life_days) end
      else 0 end as ${column(i)}`,
  );
  const corrections = (range: SQL) => sql`select p.doctor_id, ${sql.join(between, sql`, `)}
      from lead_score_point p cross join k where p.tenant_id = ${tenantId} and p.product_id = ${productId} and ${range}`;
  const totals = times.map((_, i) => sql`sum(u.${column(i)}) as ${column(i)}`);
  const fromPoints = times.map((time, i) => sql`coalesce(sum(${decayed(time)}) filter (where p.occurred_at < ${time}), 0) as ${column(i)}`);
  return sql`((with k as (select s.decay_anchor as anchor, ${sql.join(spans, sql`, `)} from lead_score_state s where ${sumsAnswer(tenantId, times)})
    select u.doctor_id, ${sql.join(totals, sql`, `)} from (
      select s.doctor_id, ${sql.join(fromSums, sql`, `)}
      from lead_score_decay_sum s cross join k
      where s.tenant_id = ${tenantId} and s.product_id = ${productId}
      union all ${corrections(sql`p.occurred_at >= least(${all})`)}
      union all ${corrections(sql`p.occurred_at >= (select anchor from k) and p.occurred_at < least(${all})`)}) u
    group by u.doctor_id)
  union all
    select p.doctor_id, ${sql.join(fromPoints, sql`, `)}
    from lead_score_point p
    where p.tenant_id = ${tenantId} and p.product_id = ${productId} and p.occurred_at < greatest(${all})
      and not exists (select from lead_score_state s where ${sumsAnswer(tenantId, times)})
    group by p.doctor_id)`;
}
