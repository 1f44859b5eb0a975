import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/insights';
import type { ContractInput } from '@crm/shared/contract';
import { contractQueryOptions } from '@/lib/request/contract-client';

export type { DistributionRow, DoctorIndividual, DoctorStanceRow, Evidence, GroupAnalysis, GroupFilter, PortraitTable, Stance } from '@crm/shared/contracts/insights';

export const useInsightOptions = () => useQuery({ ...contractQueryOptions(contracts.insightOptions, {}), staleTime: 5 * 60_000 });

/** Runs only once indications and drugs are chosen (`filter` null before the first "Analyse"). */
export const useGroupAnalysis = (filter: contracts.GroupFilter | null) =>
  useQuery({ ...contractQueryOptions(contracts.doctorGroupAnalysis, { body: filter ?? {} }), enabled: filter !== null, placeholderData: keepPreviousData });

export const useBarDoctors = (input: ContractInput<typeof contracts.doctorGroupDoctors> | null) =>
  useQuery({
    ...contractQueryOptions(contracts.doctorGroupDoctors, input ?? { body: { dimension: 'stance' } }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export const useDoctorOptions = (keyword: string) =>
  useQuery({ ...contractQueryOptions(contracts.doctorIndividualOptions, { query: { keyword: keyword || undefined } }), placeholderData: keepPreviousData });

export const useDoctorIndividual = (doctorId: number | null) =>
  useQuery({ ...contractQueryOptions(contracts.doctorIndividual, { params: { doctorId: doctorId ?? 0 } }), enabled: doctorId !== null });

export const useEvidenceSource = (id: number | null) => useQuery({ ...contractQueryOptions(contracts.evidenceSource, { params: { id: id ?? 0 } }), enabled: id !== null });

export const usePortrait = (query: ContractInput<typeof contracts.patientPortraitList>['query']) =>
  useQuery({ ...contractQueryOptions(contracts.patientPortraitList, { query }), placeholderData: keepPreviousData });

export const usePortraitSegment = (query: ContractInput<typeof contracts.patientPortraitSegment>['query'] & object) =>
  useQuery({ ...contractQueryOptions(contracts.patientPortraitSegment, { query }), enabled: !!query.key });
