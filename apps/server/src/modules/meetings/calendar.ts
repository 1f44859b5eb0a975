/** Money and dates as meetings need them: cents shown as yuan, years and days in the tenant's zone. */

export function formatYuan(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The calendar year a moment falls in for the tenant (budgets and caps are per calendar year). */
export function yearIn(date: Date, timeZone: string): number {
  return Number(partsIn(date, timeZone).year);
}

/** `YYYY-MM-DD` of a moment in the tenant's zone. */
export function dayIn(date: Date, timeZone: string): string {
  const { year, month, day } = partsIn(date, timeZone);
  return `${year}-${month}-${day}`;
}
