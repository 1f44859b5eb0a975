import { useMutation } from '@tanstack/react-query';
import { exportVisits } from '@crm/shared/contracts/visits';
import { callContract } from '@/lib/request/contract-client';
import { saveBlob } from '@/lib/save-blob';
import type { VisitFilter, VisitScope } from './visit-types';

/** `GET v2/visit/export`: the visits matching the list's filters, saved as an .xlsx file. */
export function useExportVisits() {
  return useMutation({
    mutationFn: async ({ scope, filter, fileName }: { scope: VisitScope; filter: VisitFilter; fileName: string }) => {
      const file = await callContract(exportVisits, { query: { scope, ...filter } });
      saveBlob(file, fileName);
    },
  });
}
