import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { isPast, proposedSlot } from './proposed-slot';

const timeZone = 'Asia/Shanghai';

describe('the due time a new task proposes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is today 18:00 in the afternoon of a working day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 2026-03-10 15:00 in Shanghai
    vi.setSystemTime(new Date('2026-03-10T07:00:00Z'));
    const due = proposedSlot(18, { timeZone });
    expect(due.format('YYYY-MM-DD HH:mm')).toBe('2026-03-10 18:00');
    expect(isPast(due, due, timeZone)).toBe(false);
  });

  it('is the next working day 18:00 with the clock after 18:00, and never in the past', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 2026-03-10 19:30 in Shanghai: today 18:00 has passed
    vi.setSystemTime(new Date('2026-03-10T11:30:00Z'));
    const due = proposedSlot(18, { timeZone });
    expect(due.format('YYYY-MM-DD HH:mm')).toBe('2026-03-11 18:00');
    expect(isPast(due, due, timeZone)).toBe(false);
    // what the form used to propose is refused before the server sees it
    const todayAtSix = dayjs('2026-03-10T18:00');
    expect(isPast(todayAtSix, todayAtSix, timeZone)).toBe(true);
  });

  it('skips the weekend after 18:00 on a Friday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 2026-03-13 21:00 in Shanghai
    vi.setSystemTime(new Date('2026-03-13T13:00:00Z'));
    expect(proposedSlot(18, { timeZone }).format('YYYY-MM-DD HH:mm')).toBe('2026-03-16 18:00');
  });
});
