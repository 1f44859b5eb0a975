import dayjs, { type Dayjs } from 'dayjs';

export type PlanView = 'week' | 'month';

/** Monday of the week holding `day`. */
export function mondayOf(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day').startOf('day');
}

/** The days a week or month view shows: whole weeks, Monday first (a month fills 4 to 6 rows). */
export function planDays(view: PlanView, anchor: Dayjs): Dayjs[] {
  const first = view === 'week' ? mondayOf(anchor) : mondayOf(anchor.startOf('month'));
  const last = view === 'week' ? first.add(6, 'day') : mondayOf(anchor.endOf('month')).add(6, 'day');
  const days: Dayjs[] = [];
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(1, 'day')) days.push(day);
  return days;
}

export function shiftAnchor(view: PlanView, anchor: Dayjs, step: 1 | -1): Dayjs {
  return view === 'week' ? anchor.add(step, 'week') : anchor.add(step, 'month').startOf('month');
}

export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');
export { dayjs };
