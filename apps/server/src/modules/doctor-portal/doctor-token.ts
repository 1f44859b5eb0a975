import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { unauthorized } from '../../lib/http-error';
import { bearerToken, type RequestFacts } from '../../platform/route-access';
import type { ServiceHost } from '../../platform/service-host';
import type { Tenant } from '../../platform/tenant-directory';
import type { RealmKeys } from '../identity/index';

/** Doctors' tokens name this client, so the staff API (which requires the tenant's client) refuses them. */
export const DOCTOR_CLIENT = 'doctor-portal';
const LIFETIME_SECONDS = 7 * 24 * 3600;

/** What the portal's sign-in lends from the running server: its database, configuration, tenants and the realms' signing keys. */
export type PortalHost = Pick<ServiceHost, 'db' | 'config' | 'tenants'> & { realmKeys: RealmKeys };

export async function issueDoctorToken(host: PortalHost, tenant: Tenant, accountId: number, origin: string) {
  const { kid, privateKey } = await host.realmKeys.signing(tenant.id);
  const token = await new SignJWT({ typ: 'Doctor', azp: DOCTOR_CLIENT, tid: tenant.id })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(`${origin}/auth/realms/${tenant.realm}`)
    .setSubject(`doctor:${accountId}`)
    .setAudience(DOCTOR_CLIENT)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(privateKey);
  return { access_token: token, expires_in: LIFETIME_SECONDS, token_type: 'Bearer' as const };
}

/** The doctor account behind the request's token on this tenant's domain; 401 otherwise. */
export async function requireDoctorAccount(host: PortalHost, request: RequestFacts): Promise<{ tenant: Tenant; accountId: number }> {
  const token = bearerToken(request);
  const tenant = request.tenant;
  if (!token || !tenant) throw unauthorized();
  try {
    const { payload } = await jwtVerify(token, await host.realmKeys.verificationKeys({ ...tenant, externalIssuer: null }), { algorithms: ['RS256'], audience: DOCTOR_CLIENT });
    const match = /^doctor:(\d+)$/.exec(String(payload.sub));
    if (payload.azp !== DOCTOR_CLIENT || payload.tid !== tenant.id || !match) throw unauthorized();
    return { tenant, accountId: Number(match[1]) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthorized();
    throw error;
  }
}

const CHAT_TICKET_AUDIENCE = 'doctor-chat-link';
const CHAT_TICKET_SECONDS = 600;

/** A short-lived proof that the browser came back from WeChat as `chatId`, to link it to an account. */
export async function issueChatTicket(host: PortalHost, tenant: Tenant, chatId: string): Promise<string> {
  const { kid, privateKey } = await host.realmKeys.signing(tenant.id);
  return new SignJWT({ tid: tenant.id })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(chatId)
    .setAudience(CHAT_TICKET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CHAT_TICKET_SECONDS}s`)
    .sign(privateKey);
}

/** The chat identity a ticket names, or null when it is forged, expired or of another tenant. */
export async function readChatTicket(host: PortalHost, tenant: Tenant, ticket: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(ticket, await host.realmKeys.verificationKeys({ ...tenant, externalIssuer: null }), {
      algorithms: ['RS256'],
      audience: CHAT_TICKET_AUDIENCE,
    });
    return payload.tid === tenant.id && typeof payload.sub === 'string' ? payload.sub : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
