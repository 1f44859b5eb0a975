import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { actionDetailSchema, Activeness, countByTypeSchema } from '@crm/shared/contracts/academic-schemas';
import * as contracts from '@crm/shared/contracts/academic';
import { callContract } from '@/lib/request/contract-client';
import { profileKey, useProfileList } from './profile-list';

export type Granularity = 'day' | 'month';
export type CountByType = z.infer<typeof countByTypeSchema>;
export type ActionDetail = z.infer<typeof actionDetailSchema>;

export function activenessQueryOptions(id: number, granularity: Granularity) {
  return queryOptions({
    queryKey: [...profileKey(id), 'activeness', granularity],
    queryFn: (): Promise<Activeness> => callContract(contracts.interactionActiveness, { query: { id, granularity } }),
  });
}

/** 医生活跃度: four series by day or by month. */
export function useActiveness(id: number, granularity: Granularity, enabled: boolean) {
  return useQuery({ ...activenessQueryOptions(id, granularity), enabled });
}

/** The three count-by-type calls: 互动行为统计 and the two tendency donuts. */
const countCalls = {
  statistical: contracts.interactionKinds,
  tendency: contracts.interactionChannels,
  educateTendency: contracts.educationTopics,
} as const;
export type CountCall = keyof typeof countCalls;

export function countsQueryOptions(id: number, call: CountCall) {
  return queryOptions({
    queryKey: [...profileKey(id), call],
    queryFn: (): Promise<CountByType> => callContract(countCalls[call], { query: { id } }),
  });
}

export function useCounts(id: number, call: CountCall, enabled: boolean) {
  return useQuery({ ...countsQueryOptions(id, call), enabled });
}

/** The interaction detail timeline, newest first. */
export function useActionDetails(id: number, enabled: boolean) {
  return useProfileList('actionDetails', contracts.interactionTimeline, { id }, enabled);
}
