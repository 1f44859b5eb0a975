import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { doctorRelationSchema, NetworkChart, networkDoctorRowSchema, networkTableRowSchema, RelationType } from '@crm/shared/contracts/academic-schemas';
import * as contracts from '@crm/shared/contracts/academic';
import { callContract } from '@/lib/request/contract-client';

export type NetworkDoctorRow = z.infer<typeof networkDoctorRowSchema>;
export type NetworkTableRow = z.infer<typeof networkTableRowSchema>;
export type DoctorRelation = z.infer<typeof doctorRelationSchema>;

const key = ['academicNetwork'] as const;

/** `findRelationList`: doctors to centre on, most influential first, by keyword. */
export function networkDoctorsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...key, 'doctors', keyword],
    queryFn: () => callContract(contracts.networkDoctors, { query: { keyword: keyword || undefined, page: 0, size: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useNetworkDoctors(keyword: string) {
  return useQuery(networkDoctorsQueryOptions(keyword));
}

export interface NetworkChartParams {
  id: number;
  depth: 1 | 2;
  relationType: RelationType | undefined;
  limit: number;
}

/** `doctorAcademicNetworkCenterChart`: the nodes and weighted links around a doctor. */
export function networkChartQueryOptions(params: NetworkChartParams) {
  return queryOptions({
    queryKey: [...key, 'chart', params],
    queryFn: (): Promise<NetworkChart> => callContract(contracts.networkCentreChart, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useNetworkChart(params: NetworkChartParams | null) {
  return useQuery({ ...networkChartQueryOptions(params ?? { id: 0, depth: 1, relationType: undefined, limit: 0 }), enabled: params !== null });
}

/** `doctorAcademicNetworkCenterTable`: the centre's direct relations, strongest first. */
export function useNetworkTable(params: { id: number; relationType: RelationType | undefined; page: number; size: number } | null) {
  return useQuery({
    queryKey: [...key, 'table', params],
    queryFn: () => callContract(contracts.networkCentreTable, { query: params! }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** `findDoctorRelation`: what ties two doctors together. */
export function useDoctorRelation(pair: { id: number; otherId: number } | null) {
  return useQuery({
    queryKey: [...key, 'pair', pair],
    queryFn: () => callContract(contracts.doctorPairTies, { query: pair! }),
    enabled: pair !== null,
  });
}
