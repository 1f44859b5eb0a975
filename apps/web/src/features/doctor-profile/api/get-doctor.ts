import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorDetail } from '@crm/shared/customer-doctor-detail-schema';
import { api } from '@/lib/request/api';
import { profileKey } from './profile-list';

export interface DoctorAddress {
  id?: number;
  doctorId?: string;
}

/** The doctor a profile shows: by numeric id when known, else by master-data code. */
export function doctorQueryOptions(address: DoctorAddress) {
  return queryOptions({
    queryKey: address.id ? [...profileKey(address.id), 'doctor'] : ['doctorProfile', 'code', address.doctorId, 'doctor'],
    queryFn: () => (address.id ? api.get<DoctorDetail>(`/doctor/find/${address.id}`, undefined, { showError: false }) : api.get<DoctorDetail>(`/doctor/get/one/${encodeURIComponent(address.doctorId ?? '')}`, undefined, { showError: false })),
    enabled: Boolean(address.id ?? address.doctorId),
    retry: false,
  });
}

export function useDoctor(address: DoctorAddress) {
  return useQuery(doctorQueryOptions(address));
}
