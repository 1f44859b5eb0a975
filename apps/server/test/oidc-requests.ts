import * as oidc from 'openid-client';

/** An authorization request as a public client makes it: code flow, PKCE S256, a fresh state and nonce. */
export async function authorizationRequest(config: oidc.Configuration, redirectUri: string, overrides: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...overrides,
  });
  return { url, verifier, state, nonce };
}
