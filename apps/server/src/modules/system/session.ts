import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { authenticate } from '../../platform/authenticate';
import { bearerToken } from '../../platform/route-access';
import type { PrincipalCache } from '../../platform/principal-cache';
import type { ServiceHost } from '../../platform/service-host';
import { hostOf } from '../../platform/tenant-directory';
import type { TokenService } from '../identity/index';
import type { EnterpriseInfo } from '@crm/shared/contracts/system';

/** What signing out and the enterprise lookup need of the running server: the database, the tenants, the token service and the cached callers. */
export type SessionHost = Pick<ServiceHost, 'db' | 'tenants'> & { tokens: TokenService; principals: PrincipalCache };

/**
 * Ends the caller's session (its refresh tokens stop working); an expired access token still names
 * the session it was issued for, which ends too. Answers the same when the session had ended.
 */
export async function endSession(host: SessionHost, { request, tenant }: RequestContext<Principal | null>): Promise<null> {
  const token = bearerToken(request);
  const principal = token && tenant ? await authenticate(host, tenant, token) : null;
  if (principal?.sessionId) {
    request.principal = principal;
    await host.tokens.revokeSession(principal.sessionId, 'logout');
    await recordAudit(host.db, request, {
      action: 'logout',
      entityType: 'user',
      entityId: principal.userId,
      message: { key: 'loggedOut', params: { username: principal.username } },
    });
  } else if (token && tenant) {
    const ended = await host.tokens.logoutByToken(tenant, token);
    if (ended) {
      const actor = { tenantId: tenant.id, id: ended.userId, name: ended.username };
      await recordAudit(
        host.db,
        request,
        { action: 'logout', entityType: 'user', entityId: ended.userId, message: { key: 'loggedOut', params: { username: ended.username } } },
        actor,
      );
    }
  }
  return null;
}

/** The enterprise serving a page origin, its interface address resolved against that origin. */
export async function enterpriseFor(host: SessionHost, { request }: RequestContext<Principal | null>, asked: string): Promise<EnterpriseInfo[]> {
  const tenant = await host.tenants.findByDomain(asked);
  if (!tenant) return [];
  const domain = asked.trim();
  const origin = /^https?:\/\//i.test(domain) ? new URL(domain).origin : `${request.protocol}://${request.host}`;
  const baseUrl = /^https?:\/\//i.test(tenant.interfaceAddress) ? tenant.interfaceAddress : `${origin}${tenant.interfaceAddress}`;
  return [
    {
      id: tenant.id,
      name: tenant.name,
      nameEn: tenant.nameEn,
      domain: hostOf(tenant.domain),
      interfaceAddress: tenant.interfaceAddress,
      authAddress: tenant.authAddress,
      realm: tenant.realm,
      clientId: tenant.clientId,
      siteId: tenant.siteId,
      timeZone: tenant.timeZone,
      baseUrl,
    },
  ];
}

/** The signed-in user, served from the principal (cached, dropped on any change to what it holds). */
export function userInfoOf(principal: Principal) {
  const { profile } = principal;
  return {
    id: principal.userId,
    username: principal.username,
    userName: principal.username,
    firstName: principal.firstName,
    nameEn: principal.nameEn,
    email: profile.email,
    phone: profile.mobile,
    avatar: profile.avatar,
    enabled: true,
    language: profile.language,
    roles: principal.roles,
    permissions: [...new Set(principal.permissions)].sort(),
    groups: principal.orgId !== null && profile.orgName !== null ? [{ id: principal.orgId, name: profile.orgName, nameEn: profile.orgNameEn }] : [],
    enterpriseVO: { id: principal.tenant.id, name: principal.tenant.name, nameEn: principal.tenant.nameEn, timeZone: principal.tenant.timeZone },
    dataRange: principal.dataRange,
    mustChangePassword: principal.mustChangePassword,
  };
}
