import { describe, expect, it } from 'vitest';
import { activeFilterKeys, cleanFilters, filtersOfSavedSearch, withProvince } from './doctor-filters';

describe('doctor list filters', () => {
  it('drops empty values and trims text so equal searches are equal', () => {
    expect(cleanFilters({ keyword: '  zs ', hospitalName: '   ', hospitalLevels: [], channels: ['WECOM'], hasSales: false, productId: undefined })).toEqual({
      keyword: 'zs',
      channels: ['WECOM'],
      hasSales: false,
    });
  });

  it('counts the filters set besides the keyword', () => {
    expect(activeFilterKeys({ keyword: 'zs', hospitalLevels: ['3A'], titleCodes: [], lastVisit: 'NEVER' }).sort()).toEqual(['hospitalLevels', 'lastVisit']);
    expect(activeFilterKeys({ keyword: 'zs' })).toEqual([]);
  });

  it('restores a saved search without its list type', () => {
    expect(filtersOfSavedSearch({ listType: 'ALL_CUSTOMER', keyword: 'wang', hospitalLevels: ['3A'], channels: [] })).toEqual({ keyword: 'wang', hospitalLevels: ['3A'] });
  });

  it('keeps a city only while it lies in the chosen province', () => {
    expect(withProvince({ provinceCode: '31', cityCode: '3101' }, '31')).toEqual({ provinceCode: '31', cityCode: '3101' });
    expect(withProvince({ provinceCode: '31', cityCode: '3101' }, '11')).toEqual({ provinceCode: '11' });
    expect(withProvince({ provinceCode: '31', cityCode: '3101', keyword: 'li' }, undefined)).toEqual({ keyword: 'li' });
  });
});
