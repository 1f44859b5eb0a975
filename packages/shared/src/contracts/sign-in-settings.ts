import { z } from 'zod';
import { defineContract } from '../contract';

/** How the enterprise's people sign in: the embedded realm, or the company's own identity server. */
export const signInSettingsSchema = z.object({
  /** The company's identity server (its realms under it, as Keycloak's), or null for the embedded realm. */
  identityServer: z.string().nullable(),
  realm: z.string(),
  clientId: z.string(),
  /** The access-token claim whose value is the product user's login name (company server only). */
  userClaim: z.string(),
  /** Where the identity server may return the browser: the web app's sign-in page. */
  redirectUris: z.array(z.string()),
  /** Whether the embedded realm still takes user name and password directly (scripts, benchmarks). */
  passwordGrant: z.boolean(),
  /** The issuer whose tokens the API accepts (derived). */
  issuer: z.string(),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

const address = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/);
const name = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/);

export const signInSettingsBody = z.object({
  identityServer: address.nullable(),
  realm: name,
  clientId: name,
  userClaim: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  redirectUris: z.array(address).min(1).max(20),
  passwordGrant: z.boolean(),
});
export type SignInSettingsBody = z.infer<typeof signInSettingsBody>;

export const getSignInSettings = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/sign-in',
  tags: ['admin'],
  summary: 'How the enterprise signs in: embedded realm or the company’s identity server',
  access: { permission: 'system:signin:edit' },
  result: signInSettingsSchema,
});

/** Checked before it is kept: a company identity server must answer discovery for the realm, as the issuer named. */
export const updateSignInSettings = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/sign-in',
  tags: ['admin'],
  summary: 'Changes how the enterprise signs in (the identity server is checked first)',
  access: { permission: 'system:signin:edit' },
  encoding: 'json',
  body: signInSettingsBody,
  result: signInSettingsSchema,
});
