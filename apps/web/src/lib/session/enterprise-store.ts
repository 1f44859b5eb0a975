import type { EnterpriseInfo } from '@crm/shared/contracts/system';
import { createStore } from '../store';

/** The tenant serving this page origin (`enterprise/find`). */
export type Enterprise = EnterpriseInfo;

/** Set once the enterprise has loaded; the request layer reads base URL and realm from it. */
export const enterpriseStore = createStore<Enterprise | null>(null);

/** API base: the enterprise's baseUrl, or the page origin plus its interfaceAddress. */
export function apiBaseUrl(enterprise: Enterprise): string {
  if (enterprise.baseUrl) return enterprise.baseUrl;
  return /^https?:\/\//i.test(enterprise.interfaceAddress) ? enterprise.interfaceAddress : `${window.location.origin}${enterprise.interfaceAddress}`;
}

/** Identity server base: `{origin}{authAddress}` unless the address is absolute. */
export function authBaseUrl(enterprise: Enterprise): string {
  return /^https?:\/\//i.test(enterprise.authAddress) ? enterprise.authAddress : `${window.location.origin}${enterprise.authAddress}`;
}
