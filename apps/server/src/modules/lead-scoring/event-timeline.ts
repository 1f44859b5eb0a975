import { sql, type SQL } from 'drizzle-orm';
import { localizedName } from '../../lib/localized-sql';
import type { RequestContext } from '../../platform/contract-route';
import { rows } from '../../db/rows';
import { dayEnd, dayStart, toIso } from '../../db/zoned-days';

/** Touchpoints of one doctor or hospital (already checked visible), newest first, with the points each earned. */
export async function timeline(context: RequestContext, where: SQL, limit: number, period?: { from: string; to: string }) {
  const { principal } = context;
  const within = period ? sql`and e.occurred_at >= ${dayStart(period.from, principal)} and e.occurred_at < ${dayEnd(period.to, principal)}` : sql``;
  const found = await rows(
    context.db,
    sql`select e.id, e.type, e.occurred_at, e.channel, e.product_id, e.doctor_id, ${localizedName('d', context.lang)} as doctor_name,
        coalesce((select sum(p.points) from lead_score_point p where p.event_id = e.id), 0)::float8 as points
      from interaction_event e left join doctor d on d.id = e.doctor_id
      where e.tenant_id = ${principal.tenant.id} and ${where} ${within}
      order by e.occurred_at desc, e.id desc limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    type: String(r.type),
    occurredAt: toIso(r.occurred_at),
    channel: r.channel === null ? null : String(r.channel),
    productId: r.product_id === null ? null : Number(r.product_id),
    doctorId: r.doctor_id === null ? null : Number(r.doctor_id),
    doctorName: r.doctor_name === null ? null : String(r.doctor_name),
    points: Number(r.points),
  }));
}
