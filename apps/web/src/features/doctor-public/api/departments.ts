import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalDepartments } from '@crm/shared/contracts/doctor-portal';
import type { DepartmentTree } from '@crm/shared/contracts/dictionaries';
import { callDoctorContract } from './doctor-client';

/** A standard department, with its sub-departments when it is a top-level one. */
export type Department = Omit<DepartmentTree, 'children'> & { children?: Department[] };

export const departmentsQueryOptions = queryOptions({
  queryKey: ['doctor', 'departments'],
  queryFn: () => callDoctorContract(portalDepartments, {}),
  staleTime: Infinity,
});

export const useDepartments = () => useQuery(departmentsQueryOptions);
