import { describe, expect, it } from 'vitest';
import { STANCE_CUT } from '@crm/shared/contracts/insights';
import { npsOf, scaleScore } from './survey-evidence';

describe('recommendation index and scale stances', () => {
  it('computes the NPS as % promoters (9–10) minus % detractors (0–6)', () => {
    expect(npsOf([10, 9, 9, 8, 7, 6, 3, 0, 10, 10])).toEqual({ answers: 10, promoters: 5, passives: 2, detractors: 3, nps: 20 });
    expect(npsOf([6, 6, 9])).toEqual({ answers: 3, promoters: 1, passives: 0, detractors: 2, nps: -33 });
    expect(npsOf([7, 8])).toMatchObject({ nps: 0 });
    expect(npsOf([])).toEqual({ answers: 0, promoters: 0, passives: 0, detractors: 0, nps: null });
  });

  it('maps promoters to positive, passives to neutral and detractors to negative stances', () => {
    for (const s of [9, 10]) expect(scaleScore(s)).toBeGreaterThanOrEqual(STANCE_CUT);
    for (const s of [7, 8]) expect(Math.abs(scaleScore(s))).toBeLessThan(STANCE_CUT);
    for (const s of [0, 3, 6]) expect(scaleScore(s)).toBeLessThanOrEqual(-STANCE_CUT);
    expect(scaleScore(0)).toBe(-1);
    expect(scaleScore(10)).toBe(1);
  });
});
