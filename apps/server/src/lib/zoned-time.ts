/**
 * Calendar days in a tenant's time zone. "Today", "expired" and date filters are decided in the
 * tenant's zone (Asia/Shanghai by default), never the server's.
 */

// Building an Intl.DateTimeFormat costs far more than formatting with one (it loads the zone's
// rules): one of each kind per zone, made on first use, serves every later call.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'parts' | 'date' | 'hour', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        : kind === 'date'
          ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
          : new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' });
    formatters.set(key, format);
  }
  return format;
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter('parts', timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return formatter('date', timeZone).format(instant);
}

/** The instant a calendar date (YYYY-MM-DD) begins in the zone. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(year, month - 1, day));
  // Two passes settle the offset even on a day whose offset changes (daylight saving).
  let instant = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  instant = new Date(guess.getTime() - offsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The wall-clock minutes since midnight of an instant in the zone. */
export function minutesOfDayIn(instant: Date, timeZone: string): number {
  const parts = formatter('parts', timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** The hour (0–23) of an instant in the zone. */
export function hourIn(instant: Date, timeZone: string): number {
  return Number(formatter('hour', timeZone).format(instant));
}

/** The wall clock of an instant in the zone, `YYYY-MM-DD HH:mm`: the same in every language. */
export function dateTimeIn(instant: Date, timeZone: string): string {
  const parts = formatter('parts', timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
