import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import { doctorCall } from './doctor-client';

export interface DoctorAccount {
  id: number;
  name: string;
  phone: string;
  hospitalName: string;
  departmentName: string | null;
  titleCode: string | null;
  status: 'matched' | 'pending';
  doctorId: number | null;
  chatLinked: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

interface DoctorToken {
  access_token: string;
  expires_in: number;
}

interface StoredDoctorToken {
  token: string;
  expiresAt: number;
}

export interface SignedIn {
  account: DoctorAccount;
  token: DoctorToken;
}

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
    queryFn: () => doctorCall<DoctorAccount>('/API-DOCTOR/v2/doctor/me', { token }),
    retry: false,
  });

export const useDoctorMe = () => useQuery(doctorMeQueryOptions(doctorToken()));

export const useDoctorLogin = () =>
  useMutation({ mutationFn: (body: { phone: string; code: string; chatTicket?: string }) => doctorCall<SignedIn>('/API-DOCTOR/v2/doctor/login', { method: 'POST', body }) });

export interface Registration {
  name: string;
  phone: string;
  code: string;
  hospitalName: string;
  departmentName?: string | null;
  agreePrivacy: true;
  chatTicket?: string;
}

export const useDoctorRegister = () => useMutation({ mutationFn: (body: Registration) => doctorCall<SignedIn>('/API-DOCTOR/v2/doctor/register', { method: 'POST', body }) });
