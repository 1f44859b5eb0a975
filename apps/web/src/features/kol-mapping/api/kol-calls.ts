import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { KolFilter, KolRow, KolScore, kolListSchema, kolOptionsSchema, kolProvinceSchema } from '@crm/shared/contracts/academic-schemas';
import { kolList, kolOptions, kolProvinces, kolScore } from '@crm/shared/contracts/academic';
import { callContract } from '@/lib/request/contract-client';

export type KolOptions = z.infer<typeof kolOptionsSchema>;
export type KolList = z.infer<typeof kolListSchema>;
export type KolProvinces = z.infer<typeof kolProvinceSchema>;
export type { KolFilter, KolRow, KolScore };

const key = ['kolMapping'] as const;

export function kolOptionsQueryOptions() {
  return queryOptions({ queryKey: [...key, 'options'], queryFn: () => callContract(kolOptions, {}), staleTime: 5 * 60_000 });
}

/** Filter choices: therapeutic areas, indications, products (with the withheld flag), provinces. */
export function useKolOptions() {
  return useQuery(kolOptionsQueryOptions());
}

/** `kol/mapping/list`: ranked KOLs for the filters, a page at a time. */
export function useKolList(filter: KolFilter, page: number, size: number) {
  return useQuery({
    queryKey: [...key, 'list', filter, page, size],
    queryFn: () => callContract(kolList, { query: { ...filter, page, size } }),
    placeholderData: keepPreviousData,
  });
}

/** `kol/mapping/province`: KOLs per province and tier for the map; the region filter is left out. */
export function useKolProvinces(filter: KolFilter) {
  const { provinceCode: _province, cityCode: _city, ...rest } = filter;
  return useQuery({
    queryKey: [...key, 'province', rest],
    queryFn: () => callContract(kolProvinces, { query: rest }),
    placeholderData: keepPreviousData,
  });
}

/** `kol/mapping/score/{id}`: one doctor's score and what it is made of. */
export function useKolScore(id: number | null) {
  return useQuery({
    queryKey: [...key, 'score', id],
    queryFn: () => callContract(kolScore, { params: { id: id! } }),
    enabled: id !== null,
  });
}
