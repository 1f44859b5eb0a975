import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  doctorGroupAnalysis,
  doctorGroupDoctors,
  doctorIndividual,
  doctorIndividualOptions,
  evidenceSource,
  insightOptions,
  patientPortraitList,
  patientPortraitSegment,
  type GroupFilter,
} from '@crm/shared/contracts/insights';
import type { ContractInput } from '@crm/shared/contract';
import { contractQueryOptions } from '@/lib/request/contract-client';

export type { DistributionRow, DoctorIndividual, DoctorStanceRow, Evidence, GroupAnalysis, GroupFilter, PortraitTable, Stance } from '@crm/shared/contracts/insights';

export const useInsightOptions = () => useQuery({ ...contractQueryOptions(insightOptions, {}), staleTime: 5 * 60_000 });

/** Runs only once indications and drugs are chosen (`filter` null before the first "Analyse"). */
export const useGroupAnalysis = (filter: GroupFilter | null) =>
  useQuery({ ...contractQueryOptions(doctorGroupAnalysis, { body: filter ?? {} }), enabled: filter !== null, placeholderData: keepPreviousData });

export const useBarDoctors = (input: ContractInput<typeof doctorGroupDoctors> | null) =>
  useQuery({
    ...contractQueryOptions(doctorGroupDoctors, input ?? { body: { dimension: 'stance' } }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export const useDoctorOptions = (keyword: string) =>
  useQuery({ ...contractQueryOptions(doctorIndividualOptions, { query: { keyword: keyword || undefined } }), placeholderData: keepPreviousData });

export const useDoctorIndividual = (doctorId: number | null) =>
  useQuery({ ...contractQueryOptions(doctorIndividual, { params: { doctorId: doctorId ?? 0 } }), enabled: doctorId !== null });

export const useEvidenceSource = (id: number | null) => useQuery({ ...contractQueryOptions(evidenceSource, { params: { id: id ?? 0 } }), enabled: id !== null });

export const usePortrait = (query: ContractInput<typeof patientPortraitList>['query']) =>
  useQuery({ ...contractQueryOptions(patientPortraitList, { query }), placeholderData: keepPreviousData });

export const usePortraitSegment = (query: ContractInput<typeof patientPortraitSegment>['query'] & object) =>
  useQuery({ ...contractQueryOptions(patientPortraitSegment, { query }), enabled: !!query.key });
