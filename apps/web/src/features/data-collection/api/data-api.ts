import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadDataTemplate, downloadRejectedRows, getDataUpload, listDataModels, listDataUploads, saveUploadedData, uploadData } from '@crm/shared/contracts/data-upload';
import {
  closeTreatmentPeriod,
  createTreatmentRecord,
  diagnosisContracts,
  listTreatmentRecords,
  reviewTreatmentRecord,
  sdaHospitalOptions,
  updateTreatmentRecord,
} from '@crm/shared/contracts/sda';
import {
  computeBaselines,
  getForecastAccuracy,
  getForecastLineHistory,
  getForecastSheet,
  issueTargets,
  listIssuance,
  respondToTarget,
  reviewForecast,
  saveManagerAdjustment,
  saveRepForecast,
  submitForecast,
} from '@crm/shared/contracts/forecast';
import type { ContractInput } from '@crm/shared/contract';
import { callContract, contractQueryOptions } from '@/lib/request/contract-client';

export type { DataModel, DataUploadDetail, DataUpload } from '@crm/shared/contracts/data-upload';
export type { TreatmentRecord, DiagnosisPage } from '@crm/shared/contracts/sda';
export type { ForecastChange, ForecastSheet, IssuanceNode } from '@crm/shared/contracts/forecast';

/** The diagnosis calls under the deployment's service prefix (VITE_DIAGNOSIS_PREFIX, spec 7.2's by default). */
const diagnosis = diagnosisContracts(import.meta.env.VITE_DIAGNOSIS_PREFIX || undefined);

export const useDataModels = () => useQuery(contractQueryOptions(listDataModels, {}));
export const useUploadHistory = (query: ContractInput<typeof listDataUploads>['query']) =>
  useQuery({ ...contractQueryOptions(listDataUploads, { query }), placeholderData: keepPreviousData });
/** One upload; polled while the background job validates it. */
export const useUpload = (id: number | undefined) =>
  useQuery({
    ...contractQueryOptions(getDataUpload, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'VALIDATING' ? 1000 : false),
  });
export const downloadTemplate = (id: number) => callContract(downloadDataTemplate, { params: { id } });
export const downloadRejected = (id: number) => callContract(downloadRejectedRows, { params: { id } });
export const sendUpload = (modelId: number, file: File) => {
  const form = new FormData();
  form.append('modelId', String(modelId));
  form.append('file', file);
  return callContract(uploadData, { body: form });
};

function useInvalidating<T, R>(fn: (input: T) => Promise<R>, ...keys: string[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(keys.map((key) => client.invalidateQueries({ predicate: (q) => String(q.queryKey[1]).includes(key) }))) });
}

export const useSaveUpload = () => useInvalidating((uploadId: number) => callContract(saveUploadedData, { body: { uploadId } }), '/data/');

export const useTreatmentRecords = (query: ContractInput<typeof listTreatmentRecords>['query']) =>
  useQuery({ ...contractQueryOptions(listTreatmentRecords, { query }), placeholderData: keepPreviousData });
export const useSdaHospitals = () => useQuery(contractQueryOptions(sdaHospitalOptions, { query: {} }));
export const useCreateTreatment = () => useInvalidating((body: ContractInput<typeof createTreatmentRecord>['body']) => callContract(createTreatmentRecord, { body }), '/sda/');
export const useUpdateTreatment = () =>
  useInvalidating(
    ({ id, ...body }: { id: number; newPatients: number; ongoingPatients: number; treatments: number }) => callContract(updateTreatmentRecord, { params: { id }, body }),
    '/sda/',
  );
export const useReviewTreatment = () =>
  useInvalidating(({ id, approve }: { id: number; approve: boolean }) => callContract(reviewTreatmentRecord, { params: { id }, body: { approve } }), '/sda/');
export const useClosePeriod = () => useInvalidating((month: string) => callContract(closeTreatmentPeriod, { body: { month } }), '/sda/');

export const useDiagnosisPage = (body: ContractInput<typeof diagnosis.page>['body'], query: { page: number; size: number }) =>
  useQuery({ ...contractQueryOptions(diagnosis.page, { body, query }), placeholderData: keepPreviousData });
export const exportDiagnosis = (body: ContractInput<typeof diagnosis.export>['body']) => callContract(diagnosis.export, { body });

export const useForecastSheet = (query: ContractInput<typeof getForecastSheet>['query'], poll: boolean) =>
  useQuery({ ...contractQueryOptions(getForecastSheet, { query }), placeholderData: keepPreviousData, refetchInterval: poll ? 2000 : false });
export const useComputeBaselines = () => useInvalidating((cycle: string) => callContract(computeBaselines, { body: { cycle } }), '/forecast/');
export const useSaveFigures = (as: 'rep' | 'manager') =>
  useInvalidating(
    (entries: Array<{ entryId: number; value: number | null }>) => callContract(as === 'rep' ? saveRepForecast : saveManagerAdjustment, { body: { entries } }),
    '/forecast/',
  );
export const useSubmitForecast = () => useInvalidating((body: { cycle: string; orgId: number }) => callContract(submitForecast, { body }), '/forecast/');
export const useReviewForecast = () => useInvalidating((body: { cycle: string; orgId: number; lock: boolean }) => callContract(reviewForecast, { body }), '/forecast/');
/** The changes of one forecast line, fetched while its history drawer is open. */
export const useForecastLineHistory = (query: ContractInput<typeof getForecastLineHistory>['query'] | null) =>
  useQuery({
    ...contractQueryOptions(getForecastLineHistory, { query: query ?? { cycle: '', orgId: 0, hospitalId: 0, productId: 0 } }),
    enabled: query !== null,
  });
export const useAccuracy = (cycle: string) => useQuery(contractQueryOptions(getForecastAccuracy, { query: { cycle } }));

export const useIssuance = (month: string, productId: number | undefined) =>
  useQuery({ ...contractQueryOptions(listIssuance, { query: { month, productId: productId ?? 0 } }), enabled: productId !== undefined });
export const useIssueTargets = () => useInvalidating((body: ContractInput<typeof issueTargets>['body']) => callContract(issueTargets, { body }), '/forecast/issuance');
export const useRespondToTarget = () =>
  useInvalidating(
    ({ id, accept, comment }: { id: number; accept: boolean; comment?: string }) => callContract(respondToTarget, { params: { id }, body: { accept, comment } }),
    '/forecast/issuance',
  );
