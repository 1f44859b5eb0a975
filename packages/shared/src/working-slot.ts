import { wallClockOf } from './wall-clock';

/** Options of nextWorkingSlot. */
export interface WorkingSlotOptions {
  /** IANA zone whose wall clock and working days count (the enterprise's). */
  timeZone: string;
  now?: Date;
  /** Never today, even when the hour is still ahead (a meeting needs a day to be prepared and approved). */
  fromNextDay?: boolean;
}

const MINUTE = 60_000;

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallOf(instant: Date, timeZone: string): Wall {
  const wall = wallClockOf(instant, timeZone);
  return { year: Number(wall.year), month: Number(wall.month), day: Number(wall.day), hour: Number(wall.hour), minute: Number(wall.minute) };
}

/** The instant a wall-clock time of the zone stands for (the later reading across a clock change). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const target = Date.UTC(year, month - 1, day, hour);
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const wall = wallOf(new Date(guess), timeZone);
    const shown = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
    guess += target - shown;
  }
  return new Date(guess);
}

/**
 * The next working slot at `hour`:00 in the zone, never one already past: today's when today is a
 * working day (Monday to Friday) and that hour is still ahead, otherwise the next working day's.
 * Forms propose it as a default (a task due today 18:00, or the next working day's 18:00 once it is later).
 */
export function nextWorkingSlot(hour: number, { timeZone, now = new Date(), fromNextDay = false }: WorkingSlotOptions): Date {
  const today = wallOf(now, timeZone);
  for (let offset = fromNextDay ? 1 : 0; ; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const slot = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, timeZone);
    if (slot.getTime() > now.getTime() + MINUTE) return slot;
  }
}
