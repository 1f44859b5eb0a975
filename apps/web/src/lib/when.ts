import type { Lang } from '@crm/shared/i18n';
import { wallClockOf, type WallClock } from '@crm/shared/wall-clock';
import { languageStore } from '@/lib/i18n/i18n';
import { enterpriseStore } from '@/lib/session/enterprise-store';

export interface WhenOptions {
  /** IANA zone the day is counted in; the enterprise's zone when left out. */
  timeZone?: string;
  /** The UI language, for the weekday's name; the current language when left out. */
  lang?: Lang;
  now?: Date;
}

/** The wall-clock reading, with its date's day number to count calendar days between two moments. */
function wallClock(moment: Date, timeZone: string): WallClock & { dayNumber: number } {
  const wall = wallClockOf(moment, timeZone);
  return { ...wall, dayNumber: Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day)) / 86_400_000 };
}

/**
 * A point in time as lists, cards and timelines show it, in the enterprise's zone and 24-hour time:
 * today as its time (14:30), within six days either side as weekday and time (周二 14:30, Tue 14:30),
 * otherwise as date and time (03-04 14:30), with the year when it is not this year (2025-03-04 14:30).
 */
export function formatWhen(value: string | number | Date | null | undefined, options: WhenOptions = {}): string {
  if (value === null || value === undefined || value === '') return '-';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '-';
  const timeZone = options.timeZone ?? enterpriseStore.get()?.timeZone ?? 'Asia/Shanghai';
  const lang = options.lang ?? languageStore.get();
  const at = wallClock(moment, timeZone);
  const today = wallClock(options.now ?? new Date(), timeZone);
  const time = `${at.hour}:${at.minute}`;
  const days = Math.abs(today.dayNumber - at.dayNumber);
  if (days === 0) return time;
  if (days < 7) {
    const weekday = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { timeZone, weekday: 'short' }).format(moment);
    return `${weekday} ${time}`;
  }
  const date = at.year === today.year ? `${at.month}-${at.day}` : `${at.year}-${at.month}-${at.day}`;
  return `${date} ${time}`;
}
