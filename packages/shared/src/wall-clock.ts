/** A moment's wall-clock reading in a zone, each part zero-padded (24-hour): year, month, day, hour, minute. */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** What a clock on the wall of `timeZone` (an IANA zone) reads at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}
