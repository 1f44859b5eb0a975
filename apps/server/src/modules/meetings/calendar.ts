/** Money and dates as meetings need them: cents shown as yuan, years in the tenant's zone. */
import { dateIn } from '../../lib/zoned-time';

export function formatYuan(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The calendar year a moment falls in for the tenant (budgets and caps are per calendar year). */
export function yearIn(date: Date, timeZone: string): number {
  return Number(dateIn(date, timeZone).slice(0, 4));
}
