import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as analytics from '@crm/shared/contracts/event-analytics';
import * as scoring from '@crm/shared/contracts/lead-scoring';
import type { ContractInput } from '@crm/shared/contract';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export type { AnalyticsFilter, Funnel, FunnelFigures, PathsResult, TrendResult } from '@crm/shared/contracts/event-analytics';
export type { ScoreRule, ScoreRuleBody } from '@crm/shared/contracts/lead-scoring';

export const useScoreRules = () => useQuery(contractQueryOptions(scoring.listScoreRules, { query: {} }));
export const useRuleVersions = (code: string | null) => useQuery({ ...contractQueryOptions(scoring.scoreRuleVersions, { params: { code: code ?? '' } }), enabled: code !== null });

function useInvalidateScoring() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contractQueryKey(scoring.listScoreRules).slice(0, 1) });
}

export function useSaveRule() {
  const invalidate = useInvalidateScoring();
  return useMutation({
    mutationFn: ({ code, body }: { code?: string; body: ContractInput<typeof scoring.createScoreRule>['body'] }) =>
      code ? callContract(scoring.reviseScoreRule, { params: { code }, body }) : callContract(scoring.createScoreRule, { body }),
    onSuccess: invalidate,
  });
}
export function useSetRuleEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) => callContract(scoring.setScoreRuleEnabled, { params: { code }, body: { enabled } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
export const useBackTest = () => useMutation({ mutationFn: (body: ContractInput<typeof scoring.backTestScores>['body']) => callContract(scoring.backTestScores, { body }) });

export const useLeads = (body: ContractInput<typeof scoring.searchLeads>['body']) =>
  useQuery({ ...contractQueryOptions(scoring.searchLeads, { body }), placeholderData: keepPreviousData });
export const useLeadDetail = (doctorId: number | null, productId: number) =>
  useQuery({ ...contractQueryOptions(scoring.leadDetail, { params: { id: doctorId ?? 0 }, query: { productId } }), enabled: doctorId !== null });

export const useFunnels = (kind: 'marketing' | 'indirect') => useQuery(contractQueryOptions(analytics.listFunnels, { query: { kind } }));
export function useSaveFunnel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof analytics.saveFunnel>['body']) => callContract(analytics.saveFunnel, { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}
export const useFunnelRun = (funnelId: number | undefined, filter: analytics.AnalyticsFilter) =>
  useQuery({ ...contractQueryOptions(analytics.runFunnel, { body: { funnelId: funnelId ?? 0, filter } }), enabled: funnelId !== undefined });
export const useDropOff = (funnelId: number | undefined, filter: analytics.AnalyticsFilter, step: number, page: number) =>
  useQuery({
    ...contractQueryOptions(analytics.funnelDropOff, { body: { funnelId: funnelId ?? 0, filter, step, page, size: 10 } }),
    enabled: funnelId !== undefined && step > 0,
    placeholderData: keepPreviousData,
  });

export const usePaths = (body: ContractInput<typeof analytics.journeyPaths>['body']) => useQuery(contractQueryOptions(analytics.journeyPaths, { body }));
export const useTrend = (body: ContractInput<typeof analytics.journeyTrend>['body']) => useQuery(contractQueryOptions(analytics.journeyTrend, { body }));
export const useDoctorJourney = (doctorId: number | null) =>
  useQuery({ ...contractQueryOptions(analytics.doctorJourney, { params: { id: doctorId ?? 0 }, query: {} }), enabled: doctorId !== null });
export const useHospitalJourney = (hospitalId: number | null, period: { from: string; to: string }) =>
  useQuery({ ...contractQueryOptions(analytics.hospitalJourney, { params: { id: hospitalId ?? 0 }, query: period }), enabled: hospitalId !== null });
export const useDoctorOptions = (keyword: string, enabled = true) =>
  useQuery({ ...contractQueryOptions(analytics.lookupDoctors, { query: { keyword } }), placeholderData: keepPreviousData, enabled });
export const useHospitalOptions = (keyword: string, enabled = true) =>
  useQuery({ ...contractQueryOptions(analytics.lookupHospitals, { query: { keyword } }), placeholderData: keepPreviousData, enabled });
