import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingFormOptions } from '@crm/shared/contracts/meetings';
import { callContract } from '@/lib/request/contract-client';

export function getFormOptions() {
  return callContract(meetingFormOptions, {});
}

export const formOptionsQueryOptions = queryOptions({ queryKey: ['meetings', 'form-options'], queryFn: getFormOptions, staleTime: 60_000 });

export function useFormOptions() {
  return useQuery(formOptionsQueryOptions);
}
