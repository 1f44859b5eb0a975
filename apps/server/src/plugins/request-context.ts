import type { Lang } from '@crm/shared/i18n';
import { hasPermission } from '@crm/shared/access';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, forbidden, unauthorized } from '../lib/http-error';
import { requestLang } from '../lib/i18n';
import { loadPrincipal, type Principal } from '../modules/identity/principal';
import type { Tenant } from '../modules/system/tenant-directory';

/**
 * What a route needs: `public` (no token), `authenticated` (any signed-in user of the tenant) or a
 * permission mark. Every route must say; the server refuses to start one that does not.
 */
export type RouteAccess = { public: true } | { authenticated: true } | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The signed-in caller; throws 401 when there is none (use in handlers of non-public routes). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function requirePermission(request: FastifyRequest, permission: string): Principal {
  const principal = requirePrincipal(request);
  if (!hasPermission(principal.permissions, principal.roleCodes, permission)) throw forbidden();
  return principal;
}

/** Authenticates a raw token against a tenant; shared by the HTTP hook and the notification socket. */
export async function authenticate(app: FastifyInstance, tenant: Tenant, token: string): Promise<Principal | null> {
  const claims = await app.tokens.verifyAccessToken(tenant, token);
  return claims ? loadPrincipal(app.db, tenant, claims) : null;
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('tenant', null);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route);
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access: give it config.access (public, authenticated or a permission)`);
    route.config = { ...(route.config as object), access } as typeof route.config;
  });

  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
    request.tenant = await app.tenants.findByDomain(request.hostname);
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    if (!token || !request.tenant) throw unauthorized();
    const principal = await authenticate(app, request.tenant, token);
    if (!principal) throw unauthorized();
    request.principal = principal;
    if ('permission' in access && !hasPermission(principal.permissions, principal.roleCodes, access.permission)) {
      throw new HttpError(403, 'forbidden');
    }
  });
});
