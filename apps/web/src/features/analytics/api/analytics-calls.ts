import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drillMetric, getDashboard, getDashboardEmbed, listMetrics, queryMetrics, saveDashboard, type DrillQuery, type MetricQuery } from '@crm/shared/contracts/analytics';
import type { z } from 'zod';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export type SaveDashboardBody = z.input<NonNullable<(typeof saveDashboard)['body']>>;

export function useMetricCatalog() {
  return useQuery({ ...contractQueryOptions(listMetrics, {}), staleTime: 5 * 60_000 });
}

export function useMetricQuery(body: MetricQuery, enabled = true) {
  return useQuery({ ...contractQueryOptions(queryMetrics, { body }), enabled, placeholderData: keepPreviousData });
}

export function useDrill(body: DrillQuery | null) {
  return useQuery({ ...contractQueryOptions(drillMetric, { body: body! }), enabled: body !== null, placeholderData: keepPreviousData });
}

export function useDashboard(key: string) {
  return useQuery(contractQueryOptions(getDashboard, { params: { key } }));
}

/** The signed external dashboard shown instead of the product's own, when one is configured; renewed well before it expires. */
export function useDashboardEmbed(key: string) {
  return useQuery({ ...contractQueryOptions(getDashboardEmbed, { params: { key } }), staleTime: 2 * 60_000, refetchOnWindowFocus: false });
}

export function useSaveDashboard(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDashboardBody) => callContract(saveDashboard, { params: { key }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractQueryKey(getDashboard) }),
  });
}
