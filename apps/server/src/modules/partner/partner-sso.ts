import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';

const LIFETIME_SECONDS = 60;

/**
 * An address on the partner's site carrying a token signed with the shared secret (HS256), naming
 * the user and tenant, valid for one minute and usable once (jti).
 */
export async function partnerSignInUrl(config: Config, { principal, request }: RequestContext, target: string | undefined) {
  const { partnerSsoUrl, partnerSsoSecret } = config;
  if (!partnerSsoUrl || !partnerSsoSecret) throw badRequest('partnerSsoNotConfigured');
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
  if (target) partner.searchParams.set('target', target);
  return { url: partner.toString(), expiresIn: LIFETIME_SECONDS };
}
