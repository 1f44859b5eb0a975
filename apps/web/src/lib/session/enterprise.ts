import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractPath } from '@crm/shared/contract';
import { findEnterprise } from '@crm/shared/contracts/system';
import type { Envelope } from '@crm/shared/envelope';
import { acceptLanguage } from '../i18n/i18n';
import { REQUEST_TIMEOUT_MS } from '../request/timeout';
import { enterpriseStore, type Enterprise } from './enterprise-store';

/** No enterprise serves this domain (the start-up guard sends the user to /404). */
export class UnknownEnterpriseError extends Error {
  constructor(domain: string) {
    super(`No enterprise serves ${domain}`);
    this.name = 'UnknownEnterpriseError';
  }
}

/** The gateway that answers the enterprise lookup: configurable, the page's own origin by default. */
function gatewayBase(): string {
  const configured = import.meta.env.VITE_GATEWAY_BASE as string | undefined;
  return configured || `${window.location.origin}/prod-api`;
}

/**
 * Spec 7.1 / 8: looks up the tenant of this page's domain; a non-200 code or an empty result
 * means there is none. This call configures the request layer (base URL, realm), so it goes
 * out on its own: public, without token or realm, and silent (a failure leads to /404).
 */
export async function fetchEnterprise(): Promise<Enterprise> {
  const domain = window.location.origin;
  const url = `${gatewayBase()}${contractPath(findEnterprise)}?${new URLSearchParams({ domain }).toString()}`;
  const response = await fetch(url, { headers: { 'Accept-Language': acceptLanguage() }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = response.ok ? ((await response.json()) as Envelope<Enterprise[]>) : null;
  const enterprise = body?.code === 200 ? body.result[0] : undefined;
  if (!enterprise) throw new UnknownEnterpriseError(domain);
  enterpriseStore.set(enterprise);
  return enterprise;
}

export const enterpriseQueryOptions = queryOptions({
  queryKey: ['session', 'enterprise'],
  queryFn: fetchEnterprise,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function useEnterprise() {
  return useQuery(enterpriseQueryOptions);
}
