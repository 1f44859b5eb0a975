import { z } from 'zod';
import { defineContract } from '../contract';
import { hospitalSearchQuery, meetingSignQuery, publicMeetingQuery, signInCodeBody } from './meeting-schemas';

/**
 * The attendee's side of a meeting, without a token (spec 7.3). A meeting is addressed by its
 * unguessable public id; facts are limited to what an invitation shows, hospitals and sign-in need
 * the meeting's code, and every call is rate-limited per address.
 */

const tags = ['public'];
const access = { public: true } as const;
const BASE = '/API-MEET-TOOLS';

export const publicMeetingSchema = z.object({
  meetingId: z.string(),
  organizer: z.string(),
  topic: z.string(),
  type: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string().nullable(),
  institution: z.string().nullable(),
  agenda: z.array(z.object({ startsAt: z.string(), title: z.string(), speaker: z.string().nullable() })),
  isSignInOpen: z.boolean(),
});
/** What an invitation shows of a meeting. */
export type PublicMeeting = z.infer<typeof publicMeetingSchema>;

export const publicMeeting = defineContract({
  method: 'GET',
  path: `${BASE}/meeting/expand/:meetingId`,
  tags,
  summary: 'The public facts of a meeting for its sign-in page (no token)',
  access,
  ratePerMinute: 60,
  params: z.object({ meetingId: z.uuid() }),
  query: z.object({ realm: z.string().min(1).max(100).optional() }),
  result: publicMeetingSchema,
});

export const validateSignInCode = defineContract({
  method: 'POST',
  path: `${BASE}/public/validateCode`,
  tags,
  summary: 'Checks an attendee’s sign-in code (no token)',
  access,
  ratePerMinute: 10,
  query: publicMeetingQuery,
  body: signInCodeBody,
  encoding: 'json',
  result: publicMeetingSchema.extend({ valid: z.literal(true) }),
});

export const publicHospitals = defineContract({
  method: 'GET',
  path: `${BASE}/public/findByHospital`,
  tags,
  summary: 'Hospitals of the meeting’s enterprise matching a name, pinyin or initials, for the sign-in form (code required)',
  access,
  ratePerMinute: 60,
  query: hospitalSearchQuery,
  result: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.string() })),
});

export const signInToMeeting = defineContract({
  method: 'GET',
  path: `${BASE}/public/meetingSign`,
  tags,
  summary: 'Signs an attendee in (no token); signing in again with the same mobile number changes nothing',
  access,
  ratePerMinute: 20,
  query: meetingSignQuery,
  result: z.object({ name: z.string(), signedAt: z.string(), isAlreadySignedIn: z.boolean(), isInvited: z.boolean() }),
});
