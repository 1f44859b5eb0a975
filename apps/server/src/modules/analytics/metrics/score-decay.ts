import { sql, type SQL } from 'drizzle-orm';

/**
 * The decayed value of a lead-score point row `p` at the instant `at`: the one rule for how points
 * fade, read by the lead-scoring screens and by the lead-score movement metric. In double precision:
 * `extract(epoch …)` is numeric, and numeric powers cost four times as much (bench/analytics).
 */
export function decayed(at: SQL): SQL {
  return sql`(p.points * case when p.half_life_days is null then 1 else power(0.5::float8, greatest(0, extract(epoch from (${at} - p.occurred_at))::float8) / 86400.0 / p.half_life_days) end)`;
}
