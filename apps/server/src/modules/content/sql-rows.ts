/** Small helpers for raw SQL results and the tenant's calendar. */

export type Row = Record<string, unknown>;

export function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The wall-clock minutes since midnight in a time zone. */
export function minutesOfDayIn(timeZone: string, at: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}
