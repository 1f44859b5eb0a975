import { sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import { notFound } from '../../lib/http-error';
import { localizedName } from '../../lib/localized-sql';
import type { RequestContext } from '../../platform/contract-route';
import { doctorRangeCondition } from '../customers/index';
import { dayEnd, dayStart, toIso } from './event-query';
import { rows } from '../../db/rows';

/** A hospital of the tenant with at least one doctor in the caller's range; 404 otherwise. */
export async function requireVisibleHospital(context: RequestContext, hospitalId: number) {
  const { principal } = context;
  const [found] = await rows(
    context.db,
    sql`select h.id, ${localizedName('h', context.lang)} as name from hospital h where h.tenant_id = ${principal.tenant.id} and h.id = ${hospitalId}
      and exists (select 1 from doctor d where d.tenant_id = ${principal.tenant.id} and d.hospital_id = h.id and ${doctorRangeCondition(principal)})`,
  );
  if (!found) throw notFound();
  return { id: Number(found.id), name: String(found.name) };
}

/** The hospital's doctors in range with their touchpoints in the period, most engaged first. */
export async function hospitalDoctors(context: RequestContext, hospitalId: number, period: { from: string; to: string }) {
  const { principal } = context;
  const found = await rows(
    context.db,
    sql`select d.id, ${localizedName('d', context.lang)} as name, count(*)::int as events, max(e.occurred_at) as last_at, array_agg(distinct e.type) as types
      from doctor d join interaction_event e on e.tenant_id = ${principal.tenant.id} and e.doctor_id = d.id
        and e.occurred_at >= ${dayStart(period.from, principal)} and e.occurred_at < ${dayEnd(period.to, principal)}
      where d.tenant_id = ${principal.tenant.id} and d.hospital_id = ${hospitalId} and ${doctorRangeCondition(principal)}
      group by d.id order by events desc, d.id limit 200`,
  );
  return found.map((r) => ({ doctorId: Number(r.id), name: String(r.name), events: Number(r.events), lastAt: toIso(r.last_at), types: (r.types as string[]) ?? [] }));
}

/** The visibility condition for the hospital timeline (events of doctors in range only). */
export function hospitalTimelineWhere(context: RequestContext, hospitalId: number) {
  return sql`d.hospital_id = ${hospitalId} and d.tenant_id = ${context.principal.tenant.id} and ${doctorRangeCondition(context.principal)}`;
}

/** Pickers for the journey pages: doctors and hospitals the caller may see, by name. */
export async function lookupDoctors(context: RequestContext, keyword: string) {
  const { principal } = context;
  const like = containsPattern(keyword);
  const found = await rows(
    context.db,
    sql`select d.id, ${localizedName('d', context.lang)} as name, ${localizedName('h', context.lang)} as hospital_name from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${principal.tenant.id} and ${doctorRangeCondition(principal)} and (d.name like ${like} or d.name_en ilike ${like} or h.name like ${like} or h.name_en ilike ${like})
      order by d.id limit 20`,
  );
  return found.map((r) => ({ id: Number(r.id), name: String(r.name), detail: String(r.hospital_name) }));
}

export async function lookupHospitals(context: RequestContext, keyword: string) {
  const { principal } = context;
  const like = containsPattern(keyword);
  const found = await rows(
    context.db,
    sql`select h.id, ${localizedName('h', context.lang)} as name, h.level from hospital h where h.tenant_id = ${principal.tenant.id} and (h.name like ${like} or h.name_en ilike ${like})
      and exists (select 1 from doctor d where d.tenant_id = ${principal.tenant.id} and d.hospital_id = h.id and ${doctorRangeCondition(principal)})
      order by h.id limit 20`,
  );
  return found.map((r) => ({ id: Number(r.id), name: String(r.name), detail: r.level === null ? null : String(r.level) }));
}
