import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilter } from '@crm/shared/contracts/event-analytics';
import { doctorRangeCondition } from '../customers/index';
import type { Principal } from '../../platform/principal';
import { startsWithSql } from '../../db/starts-with';
import { dayEnd, dayStart } from '../../db/zoned-days';

// The tenant's days and timestamps as text (db/zoned-days.ts, which lead scoring reads too).
export { dayEnd, dayStart, toIso } from '../../db/zoned-days';

/**
 * The one query layer over the interaction event store. Funnels, trends and journeys all start
 * from `scopedEvents`, so the same filter selects the same touchpoints for each of them and their
 * figures agree (test/event-analytics-consistency.test.ts).
 */

/** What a filter asks of an event `e`: the caller's tenant, the period, the product, the doctor. */
export function eventConditions(principal: Principal, filter: AnalyticsFilter): SQL {
  const conditions: SQL[] = [
    sql`e.tenant_id = ${principal.tenant.id}`,
    sql`e.occurred_at >= ${dayStart(filter.from, principal)}`,
    sql`e.occurred_at < ${dayEnd(filter.to, principal)}`,
  ];
  if (filter.productId) conditions.push(sql`e.product_id = ${filter.productId}`);
  if (filter.doctorId) conditions.push(sql`e.doctor_id = ${filter.doctorId}`);
  return sql.join(conditions, sql` and `);
}

/** What a filter asks of the doctor `d` of an event: the caller's tenant and data range, the hospital's level, the hospital, the unit. */
function doctorConditions(principal: Principal, filter: AnalyticsFilter): SQL {
  const tenantId = principal.tenant.id;
  const conditions: SQL[] = [sql`d.tenant_id = ${tenantId}`, doctorRangeCondition(principal)];
  if (filter.hospitalLevel) conditions.push(sql`d.hospital_level = ${filter.hospitalLevel}`);
  if (filter.hospitalId) conditions.push(sql`d.hospital_id = ${filter.hospitalId}`);
  if (filter.orgId) {
    conditions.push(sql`exists (select 1 from doctor_assignment a join organization o on o.id = ${filter.orgId} and o.tenant_id = ${tenantId}
      where a.doctor_id = d.id and ${startsWithSql(sql`a.org_path`, sql`o.path`)})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The touchpoints a filter selects, as a subquery with columns id, doctor_id, hospital_id, type,
 * occurred_at, channel, product_id, properties: events of the caller's tenant about doctors
 * within the caller's data range, in the period, narrowed by product, unit, tier, hospital, doctor.
 */
export function scopedEvents(principal: Principal, filter: AnalyticsFilter): SQL {
  return sql`(select e.id, e.doctor_id, d.hospital_id, e.type, e.occurred_at, e.channel, e.product_id, e.properties
    from interaction_event e join doctor d on d.id = e.doctor_id
    where ${eventConditions(principal, filter)} and ${doctorConditions(principal, filter)})`;
}

/** The doctors a filter selects, as a subquery with column id (the one doctor when it names one). */
export function scopedDoctors(principal: Principal, filter: AnalyticsFilter): SQL {
  const one = filter.doctorId ? sql` and d.id = ${filter.doctorId}` : sql``;
  return sql`(select d.id from doctor d where ${doctorConditions(principal, filter)}${one})`;
}

/**
 * The same touchpoints in two halves, for an analysis that groups them by doctor: `periodEvents`
 * are those the filter selects by the event alone (columns id, doctor_id, type, occurred_at, channel,
 * product_id, properties), and `doctorSelected(id)` keeps a group's doctor when the filter selects
 * it. Together they select what `scopedEvents` selects, with one look at each doctor instead of one
 * per event (a year's drop-off list of a four-step funnel over 1.9 million events: 3.4 s → 2.6 s).
 */
export function periodEvents(principal: Principal, filter: AnalyticsFilter): SQL {
  return sql`(select e.id, e.doctor_id, e.type, e.occurred_at, e.channel, e.product_id, e.properties
    from interaction_event e where ${eventConditions(principal, filter)})`;
}

export function doctorSelected(principal: Principal, filter: AnalyticsFilter, doctorId: SQL): SQL {
  return sql`exists (select from doctor d where d.id = ${doctorId} and ${doctorConditions(principal, filter)})`;
}

/** SQL for "this event matches": a type, an optional channel and property conditions, over alias `e`. */
export function eventMatches(step: {
  eventType: string;
  channel?: string | null | undefined;
  propertyConditions?: Array<{ key: string; op: 'eq' | 'neq'; value: string }> | undefined;
}): SQL {
  const parts: SQL[] = [sql`e.type = ${step.eventType}`];
  if (step.channel) parts.push(sql`e.channel = ${step.channel}`);
  for (const condition of step.propertyConditions ?? []) {
    parts.push(
      condition.op === 'eq' ? sql`(e.properties ->> ${condition.key}) = ${condition.value}` : sql`(e.properties ->> ${condition.key}) is distinct from ${condition.value}`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The same period length just before the given one (for comparisons). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const length = Math.round((end - start) / day) + 1;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(start - length * day), to: iso(start - day) };
}
