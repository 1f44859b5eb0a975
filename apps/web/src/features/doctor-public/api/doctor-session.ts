import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import { doctorLogin, doctorMe, registerDoctor, type DoctorAccount, type DoctorSignedIn } from '@crm/shared/contracts/doctor-portal';
import type { ContractInput } from '@crm/shared/contract';
import { callDoctorContract } from './doctor-client';

export type { DoctorAccount };
type DoctorToken = DoctorSignedIn['token'];

interface StoredDoctorToken {
  token: string;
  expiresAt: number;
}

export type SignedIn = DoctorSignedIn;

/** The doctor's own token, apart from any staff session. */
const TOKEN_KEY = 'doctorTokenInfo';

export function doctorToken(): string | null {
  const stored = readJson<StoredDoctorToken>(TOKEN_KEY);
  if (!stored || stored.expiresAt <= Date.now()) return null;
  return stored.token;
}

export function keepDoctorToken(token: DoctorToken): void {
  writeJson(TOKEN_KEY, { token: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 });
}

export function forgetDoctorToken(): void {
  removeKey(TOKEN_KEY);
}

/** The signed-in doctor, keyed by token so another sign-in never shows a previous doctor. */
export const doctorMeQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['doctor', 'me', token],
    queryFn: () => callDoctorContract(doctorMe, {}, token),
    retry: false,
  });

export const useDoctorMe = () => useQuery(doctorMeQueryOptions(doctorToken()));

export const useDoctorLogin = () => useMutation({ mutationFn: (body: ContractInput<typeof doctorLogin>['body']) => callDoctorContract(doctorLogin, { body }) });

export type Registration = ContractInput<typeof registerDoctor>['body'];

export const useDoctorRegister = () => useMutation({ mutationFn: (body: Registration) => callDoctorContract(registerDoctor, { body }) });
