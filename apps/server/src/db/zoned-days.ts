import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../platform/principal';

/** The instant a calendar day starts in the tenant's time zone. */
export function dayStart(date: string, principal: Principal): SQL {
  return sql`((${date}::date)::timestamp at time zone ${principal.tenant.timeZone})`;
}

/** The start of the day after `date`: periods are inclusive of their last day. */
export function dayEnd(date: string, principal: Principal): SQL {
  return sql`(((${date}::date + 1))::timestamp at time zone ${principal.tenant.timeZone})`;
}

/** A timestamp column as ISO text, whichever form the driver returns it in. */
export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
