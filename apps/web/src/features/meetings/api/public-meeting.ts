import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

/** The attendee's calls (spec 7.3): no token; the realm comes from the invitation link. */

export interface PublicMeeting {
  meetingId: string;
  organizer: string;
  topic: string;
  type: string;
  startAt: string;
  endAt: string;
  venue: string | null;
  institution: string | null;
  agenda: Array<{ startsAt: string; title: string; speaker: string | null }>;
  isSignInOpen: boolean;
}

export interface PublicAddress {
  meetingId: string;
  realm: string;
}

const BASE = '/API-MEET-TOOLS';
// Each screen shows its own errors in place; no token is sent and a 401 never touches a session.
const publicCall = { withToken: false, showError: false, refreshSession: false } as const;

export const publicMeetingQueryOptions = ({ meetingId, realm }: PublicAddress) =>
  queryOptions({
    queryKey: ['public-meeting', meetingId, realm],
    queryFn: () => api.get<PublicMeeting>(`${BASE}/meeting/expand/${meetingId}`, { realm }, publicCall),
    retry: false,
  });

export function usePublicMeeting(address: PublicAddress, enabled: boolean) {
  return useQuery({ ...publicMeetingQueryOptions(address), enabled });
}

export function validateCode(address: PublicAddress, code: string): Promise<PublicMeeting & { valid: true }> {
  return api.post(`${BASE}/public/validateCode`, { code }, { ...publicCall, json: true, params: { ...address } });
}

export function findHospitals(address: PublicAddress, code: string, keyword: string): Promise<Array<{ id: number; name: string; level: string }>> {
  return api.get(`${BASE}/public/findByHospital`, { ...address, code, keyword }, { ...publicCall, repeatCancel: true });
}

export interface SignInForm {
  name: string;
  mobile: string;
  hospitalId?: number;
  hospitalName?: string;
  department?: string;
}

export function meetingSign(address: PublicAddress, code: string, form: SignInForm): Promise<{ name: string; signedAt: string; isAlreadySignedIn: boolean; isInvited: boolean }> {
  return api.get(`${BASE}/public/meetingSign`, { ...address, code, ...form }, publicCall);
}
