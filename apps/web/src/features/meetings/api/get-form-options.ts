import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { FormOptions } from './meeting-types';

export function getFormOptions(): Promise<FormOptions> {
  return api.get<FormOptions>('/meeting/form-options');
}

export const formOptionsQueryOptions = queryOptions({ queryKey: ['meetings', 'form-options'], queryFn: getFormOptions, staleTime: 60_000 });

export function useFormOptions() {
  return useQuery(formOptionsQueryOptions);
}
