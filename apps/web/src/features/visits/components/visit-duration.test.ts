import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Visit } from '../api/visit-types';
import { loggedVisitTimes, minutesBetween, roundedNow, visitDefaults } from './visit-duration';

const at = (time: string) => dayjs(`2026-05-06T${time}`);

describe('visit times', () => {
  it('counts the minutes from start to end, none while either is missing', () => {
    expect(minutesBetween({ startTime: at('09:10'), endTime: at('10:05') })).toBe(55);
    expect(minutesBetween({ startTime: at('10:00'), endTime: at('09:30') })).toBe(-30);
    expect(minutesBetween({ startTime: at('10:00') })).toBeNull();
  });

  it('logs by default the half hour before now, within one day even just after midnight', () => {
    const times = (now: string) => {
      const t = loggedVisitTimes(dayjs(now));
      return [t.date.format('YYYY-MM-DD'), t.startTime.format('HH:mm'), t.endTime.format('HH:mm'), minutesBetween(t)];
    };
    expect(times('2026-05-06T14:17:41')).toEqual(['2026-05-06', '13:45', '14:15', 30]);
    expect(times('2026-05-06T00:40:00')).toEqual(['2026-05-06', '00:10', '00:40', 30]);
    expect(times('2026-05-06T00:10:00')).toEqual(['2026-05-05', '23:25', '23:55', 30]);
    expect(times('2026-05-06T00:00:30')).toEqual(['2026-05-05', '23:25', '23:55', 30]);
  });

  it('starts a quick log now, rounded down to five minutes', () => {
    expect(roundedNow(dayjs('2026-05-06T14:17:41')).format('HH:mm:ss')).toBe('14:15:00');
    expect(roundedNow(dayjs('2026-05-06T14:20:00')).format('HH:mm:ss')).toBe('14:20:00');
  });
});

describe('visit defaults', () => {
  const now = new Date('2026-05-06T06:00:00Z');
  let id = 0;
  const visit = (status: string, userId: number, startAt: string, fields: Partial<Visit> = {}) =>
    ({
      id: ++id,
      status,
      startAt,
      endAt: new Date(new Date(startAt).getTime() + 1800_000).toISOString(),
      visitType: 'FACE',
      purpose: 'PRODUCT',
      user: { id: userId, firstName: 'x', nameEn: null },
      products: [],
      ...fields,
    }) as unknown as Visit;

  it('takes the type, purpose and products of the caller’s last visit with the doctor, else anyone’s', () => {
    const mine = visit('completed', 7, '2026-05-01T02:00:00Z', { visitType: 'PHONE', purpose: 'ACADEMIC', products: [{ id: 3, name: 'p', nameEn: 'p' }] });
    const theirs = visit('completed', 8, '2026-05-04T02:00:00Z', { visitType: 'ONLINE' });
    expect(visitDefaults([theirs, mine], 7, now)).toEqual({ visitType: 'PHONE', purpose: 'ACADEMIC', productIds: [3] });
    expect(visitDefaults([theirs], 7, now)).toMatchObject({ visitType: 'ONLINE', productIds: [] });
    expect(visitDefaults([], 7, now)).toEqual({ productIds: [] });
  });

  it('logs the caller’s plan with the doctor nearest to now, with its type and products; not a plan days away or someone else’s', () => {
    const plan = visit('planned', 7, '2026-05-06T07:00:00Z', { purpose: 'MEETING', products: [{ id: 5, name: 'p', nameEn: 'p' }] });
    const later = visit('planned', 7, '2026-05-09T07:00:00Z');
    const colleagues = visit('planned', 8, '2026-05-06T06:00:00Z');
    const last = visit('completed', 7, '2026-05-01T02:00:00Z', { visitType: 'PHONE' });
    const found = visitDefaults([later, colleagues, plan, last], 7, now);
    expect(found.planned?.id).toBe(plan.id);
    expect(found).toMatchObject({ visitType: 'FACE', purpose: 'MEETING', productIds: [5] });
    expect(visitDefaults([later, colleagues, last], 7, now).planned).toBeUndefined();
  });
});
