import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { actionDetailSchema, Activeness, countByTypeSchema } from '@crm/shared/academic-schemas';
import { api } from '@/lib/request/api';
import { profileKey, useProfileList } from './profile-list';

export type Granularity = 'day' | 'month';
export type CountByType = z.infer<typeof countByTypeSchema>;
export type ActionDetail = z.infer<typeof actionDetailSchema>;

export function activenessQueryOptions(id: number, granularity: Granularity) {
  return queryOptions({
    queryKey: [...profileKey(id), 'activeness', granularity],
    queryFn: () => api.get<Activeness>('/doctor/action/activeness', { id, granularity }),
  });
}

/** 医生活跃度: four series by day or by month. */
export function useActiveness(id: number, granularity: Granularity, enabled: boolean) {
  return useQuery({ ...activenessQueryOptions(id, granularity), enabled });
}

/** The three count-by-type calls: 互动行为统计 and the two tendency donuts. */
const countCalls = {
  statistical: '/doctor/action/statistical',
  tendency: '/doctor/action/tendency',
  educateTendency: '/API-EDUCATION/educate/tendency',
} as const;
export type CountCall = keyof typeof countCalls;

export function countsQueryOptions(id: number, call: CountCall) {
  return queryOptions({
    queryKey: [...profileKey(id), call],
    queryFn: () => api.get<CountByType>(countCalls[call], { id }),
  });
}

export function useCounts(id: number, call: CountCall, enabled: boolean) {
  return useQuery({ ...countsQueryOptions(id, call), enabled });
}

/** The interaction detail timeline, newest first. */
export function useActionDetails(id: number, enabled: boolean) {
  return useProfileList<ActionDetail>('actionDetails', '/doctor/action/detail', { id }, enabled);
}
