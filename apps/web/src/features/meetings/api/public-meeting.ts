import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import { publicHospitals, publicMeeting, signInToMeeting, validateSignInCode, type PublicMeeting } from '@crm/shared/contracts/public-meeting';
import { callContract } from '@/lib/request/contract-client';

/** The attendee's calls (spec 7.3): no token; the realm comes from the invitation link. */

export type { PublicMeeting };

export interface PublicAddress {
  meetingId: string;
  realm: string;
}

// Each screen shows its own errors in place; no token is sent and a 401 never touches a session.
const publicCall = { withToken: false, showError: false, refreshSession: false } as const;

export const publicMeetingQueryOptions = ({ meetingId, realm }: PublicAddress) =>
  queryOptions({
    queryKey: ['public-meeting', meetingId, realm],
    queryFn: () => callContract(publicMeeting, { params: { meetingId }, query: { realm } }, publicCall),
    retry: false,
  });

export function usePublicMeeting(address: PublicAddress, enabled: boolean) {
  return useQuery({ ...publicMeetingQueryOptions(address), enabled });
}

export function validateCode(address: PublicAddress, code: string) {
  return callContract(validateSignInCode, { query: address, body: { code } }, publicCall);
}

export function findHospitals(address: PublicAddress, code: string, keyword: string) {
  return callContract(publicHospitals, { query: { ...address, code, keyword } }, { ...publicCall, repeatCancel: true });
}

/** What the attendee fills in on the sign-in form. */
export type SignInForm = Omit<NonNullable<ContractInput<typeof signInToMeeting>['query']>, keyof PublicAddress | 'code'>;

export function meetingSign(address: PublicAddress, code: string, form: SignInForm) {
  return callContract(signInToMeeting, { query: { ...address, code, ...form } }, publicCall);
}
