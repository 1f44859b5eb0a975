/* eslint-disable no-restricted-syntax -- the realm's OpenID Connect endpoints under /auth answer in their protocols' own formats (RFC 6749, OpenID Connect Core: token JSON, JWKS, redirects, an HTML sign-in page), not the API envelope a contract describes */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLang, type Lang } from '@crm/shared/i18n';
import { requestLang, translate } from '../../lib/i18n';
import { inBothLanguages, recordAudit } from '../../platform/audit/record-audit';
import type { Tenant } from '../../platform/tenant-directory';
import { answerAt, checkAuthorization, redirectUriRegistered, type AuthorizationRequest } from './authorization-request';
import type { AuthorizationCodes } from './authorization-codes';
import { errorPage, signedOutPage, signInPage } from './sign-in-page';
import { OAuthError } from './token-service';
import { scopeRequestTo } from '../../db/tenant-scope';

const PUBLIC = { access: { public: true } } as const;
const realmParams = z.object({ realm: z.string().min(1).max(100) });
const param = z.string().max(2000).optional();
const authorizationFields = {
  client_id: param,
  redirect_uri: param,
  response_type: param,
  response_mode: param,
  scope: param,
  state: param,
  nonce: param,
  code_challenge: param,
  code_challenge_method: param,
  prompt: param,
  login_hint: param,
  ui_locales: param,
};
const authorizationQuery = z.object(authorizationFields);
const signInForm = z.object({ ...authorizationFields, username: param, password: param }).describe('application/x-www-form-urlencoded');
export const endSessionFields = {
  id_token_hint: z.string().max(8000).optional(),
  post_logout_redirect_uri: param,
  state: param,
  client_id: param,
  ui_locales: param,
};
const endSessionQuery = z.object(endSessionFields);
const htmlPage = z.string().describe('An HTML page');

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The tenant whose embedded realm is `realm`; a tenant signing in elsewhere has no realm here. */
export async function embeddedRealm(app: FastifyInstance, realm: string): Promise<Tenant> {
  const tenant = await app.tenants.findByRealm(realm);
  if (!tenant || tenant.externalIssuer) throw new OAuthError(404, 'Realm not found.', 'realmNotFound');
  scopeRequestTo(tenant.id);
  return tenant;
}

/** The page's language: the client's `ui_locales` first (the web app passes its own), then the browser's. */
function pageLang(request: FastifyRequest, uiLocales: string | undefined): Lang {
  const first = uiLocales?.trim().split(/\s+/)[0];
  return first ? pickLang(first) : requestLang(request);
}

/**
 * Sends an HTML page of the realm. The page may post its form here and be sent on to `formTarget`
 * (the client's redirect address), which the browser checks against `form-action`.
 */
