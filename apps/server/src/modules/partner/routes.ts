import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';

const LIFETIME_SECONDS = 60;

/**
 * Partner single sign-on: an address on the partner's site carrying a token signed with the shared
 * secret (HS256), naming the user and tenant, valid for one minute and usable once (jti).
 */
export async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/API-NEUROGEN/geezn/generate_sso_url',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['partner'],
        summary: 'A short-lived signed address that signs the caller in on the configured partner service',
        body: z.object({ target: z.string().max(500).optional().describe('Path on the partner site to land on') }).default({}),
        response: { 200: envelope(z.object({ url: z.string(), expiresIn: z.number().int() })) },
      },
    },
    async (request) => {
      const { partnerSsoUrl, partnerSsoSecret } = app.config;
      if (!partnerSsoUrl || !partnerSsoSecret) throw badRequest('partnerSsoNotConfigured');
      const principal = requirePrincipal(request);
      const partner = new URL(partnerSsoUrl);
      const token = await new SignJWT({ tenant: principal.tenant.realm, name: principal.firstName, roles: principal.roleCodes })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(`${request.protocol}://${request.host}`)
        .setAudience(partner.origin)
        .setSubject(principal.username)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(new TextEncoder().encode(partnerSsoSecret));
      partner.searchParams.set('token', token);
      if (request.body.target) partner.searchParams.set('target', request.body.target);
      return ok({ url: partner.toString(), expiresIn: LIFETIME_SECONDS });
    },
  );
}
