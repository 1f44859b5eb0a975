import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/meeting-ledger';
import { callContract } from '@/lib/request/contract-client';

export const doctorLedgerQueryOptions = (doctorId: string, year: number | null) =>
  queryOptions({
    queryKey: ['meetings', 'ledger', doctorId, year],
    queryFn: () => callContract(contracts.doctorLedger, { params: { doctorId }, query: year === null ? {} : { year } }),
    placeholderData: keepPreviousData,
  });

export function useDoctorLedger(doctorId: string, year: number | null) {
  return useQuery(doctorLedgerQueryOptions(doctorId, year));
}

export function exportDoctorLedger(doctorId: string, year: number): Promise<Blob> {
  return callContract(contracts.exportDoctorLedger, { params: { doctorId }, query: { year } });
}
