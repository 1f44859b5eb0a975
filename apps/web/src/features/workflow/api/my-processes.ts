import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import { contractQueryOptions } from '@/lib/request/contract-client';
import type { ListQuery } from './workflow-types';

/** Requests the user started, newest first. */
export function useMyProcesses(query: ListQuery) {
  return useQuery({ ...contractQueryOptions(workflow.myProcesses, { query }), placeholderData: keepPreviousData });
}
