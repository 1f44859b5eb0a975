import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RelationType, relationSchema, relationTypeCountSchema } from '@crm/shared/contracts/academic-schemas';
import { relationList, relationTypeCounts } from '@crm/shared/contracts/academic';
import { callContract } from '@/lib/request/contract-client';
import { profileKey, useProfileList } from './profile-list';

export type Relation = z.infer<typeof relationSchema>;
export type RelationTypeCounts = z.infer<typeof relationTypeCountSchema>;

export function relationTypesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...profileKey(id), 'relationTypes'],
    queryFn: () => callContract(relationTypeCounts, { params: { id } }),
  });
}

/** How many colleagues the doctor has per relation type (the filter chips). */
export function useRelationTypes(id: number, enabled: boolean) {
  return useQuery({ ...relationTypesQueryOptions(id), enabled });
}

/** The doctor's colleagues, strongest first, of one relation type or all. */
export function useRelations(id: number, relationType: RelationType | undefined, enabled: boolean) {
  return useProfileList('relations', relationList, { id, relationType }, enabled);
}
