import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorArchive, DoctorCreate } from '@crm/shared/contracts/customer-doctor-schemas';
import type { ContractInput } from '@crm/shared/contract';
import { correctionPage } from '@crm/shared/contracts/customer-corrections';
import { insertCorrection } from '@crm/shared/contracts/customer-lookups';
import { createDoctor, saveDoctorArchive } from '@crm/shared/contracts/doctors';
import { callContract, contractQueryKey } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

/** `doctor/add`: saves, or answers the likely duplicates without saving unless told to ignore them. */
export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctor: DoctorCreate) => callContract(createDoctor, { body: doctor }),
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: customerKeys.doctorLists });
    },
  });
}

/** `archive/add`: the profile archive of a doctor; answers the whole record. */
export function useSaveArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archive: DoctorArchive) => callContract(saveDoctorArchive, { body: archive }),
    onSuccess: (doctor) => queryClient.setQueryData(customerKeys.doctor(doctor.id), doctor),
  });
}

type CorrectionRequest = Omit<NonNullable<ContractInput<typeof insertCorrection>['query']>, 'doctorId'>;

/** `correct/insert`: asks the data stewards to correct one field (a GET that files a request). */
export function useRequestCorrection(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectionRequest) => callContract(insertCorrection, { query: { doctorId, ...request } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: customerKeys.doctor(doctorId) }), queryClient.invalidateQueries({ queryKey: contractQueryKey(correctionPage) })]),
  });
}
