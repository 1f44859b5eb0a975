import type { DoctorFilters } from '@crm/shared/contracts/customer-doctor-schemas';

/** The filters a user sets on a doctor list: everything but the list itself. */
export type DoctorListFilters = Omit<DoctorFilters, 'listType'>;

type FilterKey = keyof DoctorListFilters;

/** Drops empty values so equal filters compare, cache and save the same way. */
export function cleanFilters(filters: DoctorListFilters): DoctorListFilters {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters) as Array<[FilterKey, unknown]>) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean as DoctorListFilters;
}

/** The filter fields set besides the keyword, to show how many are active. */
export function activeFilterKeys(filters: DoctorListFilters): FilterKey[] {
  return (Object.keys(cleanFilters(filters)) as FilterKey[]).filter((key) => key !== 'keyword');
}

/**
 * The filters a saved search restores. Its list type is not a filter: a search saved on
 * "my customers" applies to whichever list is open.
 */
export function filtersOfSavedSearch(params: DoctorFilters): DoctorListFilters {
  const { listType: _listType, ...filters } = params;
  return cleanFilters(filters);
}

/** A city belongs to its province: changing the province drops a city of another one. */
export function withProvince(filters: DoctorListFilters, provinceCode: string | undefined): DoctorListFilters {
  const next: DoctorListFilters = { ...filters, provinceCode };
  if (!provinceCode || (filters.cityCode && !filters.cityCode.startsWith(provinceCode))) delete next.cityCode;
  return cleanFilters(next);
}
