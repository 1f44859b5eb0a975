import { describe, expect, it } from 'vitest';
import { chinaGeoJson, provinceNamesByCode, readRegisteredGeoJson } from './china-geo';

describe('China province outline', () => {
  it('reads all 34 provincial divisions with their GB/T 2260 codes', () => {
    const geo = chinaGeoJson();
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(34);
    const names = provinceNamesByCode(geo);
    expect(names.get('31')).toBe('上海');
    expect(names.get('11')).toBe('北京');
    expect(names.get('44')).toBe('广东');
    expect(names.get('65')).toBe('新疆');
  });

  it('refuses a script that does not hold a map', () => {
    expect(() => readRegisteredGeoJson('echarts.registerMap("x", null);')).toThrow(/unexpected format/);
  });
});
