import { z } from 'zod';
import { defineContract } from '../contract';

/** Partner single sign-on: a signed, short-lived address that signs the caller in on the partner's site. */

export const partnerSsoUrl = defineContract({
  method: 'POST',
  path: '/API-NEUROGEN/geezn/generate_sso_url',
  tags: ['partner'],
  summary: 'A short-lived signed address that signs the caller in on the configured partner service',
  access: { authenticated: true },
  body: z.object({ target: z.string().max(500).optional().describe('Path on the partner site to land on') }).default({}),
  encoding: 'json',
  result: z.object({ url: z.string(), expiresIn: z.number().int() }),
});
