import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorCall } from './doctor-client';

export interface Department {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  children?: Department[];
}

export const departmentsQueryOptions = queryOptions({
  queryKey: ['doctor', 'departments'],
  queryFn: () => doctorCall<Department[]>('/API-DOCTOR/v2/standard/department/current'),
  staleTime: Infinity,
});

export const useDepartments = () => useQuery(departmentsQueryOptions);
