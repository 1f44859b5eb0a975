import { ErrorResponse, OidcClient, WebStorageStateStore, type UseRefreshTokenArgs } from 'oidc-client-ts';
import { acceptLanguage, languageStore } from '../i18n/i18n';
import { authBaseUrl, enterpriseStore, type Enterprise } from './enterprise-store';
import type { TokenResponse } from './tokens';

/** An answer of the identity server that refused a request: `{error, error_description}`. */
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

/** The app's sign-in page: where the identity server sends the user back, with a code or after logout. */
export function signInPageUrl(): string {
  return `${window.location.origin}/pc/login`;
}

/** When the identity server does not say how long a refresh token lives, it is kept until refused. */
const UNKNOWN_REFRESH_LIFETIME_SECONDS = 30 * 24 * 3600;

let cached: { key: string; client: OidcClient } | null = null;

/**
 * The OpenID Connect client of the enterprise's identity server (the embedded realm or the
 * company's own), found by discovery: authorization code flow with PKCE, as a public client.
 */
function oidcClient(): OidcClient {
  const enterprise: Enterprise | null = enterpriseStore.get();
  if (!enterprise) throw new Error('The enterprise must be loaded before talking to the identity server');
  const authority = `${authBaseUrl(enterprise)}/realms/${encodeURIComponent(enterprise.realm)}`;
  const key = `${authority}|${enterprise.clientId}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new OidcClient({
        authority,
        client_id: enterprise.clientId,
        redirect_uri: signInPageUrl(),
        post_logout_redirect_uri: signInPageUrl(),
        response_type: 'code',
        scope: 'openid profile',
        // The request's verifier and nonce live only as long as this tab's sign-in.
        stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'crm.oidc.' }),
        loadUserInfo: false,
        // The identity server's refusals (a session ended, a code spent) come in the interface's language.
        extraHeaders: { 'Accept-Language': () => acceptLanguage() },
      }),
    };
  }
  return cached.client;
}

function identityError(error: unknown): unknown {
  if (error instanceof ErrorResponse) return new IdentityError(error.error ?? 'request_failed', error.error_description ?? '', 400);
  return error;
}

function tokensOf(response: { access_token: string; expires_in?: number | undefined; refresh_token?: string | undefined; id_token?: string | undefined }): TokenResponse {
  const refreshLifetime = (response as { refresh_expires_in?: unknown }).refresh_expires_in;
  return {
    access_token: response.access_token,
    expires_in: response.expires_in ?? 300,
    refresh_token: response.refresh_token ?? '',
    refresh_expires_in: typeof refreshLifetime === 'number' && refreshLifetime > 0 ? refreshLifetime : UNKNOWN_REFRESH_LIFETIME_SECONDS,
    ...(response.id_token ? { id_token: response.id_token } : {}),
  };
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the identity server's sign-in page; it comes back to the sign-in page with a code. */
export async function startSignIn(returnTo: string): Promise<void> {
  // The nonce ties the ID token to this request (the library checks it on the way back).
  const request = await oidcClient().createSigninRequest({ state: { returnTo }, nonce: randomNonce(), ui_locales: languageStore.get() === 'en' ? 'en' : 'zh-CN' });
  window.location.assign(request.url);
}

/** Trades the code the identity server sent back (state, PKCE and nonce checked) for tokens. */
export async function completeSignIn(url: string): Promise<{ tokens: TokenResponse; returnTo: string | null }> {
  try {
    const response = await oidcClient().processSigninResponse(url);
    const state = response.userState as { returnTo?: unknown } | undefined;
    return { tokens: tokensOf(response), returnTo: typeof state?.returnTo === 'string' ? state.returnTo : null };
  } catch (error) {
    throw identityError(error);
  }
}

function claimsOf(idToken: string): Record<string, unknown> {
  try {
    const part = idToken.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Trades a refresh token for new tokens; the old refresh token stops working (rotation). */
export async function refreshGrant(refreshToken: string, idToken: string | null): Promise<TokenResponse> {
  // What the library keeps of a session between renewals; the ID token's claims are its profile.
  const state = {
    refresh_token: refreshToken,
    ...(idToken ? { id_token: idToken } : {}),
    session_state: null,
    scope: 'openid profile',
    profile: idToken ? claimsOf(idToken) : {},
  } as UseRefreshTokenArgs['state'];
  try {
    return tokensOf(await oidcClient().useRefreshToken({ state }));
  } catch (error) {
    throw identityError(error);
  }
}

/** The identity server's end-session address (RP-initiated logout), which returns to the sign-in page. */
export async function endSessionUrl(idToken: string | null): Promise<string> {
  const request = await oidcClient().createSignoutRequest({ ...(idToken ? { id_token_hint: idToken } : {}), post_logout_redirect_uri: signInPageUrl() });
  return request.url;
}
