import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the current code may see (decision 0030). Each HTTP request runs in a scope that
 * starts with no tenant and takes the tenant of its domain (or realm) once that is known; code
 * outside any scope (migrations, seeding, the job queue, tests' own setup) is the administrative
 * path. The database handle reads the scope before every statement: in a scope it works as the
 * application role under row-level security, keyed on the scope's tenant.
 */
export interface TenantScope {
  tenantId: number | null;
}

const scopes = new AsyncLocalStorage<TenantScope>();

/** The scope of the running code, or undefined on the administrative path. */
export function currentTenantScope(): TenantScope | undefined {
  return scopes.getStore();
}

/** Runs `next` (the rest of an HTTP request) in a scope of its own that sees no tenant row until scopeRequestTo names the tenant. */
export function inRequestScope(next: () => void): void {
  scopes.run({ tenantId: null }, next);
}

/**
 * Runs `work` in a scope of its own that sees one tenant's rows (none when `tenantId` is null).
 * Database queries are lazy until awaited, so this awaits `work` inside the scope.
 */
export function withTenant<T>(tenantId: number | null, work: () => PromiseLike<T>): Promise<T> {
  return scopes.run({ tenantId }, async () => await work());
}

/**
 * The tenant of the running request becomes `tenantId` for the rest of it: the request context
 * calls this once it has found the tenant of the domain, a realm's endpoint once it has found the
 * realm's. On the administrative path (no scope) it changes nothing.
 */
export function scopeRequestTo(tenantId: number | null): void {
  const scope = scopes.getStore();
  if (scope) scope.tenantId = tenantId;
}

/** What a connection must be switched to for the running code: a tenant id, '' for no tenant, or null for the administrative path. */
export function wantedTenantSetting(): string | null {
  const scope = scopes.getStore();
  if (!scope) return null;
  return scope.tenantId === null ? '' : String(scope.tenantId);
}

/**
 * Runs `work` on the administrative path, outside any scope: for the platform's own tables (the
 * job queue, the migrations journal), never for a tenant's rows. Awaits `work` there, as withTenant does.
 */
export function asAdministrator<T>(work: () => PromiseLike<T>): Promise<T> {
  return scopes.exit(async () => await work());
}
