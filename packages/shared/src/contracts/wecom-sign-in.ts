import { z } from 'zod';
import { httpUrl } from '../http-url';
import { defineContract } from '../contract';

/** Enterprise-chat (WeCom) sign-in: the OAuth address to send the browser to, and the code exchange. */

const tags = ['identity'];

export const wecomTokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_expires_in: z.number(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  session_state: z.string(),
});

export const wecomAuthorizeUrl = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/wecom/authorize-url',
  tags,
  summary: 'The WeCom OAuth address that signs the member in and returns to redirectUri with a code',
  access: { public: true },
  query: z.object({ redirectUri: httpUrl().max(2000), state: z.string().max(200).default('') }),
  result: z.object({ url: z.string() }),
});

export const wecomLogin = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/wecom/login',
  tags,
  summary: 'Exchanges a WeCom OAuth code for this realm’s tokens (the member must be linked to an enabled user)',
  access: { public: true },
  body: z.object({ code: z.string().min(1).max(512) }),
  encoding: 'json',
  result: wecomTokenSchema,
});
