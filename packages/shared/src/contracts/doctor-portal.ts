import { z } from 'zod';
import { httpUrl } from '../http-url';
import { defineContract } from '../contract';
import { departmentTreeSchema } from './dictionaries';
import { CHINESE_MOBILE } from './messaging';

/**
 * The public doctor side (spec 7.3): registration with an SMS code, sign-in by code or by WeChat, the
 * doctor's own account. No staff token: the `realm` header names the enterprise, and a doctor
 * token (issued here) identifies the doctor.
 */

const tags = ['public'];
const access = { public: true } as const;
const realmHeader = z.object({ realm: z.string().min(1).max(100) });
const phone = z.string().regex(CHINESE_MOBILE);
const code = z.string().regex(/^\d{6}$/);
const chatTicket = z.string().max(4000).optional();

export const doctorAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  hospitalName: z.string(),
  departmentName: z.string().nullable(),
  titleCode: z.string().nullable(),
  status: z.enum(['matched', 'pending']),
  doctorId: z.number().int().nullable(),
  chatLinked: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
/** A doctor's account: matched to a doctor record, or pending data validation. */
export type DoctorAccount = z.infer<typeof doctorAccountSchema>;

export const doctorTokenSchema = z.object({ access_token: z.string(), expires_in: z.number().int(), token_type: z.literal('Bearer') });
const signedIn = z.object({ account: doctorAccountSchema, token: doctorTokenSchema });
/** A doctor signed in: the account and the doctor token. */
export type DoctorSignedIn = z.infer<typeof signedIn>;

export const portalDepartments = defineContract({
  method: 'GET',
  path: '/API-DOCTOR/v2/standard/department/current',
  tags,
  summary: 'The standard two-level departments, for the registration form',
  access,
  result: z.array(departmentTreeSchema),
});

export const registerDoctor = defineContract({
  method: 'POST',
  path: '/API-DOCTOR/v2/doctor/register',
  tags,
  summary: 'Registers a doctor with an SMS code (realm header). Matched to the doctor record when name, hospital and phone agree; otherwise queued for data validation',
  access,
  ratePerMinute: 20,
  headers: realmHeader,
  body: z.object({
    name: z.string().trim().min(1).max(40),
    phone,
    code,
    hospitalName: z.string().trim().min(2).max(100),
    departmentName: z.string().trim().max(60).nullable().optional(),
    titleCode: z.string().trim().max(40).nullable().optional(),
    agreePrivacy: z.literal(true),
    chatTicket,
  }),
  encoding: 'json',
  result: signedIn,
});

export const doctorLogin = defineContract({
  method: 'POST',
  path: '/API-DOCTOR/v2/doctor/login',
  tags,
  summary: 'Signs a registered doctor in with an SMS code (realm header); a chat ticket links the WeChat identity it names',
  access,
  ratePerMinute: 20,
  headers: realmHeader,
  body: z.object({ phone, code, chatTicket }),
  encoding: 'json',
  result: signedIn,
});

export const doctorMe = defineContract({
  method: 'GET',
  path: '/API-DOCTOR/v2/doctor/me',
  tags,
  summary: 'The signed-in doctor’s account (doctor token)',
  access,
  result: doctorAccountSchema,
});

export const doctorChatAvailability = defineContract({
  method: 'GET',
  path: '/API-DOCTOR/v2/doctor/chat/availability',
  tags,
  summary: 'Whether this enterprise offers doctors sign-in by WeChat (its WeChat official account is set up)',
  access,
  headers: realmHeader,
  result: z.object({ available: z.boolean() }),
});

export const doctorChatAuthorizeUrl = defineContract({
  method: 'GET',
  path: '/API-DOCTOR/v2/doctor/chat/authorize-url',
  tags,
  summary: 'The WeChat authorization address that returns the doctor to redirectUri (on this domain) with a code',
  access,
  headers: realmHeader,
  query: z.object({ redirectUri: httpUrl().max(2000), state: z.string().max(200).default('') }),
  result: z.object({ url: z.string() }),
});

export const doctorChatLogin = defineContract({
  method: 'POST',
  path: '/API-DOCTOR/v2/doctor/chat/login',
  tags,
  summary: 'Exchanges a WeChat authorization code: signs a linked doctor in, or answers a ticket to link the identity by SMS sign-in or registration',
  access,
  ratePerMinute: 20,
  headers: realmHeader,
  body: z.object({ code: z.string().min(1).max(512) }),
  encoding: 'json',
  result: z.discriminatedUnion('linked', [
    z.object({ linked: z.literal(true), account: doctorAccountSchema, token: doctorTokenSchema }),
    z.object({ linked: z.literal(false), chatTicket: z.string() }),
  ]),
});
