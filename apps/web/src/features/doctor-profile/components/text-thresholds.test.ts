import { describe, expect, it } from 'vitest';
import { RESUME_EXPAND_THRESHOLD, SPECIALTY_EXPAND_THRESHOLD, characterCount, needsExpandLink } from './text-thresholds';

describe('expand thresholds', () => {
  it('offers no link for a resume of exactly 76 characters and one for 77', () => {
    expect(needsExpandLink('医'.repeat(76), RESUME_EXPAND_THRESHOLD)).toBe(false);
    expect(needsExpandLink('医'.repeat(77), RESUME_EXPAND_THRESHOLD)).toBe(true);
  });

  it('offers no link for a specialty of exactly 24 characters and one for 25', () => {
    expect(needsExpandLink('a'.repeat(24), SPECIALTY_EXPAND_THRESHOLD)).toBe(false);
    expect(needsExpandLink('a'.repeat(25), SPECIALTY_EXPAND_THRESHOLD)).toBe(true);
  });

  it('counts characters, not UTF-16 units, and ignores surrounding blanks', () => {
    expect(characterCount('𠀀𠀀')).toBe(2);
    expect(needsExpandLink(`  ${'𠀀'.repeat(24)}  `, SPECIALTY_EXPAND_THRESHOLD)).toBe(false);
  });

  it('offers no link for missing text', () => {
    expect(needsExpandLink(null, RESUME_EXPAND_THRESHOLD)).toBe(false);
    expect(needsExpandLink(undefined, SPECIALTY_EXPAND_THRESHOLD)).toBe(false);
  });
});
