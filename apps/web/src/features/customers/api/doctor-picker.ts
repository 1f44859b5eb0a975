import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { doctorOptionsQueryOptions } from '@/lib/api/doctors';

/** Doctors within the user's data range matching a keyword, for pickers (the shared client, keeping the last answer while typing). */
export function useDoctorOptions(keyword: string) {
  return useQuery({ ...doctorOptionsQueryOptions(keyword), placeholderData: keepPreviousData });
}
