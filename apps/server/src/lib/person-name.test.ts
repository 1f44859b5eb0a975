import { describe, expect, it } from 'vitest';
import { personNameEn } from './person-name';

describe('personNameEn', () => {
  it('writes a Chinese name in pinyin, given name first, with surnames read as surnames', () => {
    expect(personNameEn('陈静')).toBe('Jing Chen');
    expect(personNameEn('单晓红')).toBe('Xiaohong Shan');
    expect(personNameEn('欧阳娜娜')).toBe('Nana Ouyang');
  });
  it('leaves a name without Chinese characters as it is', () => {
    expect(personNameEn('Anna Schmidt')).toBe('Anna Schmidt');
  });
});
