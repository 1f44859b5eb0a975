import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentDailyReport, getDailyReport, getDailyReportDraft, listDailyReports, submitDailyReport } from '@crm/shared/contracts/system-reports';
import type { z } from 'zod';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export type DailyReportFilter = z.input<NonNullable<(typeof listDailyReports)['body']>>;
export type DailyReportSubmission = z.input<NonNullable<(typeof submitDailyReport)['body']>>;

export function useDailyReportDraft(day: string, enabled: boolean) {
  return useQuery({ ...contractQueryOptions(getDailyReportDraft, { query: { day } }), enabled });
}

export function useDailyReports(body: DailyReportFilter) {
  return useQuery({ ...contractQueryOptions(listDailyReports, { body }), placeholderData: keepPreviousData });
}

/** One report; reading it marks its version read, so the list behind it is fetched again to show that. */
export function useDailyReport(id: number | null) {
  const client = useQueryClient();
  const report = useQuery({ ...contractQueryOptions(getDailyReport, { params: { id: id ?? 0 } }), enabled: id !== null });
  const loadedAt = report.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void client.invalidateQueries({ queryKey: contractQueryKey(listDailyReports) });
  }, [client, loadedAt]);
  return report;
}

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([listDailyReports, getDailyReport, getDailyReportDraft].map((c) => client.invalidateQueries({ queryKey: contractQueryKey(c) })));
}

export function useSubmitDailyReport() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: DailyReportSubmission) => callContract(submitDailyReport, { body }), onSuccess: refresh });
}

export function useCommentDailyReport(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (content: string) => callContract(commentDailyReport, { params: { id }, body: { content } }), onSuccess: refresh });
}
