/* eslint-disable no-restricted-syntax -- the realm's OpenID Connect endpoints under /auth answer in their protocols' own formats (RFC 6749, OpenID Connect Core: token JSON, JWKS, redirects, an HTML sign-in page), not the API envelope a contract describes */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import { requestLang, translate } from '../../lib/i18n';
import { bearerToken } from '../../platform/route-access';
import { loadPrincipal } from '../../platform/principal';
import { AuthorizationCodes } from './authorization-codes';
import { auditedSignIn, authorizeRoutes, embeddedRealm, endSession, endSessionFields, requestOrigin, sendPage } from './authorize-routes';
import { errorPage } from './sign-in-page';
import { OAuthError } from './token-service';

const PUBLIC = { access: { public: true } } as const;
const realmParams = z.object({ realm: z.string().min(1).max(100) });
const tokenForm = z
  .object({
    grant_type: z.string().optional(),
    client_id: z.string().optional(),
    username: z.string().optional(),
    password: z.string().optional(),
    refresh_token: z.string().optional(),
    scope: z.string().optional(),
    code: z.string().max(200).optional(),
    redirect_uri: z.string().max(2000).optional(),
    code_verifier: z.string().max(200).optional(),
  })
  .describe('application/x-www-form-urlencoded');
const tokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_expires_in: z.number(),
  refresh_token: z.string(),
  id_token: z.string(),
  token_type: z.literal('Bearer'),
  'not-before-policy': z.number(),
  session_state: z.string(),
  scope: z.string(),
});
const logoutForm = z.object({ refresh_token: z.string().optional(), ...endSessionFields }).describe('application/x-www-form-urlencoded');
const oauthError = z.object({ error: z.string(), error_description: z.string() });
/** The realm's public keys (RFC 7517): each key's other members pass through as they are. */
const keySet = z.object({ keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })) });
/** The standard claims the userinfo endpoint answers (OpenID Connect Core 5.3.2). */
const userInfo = z.object({ sub: z.string(), preferred_username: z.string(), name: z.string() });
/** The discovery document (OpenID Connect Discovery 1.0 §3): the endpoints named here, the rest as written. */
const discovery = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  userinfo_endpoint: z.string(),
  end_session_endpoint: z.string(),
});
/** The schemas of what the realm publishes to relying parties: its keys, the token owner's claims, its discovery document. */
const PUBLISHED = {
  certs: { tags: ['identity'], summary: 'JSON Web Key Set of the realm', params: realmParams, response: { 200: keySet, 404: oauthError } },
  userInfo: { tags: ['identity'], summary: 'Claims of the bearer token owner', params: realmParams, response: { 200: userInfo, 401: oauthError, 404: oauthError } },
  discovery: { tags: ['identity'], summary: 'OpenID Connect discovery document', params: realmParams, response: { 200: discovery, 404: oauthError } },
};

function sendOAuthError(request: FastifyRequest, reply: FastifyReply, error: OAuthError) {
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .send({ error: error.error, error_description: translate(request.lang, error.descriptionKey, error.params) });
}

