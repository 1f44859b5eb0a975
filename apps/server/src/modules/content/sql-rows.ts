/** Small helpers for raw SQL results and the tenant's calendar. */
import { dateIn, minutesOfDayIn as minutesIn } from '../../lib/zoned-time';

export type Row = Record<string, unknown>;

export function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  return dateIn(at, timeZone);
}

/** The wall-clock minutes since midnight in a time zone. */
export function minutesOfDayIn(timeZone: string, at: Date = new Date()): number {
  return minutesIn(at, timeZone);
}
