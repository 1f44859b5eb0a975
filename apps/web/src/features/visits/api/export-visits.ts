import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { VisitFilter, VisitScope } from './visit-types';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET v2/visit/export`: the visits matching the list's filters, saved as an .xlsx file. */
export function useExportVisits() {
  return useMutation({
    mutationFn: async ({ scope, filter, fileName }: { scope: VisitScope; filter: VisitFilter; fileName: string }) => {
      const file = await api.download('/v2/visit/export', { scope, ...filter });
      save(file, fileName);
    },
  });
}
