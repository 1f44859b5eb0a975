import { useQuery } from '@tanstack/react-query';
import { productLevelsQueryOptions } from '@/lib/api/doctors';

/** The drugs the doctor is rated for: the choices of the academic lists' drug filter. */
export function useProductLevels(id: number, enabled: boolean) {
  return useQuery({ ...productLevelsQueryOptions(id), enabled });
}
