import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';
import type { InstanceDetail, InstanceDiagram } from './workflow-types';

export function instanceDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...workflowKey, 'instance', id],
    queryFn: () => api.get<InstanceDetail>(`/workflow/instance/${id}`),
  });
}

/** One request: chain, current step and candidates, history and the user's open step. */
export function useInstanceDetail(id: number | null) {
  return useQuery({ ...instanceDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export function instanceDiagramQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...workflowKey, 'instance', id, 'diagram'],
    queryFn: () => api.get<InstanceDiagram>(`/workflow/instance/${id}/diagram`),
  });
}

/** The BPMN of the request's chain version with the steps passed and waiting. */
export function useInstanceDiagram(id: number) {
  return useQuery(instanceDiagramQueryOptions(id));
}