export function sendPage(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  const targets = ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])].join(' ');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`)
    .send(html);
}

/**
 * Runs a sign-in attempt and records its outcome in the audit log: the user on success, the name
 * tried and the reason on a refusal (which is returned, not thrown, for the caller to answer).
 */
export async function auditedSignIn<T extends { id: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  username: string,
  attempt: () => Promise<T>,
): Promise<T | OAuthError> {
  try {
    const user = await attempt();
    await recordAudit(
      app.db,
      request,
      { action: 'login.success', entityType: 'user', entityId: user.id, message: { key: 'loginSucceeded', params: { username } } },
      { tenantId: tenant.id, id: user.id, name: username },
    );
    return user;
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    await recordAudit(
      app.db,
      request,
      {
        action: 'login.failure',
        entityType: 'user',
        message: { key: 'loginFailed', params: { username, reason: inBothLanguages(error.descriptionKey, error.params) } },
        detail: { reason: error.params.reason ?? error.descriptionKey },
      },
      { tenantId: tenant.id, id: null, name: username },
    );
    return error;
  }
}

/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): ends the session the ID token names
 * and returns to the client's registered address, or shows that the user has signed out. Without
 * a valid `id_token_hint` no session is ended: the realm keeps no browser session to end.
 */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, tenant: Tenant, input: z.infer<typeof endSessionQuery>) {
  const lang = pageLang(request, input.ui_locales);
  if (input.client_id && input.client_id !== tenant.clientId) return sendPage(reply, 400, errorPage(lang, translate(lang, 'clientUnknown', { client: input.client_id })));
  const target = input.post_logout_redirect_uri;
  if (target && !redirectUriRegistered(tenant, target, requestOrigin(request)))
    return sendPage(reply, 400, errorPage(lang, translate(lang, 'redirectUriNotRegistered', { uri: target })));
  if (input.id_token_hint) {
    const ended = await app.tokens.logoutByToken(tenant, input.id_token_hint);
    if (ended) {
      await recordAudit(
        app.db,
        request,
        { action: 'logout', entityType: 'user', entityId: ended.userId, message: { key: 'loggedOut', params: { username: ended.username } } },
        { tenantId: tenant.id, id: ended.userId, name: ended.username },
      );
    }
  }
  if (target) return reply.header('cache-control', 'no-store').redirect(answerAt(target, { state: input.state ?? null }), 302);
  return sendPage(reply, 200, signedOutPage(lang));
}

/** The realm's browser-facing endpoints: the authorization endpoint with its sign-in page, and end-session. */
export async function authorizeRoutes(fastify: FastifyInstance, options: { codes: AuthorizationCodes }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const path = '/realms/:realm/protocol/openid-connect/auth';

  /** Answers an authorization request: the sign-in page, an error shown, or an error sent back to the client. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    realm: string,
    params: z.infer<typeof signInForm>,
    signIn: (tenant: Tenant, lang: Lang, checked: AuthorizationRequest) => Promise<{ error: string } | { location: string }>,
  ) => {
    const tenant = await embeddedRealm(app, realm);
    const lang = pageLang(request, params.ui_locales);
    const checked = checkAuthorization(tenant, params, requestOrigin(request));
    if (checked.kind === 'show') return sendPage(reply, 400, errorPage(lang, translate(lang, checked.key, checked.params)));
    if (checked.kind === 'redirect') {
      const iss = app.tokens.issuer(tenant, requestOrigin(request));
      return reply.redirect(answerAt(checked.redirectUri, { error: checked.error, error_description: translate('en', checked.key), state: checked.state, iss }), 302);
    }
    const outcome = await signIn(tenant, lang, checked.request);
    if ('location' in outcome) return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    const { username: _username, password: _password, ...hidden } = params;
    const otherLang = new URLSearchParams(Object.entries({ ...hidden, ui_locales: lang === 'en' ? 'zh-CN' : 'en' }).filter((e): e is [string, string] => !!e[1]));
    const pagePath = request.url.split('?')[0] ?? request.url;
    const html = signInPage({
      tenant,
      lang,
      action: pagePath,
      hidden,
      username: params.username?.trim() || checked.request.loginHint,
      error: outcome.error || null,
      otherLangHref: `${pagePath}?${otherLang.toString()}`,
    });
    return sendPage(reply, 200, html, checked.request.redirectUri);
  };

  app.get(
    path,
    {
      config: PUBLIC,
      schema: {
        tags: ['identity'],
        summary: 'Authorization endpoint: the sign-in page of the code flow (PKCE required)',
        params: realmParams,
        querystring: authorizationQuery,
        response: { 200: htmlPage, 400: htmlPage },
      },
    },
    (request, reply) => answer(request, reply, request.params.realm, request.query, async () => ({ error: '' })),
  );

  app.post(
    path,
    {
      config: { ...PUBLIC, rateLimit: { max: app.config.loginRatePerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['identity'],
        summary: 'Sign-in form of the authorization endpoint: on success, back to the client with a one-time code',
        params: realmParams,
        body: signInForm,
        response: { 200: htmlPage, 400: htmlPage },
      },
    },
    (request, reply) =>
      answer(request, reply, request.params.realm, request.body, async (tenant, lang, { redirectUri, codeChallenge, nonce, state }) => {
        const username = (request.body.username ?? '').trim();
        const outcome = await auditedSignIn(app, request, tenant, username, () => app.tokens.authenticate(tenant, username, request.body.password ?? ''));
        if (outcome instanceof OAuthError) return { error: translate(lang, outcome.descriptionKey, outcome.params) };
        const sessionId = await app.tokens.openSession(tenant, outcome, { channel: 'code', remoteAddress: request.ip });
        const code = await options.codes.issue(tenant, { sessionId, redirectUri, codeChallenge, nonce });
        return { location: answerAt(redirectUri, { code, state, iss: app.tokens.issuer(tenant, requestOrigin(request)) }) };
      }),
  );

  app.get(
    '/realms/:realm/protocol/openid-connect/logout',
    {
      config: PUBLIC,
      schema: {
        tags: ['identity'],
        summary: 'End-session endpoint (RP-initiated logout): ends the session of the ID token and returns to the client',
        params: realmParams,
        querystring: endSessionQuery,
        response: { 200: htmlPage, 400: htmlPage },
      },
    },
    async (request, reply) => endSession(app, request, reply, await embeddedRealm(app, request.params.realm), request.query),
  );
}
