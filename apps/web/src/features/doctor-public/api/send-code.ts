import { useMutation } from '@tanstack/react-query';
import { enterpriseStore } from '@/lib/session/enterprise-store';
import { sendSmsCode } from '@crm/shared/contracts/messaging';
import { callDoctorContract } from './doctor-client';

/** The outbox provider keeps codes for administrators when no SMS gateway is set up. */
const SMS_PROVIDER = (import.meta.env.VITE_SMS_PROVIDER as string | undefined) || 'outbox';

/** `POST /API-BEACON/sms/{realm}/{provider}/send/code/{phone}` (spec 7.3). */
export const useSendCode = () =>
  useMutation({
    mutationFn: (phone: string) => callDoctorContract(sendSmsCode, { params: { realm: enterpriseStore.get()?.realm ?? '', provider: SMS_PROVIDER, phone } }),
  });
