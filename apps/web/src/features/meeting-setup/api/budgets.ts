import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { budgetKey } from './setup-keys';

export interface BudgetAmounts {
  budgetCents: number;
  estimatedCents: number;
  committedCents: number;
  actualCents: number;
  availableCents: number;
}

export interface BudgetPool extends BudgetAmounts {
  id: number;
  orgId: number;
  orgName: string;
  orgNameEn: string | null;
  productId: number;
  productName: string;
  productNameEn: string;
  year: number;
  remark: string | null;
}

export interface BudgetTreeNode {
  orgId: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
  own: BudgetAmounts;
  total: BudgetAmounts;
}

export interface BudgetFilter {
  year: number;
  productId?: number | undefined;
}

export function budgetTreeQueryOptions(filter: BudgetFilter) {
  return queryOptions({
    queryKey: [...budgetKey, 'tree', filter],
    queryFn: () => api.get<BudgetTreeNode[]>('/budget/tree', { ...filter }),
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
    queryFn: () => api.get<Page<BudgetPool>>('/budget/pool/page', { ...filter }),
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
    mutationFn: (body: { orgId: number; productId: number; year: number; budgetCents: number; remark?: string | null }) =>
      api.post<{ id: number }>('/budget/pool', body, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}

export function useAdjustPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, budgetCents, remark }: { id: number; budgetCents: number; remark?: string | null }) =>
      api.put<{ id: number }>(`/budget/pool/${id}`, { budgetCents, remark }, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}
