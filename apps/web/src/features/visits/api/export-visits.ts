import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { VisitFilter, VisitScope } from './visit-types';
import { saveBlob } from '@/lib/save-blob';

/** `GET v2/visit/export`: the visits matching the list's filters, saved as an .xlsx file. */
export function useExportVisits() {
  return useMutation({
    mutationFn: async ({ scope, filter, fileName }: { scope: VisitScope; filter: VisitFilter; fileName: string }) => {
      const file = await api.download('/v2/visit/export', { scope, ...filter });
      saveBlob(file, fileName);
    },
  });
}
