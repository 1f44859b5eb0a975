import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { organizationBody } from '@crm/shared/admin-schemas';
import { api } from '@/lib/request/api';

export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
  code: string;
  type: OrganizationInput['type'];
  grade: number;
  sort: number;
  leaderId: number | null;
  leaderName: string | null;
  children: OrgNode[];
}

export type OrganizationInput = z.input<typeof organizationBody>;

const BASE = '/API-SYSTEM/admin/org';

export const orgTreeQueryOptions = queryOptions({ queryKey: ['admin', 'orgs'], queryFn: () => api.get<OrgNode[]>(`${BASE}/tree`) });

export function useOrgTree() {
  return useQuery(orgTreeQueryOptions);
}

function useOrgMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveOrg = () =>
  useOrgMutation(({ id, org }: { id: number | null; org: OrganizationInput }) =>
    id ? api.put<null>(`${BASE}/${id}`, org, { json: true }) : api.post<{ id: number }>(BASE, org, { json: true }),
  );
export const useDeleteOrg = () => useOrgMutation((id: number) => api.delete<{ deleted: number }>(`${BASE}/${id}`));
