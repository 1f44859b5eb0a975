import { describe, expect, it } from 'vitest';
import { placeName, regionName } from './region-name';

describe('region names', () => {
  it('names a municipality once and a province with its city', () => {
    expect(regionName('zh', { province: '上海市', provinceEn: 'Shanghai', city: '上海市', cityEn: 'Shanghai' })).toBe('上海市');
    expect(regionName('en', { province: '上海市', provinceEn: 'Shanghai', city: '上海市', cityEn: 'Shanghai' })).toBe('Shanghai');
    expect(regionName('en', { province: '浙江省', provinceEn: 'Zhejiang', city: '杭州市', cityEn: null })).toBe('Zhejiang 杭州市');
    expect(regionName('zh', { province: null, provinceEn: null, city: null, cityEn: null })).toBe('');
  });
});

describe('place names', () => {
  it('names each part once, largest first, skipping blanks', () => {
    expect(placeName(['上海市', '上海市', '金山区'])).toBe('上海市 金山区');
    expect(placeName(['浙江省', null, '西湖区'])).toBe('浙江省 西湖区');
    expect(placeName([null, undefined])).toBe('');
  });
});
