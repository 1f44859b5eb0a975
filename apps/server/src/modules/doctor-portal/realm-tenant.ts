import { notFound } from '../../lib/http-error';
import type { RequestFacts } from '../../platform/route-access';
import type { Tenant } from '../../platform/tenant-directory';
import { scopeRequestTo } from '../../db/tenant-scope';
import type { PortalHost } from './doctor-token';

/** The tenant named by the realm header; it must be the one of the page's domain. */
export async function realmTenant(host: PortalHost, request: RequestFacts): Promise<Tenant> {
  const realm = request.headers.realm;
  const tenant = typeof realm === 'string' ? await host.tenants.findByRealm(realm) : request.tenant;
  if (!tenant || (request.tenant && request.tenant.id !== tenant.id)) throw notFound();
  scopeRequestTo(tenant.id);
  return tenant;
}
