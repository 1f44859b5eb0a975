import type { ServerMessageKey } from '@crm/shared/server-messages';
import { hostOf, type Tenant } from '../../platform/tenant-directory';

/** The parameters of an authorization request, as the client sent them (query or form). */
export interface AuthorizationParams {
  client_id?: string | undefined;
  redirect_uri?: string | undefined;
  response_type?: string | undefined;
  response_mode?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  nonce?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  prompt?: string | undefined;
  login_hint?: string | undefined;
  ui_locales?: string | undefined;
}

/** A request the realm will sign a user in for. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
  loginHint: string;
}

export type Checked =
  /** Neither the client nor the redirect address can be trusted: the error is shown, never sent anywhere. */
  | { kind: 'show'; key: ServerMessageKey; params: Record<string, string> }
  /** The client is known and the address registered: the error goes back to the client. */
  | { kind: 'redirect'; redirectUri: string; state: string | null; error: string; key: ServerMessageKey }
  | { kind: 'ok'; request: AuthorizationRequest };

/** A base64url SHA-256 (RFC 7636's S256 challenge) is 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** The web app's sign-in page, where it takes the code (apps/web: `signInPageUrl`). */
export const WEB_SIGN_IN_PATH = '/pc/login';

/**
 * Whether `uri` is one of the tenant's redirect addresses, compared whole, scheme, host and port
 * included: the client is a web page at a known origin, not a native app, so a loopback host gets no
 * freedom of port (RFC 8252 §7.3 is for native apps) and another process on the machine cannot take
 * the code. Besides the addresses registered, the web app's sign-in page on the origin the realm
 * itself was reached at (`origin`, when its host is the tenant's domain) is the client's own: the
 * product serves it there, so a development server or a direct port is not registered one by one.
 */
export function redirectUriRegistered(tenant: Tenant, uri: string, origin?: string): boolean {
  if (tenant.redirectUris.includes(uri)) return true;
  if (!origin) return false;
  let own: URL;
  try {
    own = new URL(WEB_SIGN_IN_PATH, origin);
  } catch {
    return false;
  }
  return hostOf(own.hostname) === hostOf(tenant.domain) && uri === own.href;
}

/** Checks an authorization request in the order RFC 6749 §4.1.2.1 asks: client and address first. */
export function checkAuthorization(tenant: Tenant, params: AuthorizationParams, origin?: string): Checked {
  if (!params.client_id || params.client_id !== tenant.clientId) return { kind: 'show', key: 'clientUnknown', params: { client: params.client_id ?? '' } };
  const redirectUri = params.redirect_uri ?? '';
  if (!redirectUri || !redirectUriRegistered(tenant, redirectUri, origin)) return { kind: 'show', key: 'redirectUriNotRegistered', params: { uri: redirectUri } };
  const state = params.state || null;
  const back = (error: string, key: ServerMessageKey): Checked => ({ kind: 'redirect', redirectUri, state, error, key });
  if (params.response_type !== 'code') return back('unsupported_response_type', 'responseTypeUnsupported');
  if (params.response_mode && params.response_mode !== 'query') return back('invalid_request', 'responseTypeUnsupported');
  if (params.code_challenge_method !== 'S256' || !params.code_challenge || !CHALLENGE.test(params.code_challenge)) return back('invalid_request', 'pkceRequired');
  // The realm keeps no browser session of its own, so it can never sign a user in without asking.
  if (params.prompt?.split(' ').includes('none')) return back('login_required', 'loginRequired');
  return {
    kind: 'ok',
    request: {
      redirectUri,
      state,
      nonce: params.nonce || null,
      codeChallenge: params.code_challenge,
      loginHint: (params.login_hint ?? '').slice(0, 100),
    },
  };
}

/** `redirectUri` with the given answer in its query (RFC 6749 §4.1.2), keeping the client's own parameters. */
export function answerAt(redirectUri: string, answer: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}
