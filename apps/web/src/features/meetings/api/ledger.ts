import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

interface Totals {
  honorariumCents: number;
  travelCents: number;
  mealCents: number;
  totalCents: number;
}

export interface DoctorLedger {
  doctorId: number;
  doctorName: string;
  year: number;
  totals: Totals;
  years: Array<Totals & { year: number }>;
  entries: Array<{ meetingId: number; meetingCode: string; topic: string; category: string; amountCents: number; occurredOn: string }>;
}

export const doctorLedgerQueryOptions = (doctorId: string, year: number | null) =>
  queryOptions({
    queryKey: ['meetings', 'ledger', doctorId, year],
    queryFn: () => api.get<DoctorLedger>(`/meeting/tov/doctor/${doctorId}`, year === null ? {} : { year }),
    placeholderData: keepPreviousData,
  });

export function useDoctorLedger(doctorId: string, year: number | null) {
  return useQuery(doctorLedgerQueryOptions(doctorId, year));
}

export function exportDoctorLedger(doctorId: string, year: number): Promise<Blob> {
  return api.download(`/meeting/tov/doctor/${doctorId}/export`, { year });
}
