import { doctorCall } from './doctor-client';
import type { SignedIn } from './doctor-session';

export type ChatLogin = ({ linked: true } & SignedIn) | { linked: false; chatTicket: string };

export const chatAvailability = () => doctorCall<{ available: boolean }>('/API-DOCTOR/v2/doctor/chat/availability');

export const chatAuthorizeUrl = (redirectUri: string) =>
  doctorCall<{ url: string }>(`/API-DOCTOR/v2/doctor/chat/authorize-url?${new URLSearchParams({ redirectUri, state: 'doctor' }).toString()}`);

export const chatLogin = (code: string) => doctorCall<ChatLogin>('/API-DOCTOR/v2/doctor/chat/login', { method: 'POST', body: { code } });
