import type { Lang } from '@crm/shared/i18n';
import { hasPermission } from '@crm/shared/access';
import type { PermissionMark } from '@crm/shared/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { scopeRequestTo } from '../db/tenant-scope';
import { HttpError, forbidden, unauthorized } from '../lib/http-error';
import { requestLang } from '../lib/i18n';
import { externalUserName, loadPrincipalEntry, type Principal } from './principal';
import type { Tenant } from './tenant-directory';

/**
 * What a route needs: `public` (no token), `authenticated` (any signed-in user of the tenant) or a
 * permission mark. Every route must say; the server refuses to start one that does not.
 */
export type RouteAccess = ({ public: true } | { authenticated: true } | { permission: PermissionMark }) & {
  /** Permissions the handler requires for some requests only (see requirePermission). */
  checks?: readonly PermissionMark[];
};

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

/**
 * Whether the caller holds a permission the route declares (its own or one of its `checks`), for a
 * handler whose answer, not its access, depends on it. A handler checking an undeclared permission
 * is a defect, refused loudly: the OpenAPI document, the menu grants and the access tests read the
 * declarations, so they must be whole.
 */
export function holdsPermission(request: FastifyRequest, permission: PermissionMark): boolean {
  const access = request.routeOptions.config.access;
  const declared = access && (('permission' in access && access.permission === permission) || access.checks?.includes(permission));
  if (!declared) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} checks ${permission}, which its access does not declare`);
  const principal = requirePrincipal(request);
  return hasPermission(principal.permissions, principal.roleCodes, permission);
}

/** The caller, if they hold a permission the route declares (see holdsPermission); 403 otherwise. */
export function requirePermission(request: FastifyRequest, permission: PermissionMark): Principal {
  if (!holdsPermission(request, permission)) throw forbidden();
  return requirePrincipal(request);
}

/** The caller, if they hold one of the permissions (each declared by the route, see holdsPermission); 403 otherwise. */
export function requireOneOf(request: FastifyRequest, permissions: readonly PermissionMark[]): Principal {
  if (!permissions.some((permission) => holdsPermission(request, permission))) throw forbidden();
  return requirePrincipal(request);
}

/** Authenticates a raw token against a tenant; shared by the HTTP hook and the notification socket. */
export async function authenticate(app: FastifyInstance, tenant: Tenant, token: string): Promise<Principal | null> {
  const claims = await app.tokens.verifyAccessToken(tenant, token);
  if (!claims) return null;
  const cached = app.principals.get(tenant, claims);
  if (cached) return cached;
  const generation = app.principals.begin();
  const loaded = await loadPrincipalEntry(app.db, tenant, claims);
  if (!loaded) return null;
  app.principals.set(tenant, claims, loaded, generation);
  return loaded.principal;
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
