import dayjs from 'dayjs';
import type { Lang } from '@/lib/i18n/i18n';
import type { Granularity } from '../api/get-interactions';

/** Spec 2.5: the x labels show the day or the month of each point, per the chosen granularity. */
export function activenessAxisLabel(actionDate: string, granularity: Granularity, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(actionDate);
  if (!match) return actionDate;
  const date = dayjs(`${match[1]}-${match[2]}-${match[3] ?? '01'}`);
  if (granularity === 'day') return lang === 'en' ? date.format('MM/DD') : date.format('M月D日');
  return lang === 'en' ? date.format('YYYY/MM') : date.format('YYYY年M月');
}

/** A duration in seconds as minutes and seconds (hours past an hour). */
export function durationParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
