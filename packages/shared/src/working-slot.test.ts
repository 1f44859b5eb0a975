import { describe, expect, it } from 'vitest';
import { nextWorkingSlot } from './working-slot';

const timeZone = 'Asia/Shanghai';
// Shanghai is UTC+8: 10:00Z is 18:00 there.
const at = (iso: string) => nextWorkingSlot(18, { timeZone, now: new Date(iso) }).toISOString();

describe('nextWorkingSlot', () => {
  it('proposes today 18:00 while it is still ahead on a working day', () => {
    // Tuesday 2026-03-10 09:00 in Shanghai
    expect(at('2026-03-10T01:00:00Z')).toBe('2026-03-10T10:00:00.000Z');
  });

  it('proposes the next working day once 18:00 has passed', () => {
    // Tuesday 19:30 → Wednesday 18:00; exactly 18:00 is no longer ahead either
    expect(at('2026-03-10T11:30:00Z')).toBe('2026-03-11T10:00:00.000Z');
    expect(at('2026-03-10T10:00:00Z')).toBe('2026-03-11T10:00:00.000Z');
  });

  it('skips the weekend', () => {
    // Friday 2026-03-13 20:00 → Monday 2026-03-16 18:00; Saturday morning too
    expect(at('2026-03-13T12:00:00Z')).toBe('2026-03-16T10:00:00.000Z');
    expect(at('2026-03-14T01:00:00Z')).toBe('2026-03-16T10:00:00.000Z');
  });

  it('counts the day in the zone: 23:30 UTC Monday is already Tuesday morning in Shanghai', () => {
    expect(at('2026-03-09T23:30:00Z')).toBe('2026-03-10T10:00:00.000Z');
  });

  it('can start from the next working day, and works across a clock change', () => {
    expect(nextWorkingSlot(14, { timeZone, now: new Date('2026-03-10T01:00:00Z'), fromNextDay: true }).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    // Berlin moves to summer time on Sunday 2026-03-29: Monday 18:00 is 16:00Z
    expect(nextWorkingSlot(18, { timeZone: 'Europe/Berlin', now: new Date('2026-03-27T18:00:00Z') }).toISOString()).toBe('2026-03-30T16:00:00.000Z');
  });
});
