import { describe, expect, it } from 'vitest';
import { correctionValueLabel, tabStatuses } from './correction-values';

describe('correction values as a steward reads them', () => {
  it('shows vocabulary entries in the page language whether the request holds a code or a label', () => {
    expect(correctionValueLabel('en', 'doctorTitle', '主任医师')).toBe('Chief physician');
    expect(correctionValueLabel('zh', 'doctorTitle', 'chief physician')).toBe('主任医师');
    expect(correctionValueLabel('en', 'doctorSex', 'F')).toBe('Female');
    expect(correctionValueLabel('zh', 'ageRange', '45_54')).toBe('45-54岁');
  });

  it('keeps free text and unknown entries as typed, and marks an empty value', () => {
    expect(correctionValueLabel('en', 'doctorTitle', '教授')).toBe('教授');
    expect(correctionValueLabel('en', 'mobile', ' 13800001111 ')).toBe('13800001111');
    expect(correctionValueLabel('en', 'hospital', 'M')).toBe('M');
    expect(correctionValueLabel('zh', 'email', null)).toBe('—');
    expect(correctionValueLabel('zh', 'email', '  ')).toBe('—');
  });

  it('asks for every status on the all tab and for one status on the others', () => {
    expect(tabStatuses('ALL')).toBeUndefined();
    expect(tabStatuses('PENDING')).toEqual(['PENDING']);
  });
});
