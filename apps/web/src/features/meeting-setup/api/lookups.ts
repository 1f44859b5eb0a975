import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetOrgUnits } from '@crm/shared/contracts/budgets';
import { callContract } from '@/lib/request/contract-client';
import { setupKey } from './setup-keys';

export type { OrgUnit } from '@crm/shared/contracts/budgets';

export const orgUnitsQueryOptions = queryOptions({
  queryKey: [...setupKey, 'orgUnits'],
  queryFn: () => callContract(budgetOrgUnits, {}),
  staleTime: 5 * 60_000,
});

/** The tenant's org units in tree order. */
export function useOrgUnits() {
  return useQuery(orgUnitsQueryOptions);
}
