import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { Tenant } from '../../platform/tenant-directory';
import { scopeRequestTo } from '../../db/tenant-scope';

/** The tenant named by the realm header; it must be the one of the page's domain. */
export async function realmTenant(app: FastifyInstance, request: FastifyRequest): Promise<Tenant> {
  const realm = request.headers.realm;
  const tenant = typeof realm === 'string' ? await app.tenants.findByRealm(realm) : request.tenant;
  if (!tenant || (request.tenant && request.tenant.id !== tenant.id)) throw notFound();
  scopeRequestTo(tenant.id);
  return tenant;
}
