import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/budgets';
import { callContract } from '@/lib/request/contract-client';
import { budgetKey } from './setup-keys';

export type { BudgetAmounts, BudgetPool, BudgetTreeNode } from '@crm/shared/contracts/budgets';

export interface BudgetFilter {
  year: number;
  productId?: number | undefined;
}

export function budgetTreeQueryOptions(filter: BudgetFilter) {
  return queryOptions({
    queryKey: [...budgetKey, 'tree', filter],
    queryFn: () => callContract(contracts.budgetTree, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

/** Budgets rolled up the org tree for a year (and product). */
export function useBudgetTree(filter: BudgetFilter) {
  return useQuery(budgetTreeQueryOptions(filter));
}

export function budgetPoolsQueryOptions(filter: BudgetFilter & { orgId?: number | undefined; page: number; size: number }) {
  return queryOptions({
    queryKey: [...budgetKey, 'pools', filter],
    queryFn: () => callContract(contracts.budgetPoolPage, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

/** The pools themselves with what meetings use of each. */
export function useBudgetPools(filter: BudgetFilter & { orgId?: number | undefined; page: number; size: number }) {
  return useQuery(budgetPoolsQueryOptions(filter));
}

export function useCreatePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orgId: number; productId: number; year: number; budgetCents: number; remark?: string | null }) => callContract(contracts.createBudgetPool, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}

export function useAdjustPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, budgetCents, remark }: { id: number; budgetCents: number; remark?: string | null }) =>
      callContract(contracts.adjustBudgetPool, { params: { id }, body: { budgetCents, remark } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}
