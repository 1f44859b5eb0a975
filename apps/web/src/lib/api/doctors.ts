import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import { findDoctor, findDoctorByCode, findDoctorPage, followDoctor as followDoctorContract, productLevels } from '@crm/shared/contracts/doctors';
import { callContract } from '@/lib/request/contract-client';

export type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';

/**
 * The root query key of everything about one doctor: features nest their own keys under it, so
 * invalidating it refreshes the record and all that hangs off it.
 */
export const doctorKey = (id: number) => ['doctor', id] as const;

const isRecordId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * A doctor's business record (`doctor/find/{id}`). The pages that show it explain a doctor outside
 * the caller's range themselves, so the request layer shows no second message.
 */
export function doctorQueryOptions(id: number) {
  return queryOptions({
    queryKey: doctorKey(id),
    queryFn: () => callContract(findDoctor, { params: { id } }, { explainedStatuses: [403, 404] }),
    enabled: isRecordId(id),
    retry: false,
    staleTime: 60_000,
  });
}

export function useDoctor(id: number, enabled = true) {
  const options = doctorQueryOptions(id);
  return useQuery({ ...options, enabled: enabled && isRecordId(id) });
}

/** A doctor's record by master-data code (`doctor/get/one/{doctorId}`). */
export function doctorByCodeQueryOptions(code: string | undefined) {
  return queryOptions({
    queryKey: ['doctor', 'code', code],
    queryFn: () => callContract(findDoctorByCode, { params: { doctorId: code ?? '' } }, { explainedStatuses: [403, 404] }),
    enabled: !!code,
    retry: false,
  });
}

/** Doctors of the caller's range matching a name, pinyin, hospital or department: every doctor picker. */
export function doctorOptionsQueryOptions(keyword: string) {
  const query = { page: 0, size: 20, keyword: keyword || undefined };
  return queryOptions({
    queryKey: ['doctor', 'picker', keyword],
    queryFn: () => callContract(findDoctorPage, { query }),
    staleTime: 60_000,
  });
}

export function useDoctorOptions(keyword: string) {
  return useQuery(doctorOptionsQueryOptions(keyword));
}

/** A doctor's level per product (`doctor/get/product/leve/{id}`), under the doctor's key. */
export function productLevelsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...doctorKey(id), 'product-levels'],
    queryFn: () => callContract(productLevels, { params: { id } }),
  });
}

/** Stars or unstars a doctor for the caller (`doctor/focus`). */
export function followDoctor(body: ContractInput<typeof followDoctorContract>['body']) {
  return callContract(followDoctorContract, { body });
}
