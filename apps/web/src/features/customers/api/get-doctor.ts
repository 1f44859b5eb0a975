import { useQuery } from '@tanstack/react-query';
import { otherPracticeSites } from '@crm/shared/contracts/doctors';
import { doctorByCodeQueryOptions, productLevelsQueryOptions } from '@/lib/api/doctors';
import { callContract } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

/** The record id behind an address: digits are the record id, anything else the master-data code. */
export function useDoctorRecordId(param: string | undefined) {
  const isRecordId = !!param && /^\d+$/.test(param);
  const byCode = useQuery({ ...doctorByCodeQueryOptions(param), enabled: !!param && !isRecordId });
  return { id: isRecordId ? Number(param) : byCode.data?.id, isError: byCode.isError, isLoading: byCode.isLoading };
}

export function useProductLevels(id: number) {
  return useQuery(productLevelsQueryOptions(id));
}

export function useOtherPracticeSites(id: number) {
  return useQuery({
    queryKey: [...customerKeys.doctor(id), 'other-works'],
    queryFn: () => callContract(otherPracticeSites, { params: { id } }),
  });
}
