import { useQuery } from '@tanstack/react-query';
import { doctorByCodeQueryOptions, doctorQueryOptions } from '@/lib/api/doctors';

export interface DoctorAddress {
  id?: number;
  doctorId?: string;
}

/** The doctor a profile shows: by numeric id when known, else by master-data code. */
export function useDoctorAt(address: DoctorAddress) {
  const byId = useQuery({ ...doctorQueryOptions(address.id ?? 0), enabled: !!address.id });
  const byCode = useQuery({ ...doctorByCodeQueryOptions(address.doctorId), enabled: !address.id && !!address.doctorId });
  return address.id ? byId : byCode;
}
