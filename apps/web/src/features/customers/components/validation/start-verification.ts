import { useSaveVerification } from '../../api/verifications';
import type { Verification } from '../../api/types';

/** Starts a draft for a doctor (the server prefills it from the record) and hands it on. */
export function useStartVerification(onStarted: (verification: Verification) => void) {
  const save = useSaveVerification();
  return {
    start: async (doctorId: number) => onStarted(await save.mutateAsync({ doctorId })),
    isPending: save.isPending,
  };
}
