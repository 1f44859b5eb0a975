import { hasPermission } from '@crm/shared/access';
import type { PermissionMark } from '@crm/shared/permissions';
import { forbidden, unauthorized } from '../lib/http-error';
import type { Principal } from './principal';
import type { Log } from './service-host';
import type { Tenant } from './tenant-directory';

/**
 * What a route needs: `public` (no token), `authenticated` (any signed-in user of the tenant) or a
 * permission mark. Every route must say; the server refuses to start one that does not.
 */
export type RouteAccess = ({ public: true } | { authenticated: true } | { permission: PermissionMark }) & {
  /** Permissions the handler requires for some requests only (see requirePermission). */
  checks?: readonly PermissionMark[];
};

/**
 * The request as services know it: who called, from where, on which route, and what it carried.
 * Nothing of the web framework: the framework's request is one (platform/http/request-context.ts
 * resolves the tenant and caller on it), and a test can write one by hand.
 */
export interface RequestFacts {
  /** The tenant whose domain the request came to (null for an unknown domain). */
  tenant: Tenant | null;
  /** The signed-in caller, once the request context found one. */
  principal: Principal | null;
  /** The caller's address, as the trusted proxies report it. */
  ip: string;
  protocol: 'http' | 'https';
  /** The host the caller addressed, with its port. */
  host: string;
  /** The host without its port. */
  hostname: string;
  method: string;
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The query string as parsed, before any contract reads it. */
  query: unknown;
  /** The route the request matched and the access it declares. */
  routeOptions: { url?: string | undefined; config: { access?: RouteAccess | undefined } };
  /** This request's log (its lines carry the request id). */
  log: Log;
}

/** `protocol://host` the caller addressed: the base of links back to this server. */
export function originOf(request: Pick<RequestFacts, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}

export function bearerToken(request: Pick<RequestFacts, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The signed-in caller; throws 401 when there is none (use in handlers of non-public routes). */
export function requirePrincipal(request: Pick<RequestFacts, 'principal'>): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * Whether the caller holds a permission the route declares (its own or one of its `checks`), for a
 * handler whose answer, not its access, depends on it. A handler checking an undeclared permission
 * is a defect, refused loudly: the OpenAPI document, the menu grants and the access tests read the
 * declarations, so they must be whole.
 */
export function holdsPermission(request: RequestFacts, permission: PermissionMark): boolean {
  const access = request.routeOptions.config.access;
  const declared = access && (('permission' in access && access.permission === permission) || access.checks?.includes(permission));
  if (!declared) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} checks ${permission}, which its access does not declare`);
  const principal = requirePrincipal(request);
  return hasPermission(principal.permissions, principal.roleCodes, permission);
}

/** The caller, if they hold a permission the route declares (see holdsPermission); 403 otherwise. */
export function requirePermission(request: RequestFacts, permission: PermissionMark): Principal {
  if (!holdsPermission(request, permission)) throw forbidden();
  return requirePrincipal(request);
}

/** The caller, if they hold one of the permissions (each declared by the route, see holdsPermission); 403 otherwise. */
export function requireOneOf(request: RequestFacts, permissions: readonly PermissionMark[]): Principal {
  if (!permissions.some((permission) => holdsPermission(request, permission))) throw forbidden();
  return requirePrincipal(request);
}
