const DAY = 86_400_000;
const MAX_BUCKETS = { day: 366, month: 120 } as const;
/** China has one zone and no daylight saving: a day there starts at 16:00 UTC the day before. */
const SHANGHAI_OFFSET = 8 * 3_600_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);

export interface Buckets {
  labels: string[];
  /** Local (Asia/Shanghai) start of the first bucket and end of the last, as `YYYY-MM-DD`. */
  from: string;
  to: string;
}

/**
 * The day or month buckets of the activeness chart: by default the last 30 days or 12 months up
 * to today in China. Null when the range is reversed or too long to draw.
 */
export function activenessBuckets(granularity: 'day' | 'month', startDate: string | undefined, endDate: string | undefined, now: Date): Buckets | null {
  const end = parse(endDate ?? isoDay(now.getTime() + SHANGHAI_OFFSET));
  if (granularity === 'day') {
    const start = startDate ? parse(startDate) : end - 29 * DAY;
    const count = Math.round((end - start) / DAY) + 1;
    if (count < 1 || count > MAX_BUCKETS.day) return null;
    const labels = Array.from({ length: count }, (_, i) => isoDay(start + i * DAY));
    return { labels, from: labels[0]!, to: isoDay(end + DAY) };
  }
  const endMonth = new Date(end);
  const last = endMonth.getUTCFullYear() * 12 + endMonth.getUTCMonth();
  const startMonth = startDate ? new Date(parse(startDate)) : null;
  const first = startMonth ? startMonth.getUTCFullYear() * 12 + startMonth.getUTCMonth() : last - 11;
  const count = last - first + 1;
  if (count < 1 || count > MAX_BUCKETS.month) return null;
  const label = (month: number) => `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  const labels = Array.from({ length: count }, (_, i) => label(first + i));
  return { labels, from: `${labels[0]}-01`, to: `${label(last + 1)}-01` };
}
