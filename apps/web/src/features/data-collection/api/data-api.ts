import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as dataUpload from '@crm/shared/contracts/data-upload';
import * as sda from '@crm/shared/contracts/sda';
import * as forecast from '@crm/shared/contracts/forecast';
import type { ContractInput } from '@crm/shared/contract';
import { callContract, contractQueryOptions } from '@/lib/request/contract-client';

export type { DataModel, DataUploadDetail, DataUpload } from '@crm/shared/contracts/data-upload';
export type { TreatmentRecord, DiagnosisPage } from '@crm/shared/contracts/sda';
export type { ForecastChange, ForecastSheet, IssuanceNode } from '@crm/shared/contracts/forecast';

/** The diagnosis calls under the deployment's service prefix (VITE_DIAGNOSIS_PREFIX, spec 7.2's by default). */
const diagnosis = sda.diagnosisContracts(import.meta.env.VITE_DIAGNOSIS_PREFIX || undefined);

export const useDataModels = () => useQuery(contractQueryOptions(dataUpload.listDataModels, {}));
export const useUploadHistory = (query: ContractInput<typeof dataUpload.listDataUploads>['query']) =>
  useQuery({ ...contractQueryOptions(dataUpload.listDataUploads, { query }), placeholderData: keepPreviousData });
/** One upload; polled while the background job validates it. */
export const useUpload = (id: number | undefined) =>
  useQuery({
    ...contractQueryOptions(dataUpload.getDataUpload, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'VALIDATING' ? 1000 : false),
  });
export const downloadTemplate = (id: number) => callContract(dataUpload.downloadDataTemplate, { params: { id } });
export const downloadRejected = (id: number) => callContract(dataUpload.downloadRejectedRows, { params: { id } });
export const sendUpload = (modelId: number, file: File) => {
  const form = new FormData();
  form.append('modelId', String(modelId));
  form.append('file', file);
  return callContract(dataUpload.uploadData, { body: form });
};

function useInvalidating<T, R>(fn: (input: T) => Promise<R>, ...keys: string[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(keys.map((key) => client.invalidateQueries({ predicate: (q) => String(q.queryKey[1]).includes(key) }))) });
}

export const useSaveUpload = () => useInvalidating((uploadId: number) => callContract(dataUpload.saveUploadedData, { body: { uploadId } }), '/data/');

export const useTreatmentRecords = (query: ContractInput<typeof sda.listTreatmentRecords>['query']) =>
  useQuery({ ...contractQueryOptions(sda.listTreatmentRecords, { query }), placeholderData: keepPreviousData });
export const useSdaHospitals = () => useQuery(contractQueryOptions(sda.sdaHospitalOptions, { query: {} }));
export const useCreateTreatment = () =>
  useInvalidating((body: ContractInput<typeof sda.createTreatmentRecord>['body']) => callContract(sda.createTreatmentRecord, { body }), '/sda/');
export const useUpdateTreatment = () =>
  useInvalidating(
    ({ id, ...body }: { id: number; newPatients: number; ongoingPatients: number; treatments: number }) => callContract(sda.updateTreatmentRecord, { params: { id }, body }),
    '/sda/',
  );
export const useReviewTreatment = () =>
  useInvalidating(({ id, approve }: { id: number; approve: boolean }) => callContract(sda.reviewTreatmentRecord, { params: { id }, body: { approve } }), '/sda/');
export const useClosePeriod = () => useInvalidating((month: string) => callContract(sda.closeTreatmentPeriod, { body: { month } }), '/sda/');

export const useDiagnosisPage = (body: ContractInput<typeof diagnosis.page>['body'], query: { page: number; size: number }) =>
  useQuery({ ...contractQueryOptions(diagnosis.page, { body, query }), placeholderData: keepPreviousData });
export const exportDiagnosis = (body: ContractInput<typeof diagnosis.export>['body']) => callContract(diagnosis.export, { body });

export const useForecastSheet = (query: ContractInput<typeof forecast.getForecastSheet>['query'], poll: boolean) =>
  useQuery({ ...contractQueryOptions(forecast.getForecastSheet, { query }), placeholderData: keepPreviousData, refetchInterval: poll ? 2000 : false });
export const useComputeBaselines = () => useInvalidating((cycle: string) => callContract(forecast.computeBaselines, { body: { cycle } }), '/forecast/');
export const useSaveFigures = (as: 'rep' | 'manager') =>
  useInvalidating(
    (entries: Array<{ entryId: number; value: number | null }>) => callContract(as === 'rep' ? forecast.saveRepForecast : forecast.saveManagerAdjustment, { body: { entries } }),
    '/forecast/',
  );
export const useSubmitForecast = () => useInvalidating((body: { cycle: string; orgId: number }) => callContract(forecast.submitForecast, { body }), '/forecast/');
export const useReviewForecast = () => useInvalidating((body: { cycle: string; orgId: number; lock: boolean }) => callContract(forecast.reviewForecast, { body }), '/forecast/');
/** The changes of one forecast line, fetched while its history drawer is open. */
export const useForecastLineHistory = (query: ContractInput<typeof forecast.getForecastLineHistory>['query'] | null) =>
  useQuery({
    ...contractQueryOptions(forecast.getForecastLineHistory, { query: query ?? { cycle: '', orgId: 0, hospitalId: 0, productId: 0 } }),
    enabled: query !== null,
  });
export const useAccuracy = (cycle: string) => useQuery(contractQueryOptions(forecast.getForecastAccuracy, { query: { cycle } }));

export const useIssuance = (month: string, productId: number | undefined) =>
  useQuery({ ...contractQueryOptions(forecast.listIssuance, { query: { month, productId: productId ?? 0 } }), enabled: productId !== undefined });
export const useIssueTargets = () =>
  useInvalidating((body: ContractInput<typeof forecast.issueTargets>['body']) => callContract(forecast.issueTargets, { body }), '/forecast/issuance');
export const useRespondToTarget = () =>
  useInvalidating(
    ({ id, accept, comment }: { id: number; accept: boolean; comment?: string }) => callContract(forecast.respondToTarget, { params: { id }, body: { accept, comment } }),
    '/forecast/issuance',
  );
