import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';

/** Verification codes by text message (public, spec 7.3), and the outbox administrators read. */

/** A mainland China mobile number. */
export const CHINESE_MOBILE = /^1[3-9]\d{9}$/;

export const sendSmsCode = defineContract({
  method: 'POST',
  path: '/API-BEACON/sms/:realm/:provider/send/code/:phone',
  tags: ['public'],
  summary: 'Sends a six-digit verification code to a mobile number (no token; limited per number and per address)',
  description: 'Providers: `outbox` (kept for administrators to read) and, when SMS_HTTP_BASE is set, `http`.',
  access: { public: true },
  params: z.object({ realm: z.string().min(1).max(100), provider: z.string().min(1).max(40), phone: z.string().max(20) }),
  result: z.object({ expiresIn: z.number().int() }),
});

export const smsMessageSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  phone: z.string(),
  content: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
/** A text message sent, kept in the outbox, or failed (status `sent`, `outbox` or `failed`). */
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsOutboxPage = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/sms/page',
  tags: ['admin console'],
  summary: 'Text messages sent or kept in the outbox, newest first',
  access: { permission: 'system:sms:list' },
  query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(20), phone: z.string().max(20).optional() }),
  result: pageOf(smsMessageSchema),
});
