import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { organizationBody } from '@crm/shared/contracts/admin-schemas';
import * as contracts from '@crm/shared/contracts/admin-organizations';
import { callContract } from '@/lib/request/contract-client';

export type { OrgNode } from '@crm/shared/contracts/admin-organizations';

export type OrganizationInput = z.input<typeof organizationBody>;

export const orgTreeQueryOptions = queryOptions({ queryKey: ['admin', 'orgs'], queryFn: () => callContract(contracts.organizationTree, {}) });

export function useOrgTree() {
  return useQuery(orgTreeQueryOptions);
}

function useOrgMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveOrg = () =>
  useOrgMutation(({ id, org }: { id: number | null; org: OrganizationInput }) =>
    id ? callContract(contracts.updateOrganization, { params: { id }, body: org }) : callContract(contracts.createOrganization, { body: org }),
  );
export const useDeleteOrg = () => useOrgMutation((id: number) => callContract(contracts.deleteOrganization, { params: { id } }));
