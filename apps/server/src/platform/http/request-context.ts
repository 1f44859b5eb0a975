import type { Lang } from '@crm/shared/i18n';
import { hasPermission } from '@crm/shared/access';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { scopeRequestTo } from '../../db/tenant-scope';
import { HttpError, unauthorized } from '../../lib/http-error';
import { requestLang } from '../../lib/i18n';
import { authenticate } from '../authenticate';
import { externalUserName, type Principal } from '../principal';
import { bearerToken, type RouteAccess } from '../route-access';
import type { Tenant } from '../tenant-directory';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A POST that cannot change users, roles, grants, menus, organizations or sessions (searches,
     * filtered pages): it skips the principal-version check every other write makes. Leaving it out
     * is always safe.
     */
    readOnly?: boolean;
    /**
     * Open to a signed-in user who must still change the password an administrator set (reading
     * their own info, changing the password); every other signed-in route answers 403 until then.
     */
    duringPasswordChange?: boolean;
    /** A probe of the process itself (health, readiness): answered before any tenant is looked up. */
    probe?: boolean;
  }
  interface FastifyInstance {
    /** Every route with the access it declares, for the checks that keep the access model whole. */
    routeAccessTable: Array<{ method: string; url: string; access: RouteAccess; readOnly: boolean }>;
  }
  interface FastifyRequest {
    lang: Lang;
    /** The tenant whose domain the request came to (null for an unknown domain). */
    tenant: Tenant | null;
    principal: Principal | null;
  }
}

/** Routes added by third-party plugins (API docs, static files) are public by nature. */
const PLUGIN_ROUTE_PREFIXES = ['/prod-api/docs', '/pc', '/assets'];

export function routeAccessOf(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess | undefined {
  const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (declared) return declared;
  if (PLUGIN_ROUTE_PREFIXES.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))) return { public: true };
  return undefined;
}

/**
 * Why a token found no caller. A valid token of the company's identity server for someone the
 * product does not know says so, naming them, so they know whom to ask; anything else is a 401.
 */
async function refusal(app: FastifyInstance, tenant: Tenant, token: string): Promise<HttpError> {
  if (!tenant.externalIssuer) return unauthorized();
  const claims = await app.tokens.verifyAccessToken(tenant, token);
  const name = claims ? externalUserName(tenant, claims) : null;
  return claims ? new HttpError(401, 'externalUserUnknown', { name: name ?? claims.sub }) : unauthorized();
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('tenant', null);
  app.decorateRequest('principal', null);
  const routeAccessTable: FastifyInstance['routeAccessTable'] = [];
  app.decorate('routeAccessTable', routeAccessTable);

  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route);
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access: give it config.access (public, authenticated or a permission)`);
    for (const method of [route.method].flat())
      routeAccessTable.push({ method: String(method), url: route.url, access, readOnly: Boolean((route.config as { readOnly?: boolean } | undefined)?.readOnly) });
    route.config = { ...(route.config as object), access } as typeof route.config;
  });

  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
    if (request.routeOptions.config.probe) return;
    request.tenant = await app.tenants.findByDomain(request.hostname);
    scopeRequestTo(request.tenant?.id ?? null);
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    if (!token || !request.tenant) throw unauthorized();
    const principal = await authenticate(app, request.tenant, token);
    if (!principal) throw await refusal(app, request.tenant, token);
    request.principal = principal;
    if (principal.mustChangePassword && !request.routeOptions.config.duringPasswordChange) throw new HttpError(403, 'passwordChangeRequired');
    if ('permission' in access && !hasPermission(principal.permissions, principal.roleCodes, access.permission)) {
      throw new HttpError(403, 'forbidden');
    }
  });

  // A write may have changed users, roles, grants or sessions (the database triggers say so): the
  // cached principals go before the response does, so the very next request sees the change.
  app.addHook('onSend', async (request) => {
    if (!READ_METHODS.has(request.method) && !request.routeOptions.config.readOnly) await app.principals.afterWrite();
  });
});
