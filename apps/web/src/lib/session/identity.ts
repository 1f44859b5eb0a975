import { acceptLanguage } from '../i18n/i18n';
import { REQUEST_TIMEOUT_MS } from '../request/timeout';
import { authBaseUrl, enterpriseStore, type Enterprise } from './enterprise-store';
import type { TokenResponse } from './tokens';

/** An answer of the identity server that refused a grant: `{error, error_description}`. */
export class IdentityError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status: number,
  ) {
    super(description || error);
    this.name = 'IdentityError';
  }
}

function requireEnterprise(): Enterprise {
  const enterprise = enterpriseStore.get();
  if (!enterprise) throw new Error('The enterprise must be loaded before talking to the identity server');
  return enterprise;
}

function openIdUrl(enterprise: Enterprise, endpoint: 'token' | 'logout'): string {
  return `${authBaseUrl(enterprise)}/realms/${encodeURIComponent(enterprise.realm)}/protocol/openid-connect/${endpoint}`;
}

/**
 * The identity server is not the API: it answers OAuth forms with `{error, error_description}`
 * rather than the API envelope, so it is called directly and not through the request layer.
 */
async function post<T>(endpoint: 'token' | 'logout', form: Record<string, string>): Promise<T> {
  const enterprise = requireEnterprise();
  const response = await fetch(openIdUrl(enterprise, endpoint), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': acceptLanguage() },
    body: new URLSearchParams({ client_id: enterprise.clientId, ...form }).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const failure = body as { error?: string; error_description?: string } | undefined;
    throw new IdentityError(failure?.error ?? 'request_failed', failure?.error_description ?? '', response.status);
  }
  return body as T;
}

/** Signs in with user name and password (the public client's password grant). */
export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return post<TokenResponse>('token', { grant_type: 'password', username, password });
}

/** Trades a refresh token for new tokens; the old refresh token stops working (rotation). */
export function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return post<TokenResponse>('token', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Ends the identity server's session of this refresh token. */
export async function endIdentitySession(refreshToken: string): Promise<void> {
  await post<unknown>('logout', { refresh_token: refreshToken });
}
