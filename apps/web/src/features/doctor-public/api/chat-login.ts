import { doctorChatAuthorizeUrl, doctorChatAvailability, doctorChatLogin } from '@crm/shared/contracts/doctor-portal';
import { callDoctorContract } from './doctor-client';

export const chatAvailability = () => callDoctorContract(doctorChatAvailability, {});

export const chatAuthorizeUrl = (redirectUri: string) => callDoctorContract(doctorChatAuthorizeUrl, { query: { redirectUri, state: 'doctor' } });

export const chatLogin = (code: string) => callDoctorContract(doctorChatLogin, { body: { code } });
