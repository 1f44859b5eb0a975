// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { doctorListTypeOf, hospitalListTypeOf } from './list-types';

describe('list types of the menu tabs', () => {
  it('follows the listType attribute, else the path', () => {
    expect(doctorListTypeOf({ path: 'myCustomer', attributes: [{ name: 'listType', value: 'MY_FOCUS' }] })).toBe('MY_FOCUS');
    expect(doctorListTypeOf({ path: 'allCustomer', attributes: [] })).toBe('ALL_CUSTOMER');
    expect(doctorListTypeOf({ path: 'focusCustomer', attributes: [{ name: 'listType', value: 'bogus' }] })).toBe('MY_CUSTOMER');
    expect(hospitalListTypeOf({ path: 'totalHospital' })).toBe('ALL_HOSPITAL');
    expect(hospitalListTypeOf({ path: 'hospitalTeamManager' })).toBe('MY_HOSPITAL');
  });
});