/** The embedded identity realm, speaking Keycloak's OpenID Connect endpoints (the code flow's browser pages are in authorize-routes.ts). */
export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const realmOf = (realm: string) => embeddedRealm(app, realm);
  const codes = new AuthorizationCodes(app.db, app.tokens);

  app.setErrorHandler((error, request, reply) => {
    // The sign-in and end-session pages are seen by people in a browser: their errors are pages too.
    const route = request.routeOptions.url ?? '';
    if (route.endsWith('/openid-connect/auth') || (request.method === 'GET' && route.endsWith('/openid-connect/logout'))) {
      const status = error instanceof OAuthError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'identity page failed');
      const key: ServerMessageKey =
        error instanceof OAuthError ? error.descriptionKey : status === 429 ? 'tooManyRequests' : status === 413 ? 'payloadTooLarge' : status < 500 ? 'invalidValue' : 'internal';
      const lang = requestLang(request);
      return sendPage(reply, status, errorPage(lang, translate(lang, key)));
    }
    if (error instanceof OAuthError) return sendOAuthError(request, reply, error);
    if ((error as { statusCode?: number }).statusCode === 429) {
      return reply.status(429).send({ error: 'temporarily_unavailable', error_description: translate(request.lang, 'tooManyRequests') });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: 'invalid_request', error_description: translate(request.lang, error.messageKey, error.params) });
    }
    if ((error as { validation?: unknown }).validation) {
      return reply.status(400).send({ error: 'invalid_request', error_description: (error as Error).message });
    }
    // A body that is not JSON or a form, empty or poisoned (`__proto__`) is the caller's error.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'invalid_request', error_description: translate(request.lang, status === 413 ? 'payloadTooLarge' : 'invalidBody') });
    }
    request.log.error({ err: error }, 'identity request failed');
    return reply.status(500).send({ error: 'server_error', error_description: translate(request.lang, 'internal') });
  });

  app.post(
    '/realms/:realm/protocol/openid-connect/token',
    {
      config: { ...PUBLIC, rateLimit: { max: app.config.loginRatePerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['identity'],
        summary: 'Token endpoint: authorization_code (PKCE), refresh_token and, where the enterprise allows it, password grants',
        params: realmParams,
        body: tokenForm,
        response: { 200: tokenResponse, 400: oauthError, 401: oauthError, 404: oauthError, 429: oauthError },
      },
    },
    async (request, reply) => {
      const tenant = await realmOf(request.params.realm);
      const form = request.body;
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (!form.grant_type) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'grant_type' });
      if (form.client_id !== tenant.clientId) throw new OAuthError(401, 'unauthorized_client', 'invalidClient');
      if (form.grant_type === 'authorization_code') {
        if (!form.code) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'code' });
        return codes.redeem(tenant, {
          code: form.code,
          clientId: form.client_id,
          redirectUri: form.redirect_uri,
          codeVerifier: form.code_verifier,
          origin: requestOrigin(request),
        });
      }
      if (form.grant_type === 'password') {
        if (!form.username) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'username' });
        if (form.password === undefined) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'password' });
        const username = form.username.trim();
        const password = form.password;
        const outcome = await auditedSignIn(app, request, tenant, username, async () => {
          const granted = await app.tokens.passwordGrant(tenant, { username, password, origin: requestOrigin(request), remoteAddress: request.ip });
          return { id: granted.userId, tokens: granted.tokens };
        });
        if (outcome instanceof OAuthError) throw outcome;
        return outcome.tokens;
      }
      if (form.grant_type === 'refresh_token') {
        if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'refresh_token' });
        return app.tokens.refreshGrant(tenant, { refreshToken: form.refresh_token, origin: requestOrigin(request) });
      }
      throw new OAuthError(400, 'unsupported_grant_type', 'unsupportedGrant');
    },
  );

  app.post(
    '/realms/:realm/protocol/openid-connect/logout',
    {
      config: PUBLIC,
      schema: {
        tags: ['identity'],
        summary: 'Ends the session of a refresh token, or (with id_token_hint) an RP-initiated logout as the GET form does',
        params: realmParams,
        body: logoutForm,
        response: { 204: z.null().describe('Session ended'), 400: oauthError, 404: oauthError },
      },
    },
    async (request, reply) => {
      const tenant = await realmOf(request.params.realm);
      if (!request.body.refresh_token && (request.body.id_token_hint || request.body.post_logout_redirect_uri)) {
        return endSession(app, request, reply, tenant, request.body);
      }
      if (!request.body.refresh_token) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'refresh_token' });
      await app.tokens.logoutByRefreshToken(tenant, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  app.get('/realms/:realm/protocol/openid-connect/certs', { config: PUBLIC, schema: PUBLISHED.certs }, async (request) => {
    const tenant = await realmOf(request.params.realm);
    return app.realmKeys.publicJwks(tenant.id);
  });

  app.get('/realms/:realm/protocol/openid-connect/userinfo', { config: PUBLIC, schema: PUBLISHED.userInfo }, async (request, reply) => {
    const tenant = await realmOf(request.params.realm);
    const token = bearerToken(request);
    const claims = token ? await app.tokens.verifyAccessToken(tenant, token) : null;
    const principal = claims ? await loadPrincipal(app.db, tenant, claims) : null;
    if (!principal) return reply.status(401).send({ error: 'invalid_token', error_description: translate(request.lang, 'unauthorized') });
    return { sub: String(principal.userId), preferred_username: principal.username, name: principal.firstName };
  });

  app.get('/realms/:realm/.well-known/openid-configuration', { config: PUBLIC, schema: PUBLISHED.discovery }, async (request) => {
    const tenant = await realmOf(request.params.realm);
    const issuer = app.tokens.issuer(tenant, requestOrigin(request));
    const base = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/certs`,
      userinfo_endpoint: `${base}/userinfo`,
      end_session_endpoint: `${base}/logout`,
      grant_types_supported: ['authorization_code', 'refresh_token', ...(tenant.passwordGrant ? ['password'] : [])],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'profile', 'email'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'preferred_username', 'name'],
      ui_locales_supported: ['zh-CN', 'en'],
    };
  });

  await app.register(authorizeRoutes, { codes });
}
