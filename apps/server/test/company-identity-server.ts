import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A company's own identity server for tests: `oidc-provider` (another project's certified OpenID
 * provider) on a loopback port, at `{base}/realms/{realm}` as a Keycloak realm would be, with its own
 * users and sign-in page. Access tokens are RFC 9068 JWTs naming the user in `preferred_username`.
 */
export interface CompanyIdentityServer {
  /** The address to give the enterprise as its `authAddress`. */
  base: string;
  issuer: string;
  /** Signs with a new key from now on; the old one stays published for the tokens it signed. */
  rotateKeys(): Promise<void>;
  /** The key ids published, newest first. */
  keyIds(): string[];
  close(): Promise<void>;
}

const API_RESOURCE = 'urn:crm:api';

async function newKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `key-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, alg: 'RS256', use: 'sig' };
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startCompanyIdentityServer(options: {
  realm: string;
  clientId: string;
  redirectUris: string[];
  /** User name → password. */
  users: Record<string, string>;
}): Promise<CompanyIdentityServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const prefix = `/realms/${options.realm}`;
  const issuer = `${base}${prefix}`;
  let keys: JWK[] = [await newKey()];

  const configuration = (): Configuration => ({
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys },
    cookies: { keys: ['company-identity-server-test-cookies'] },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => (id in options.users ? { accountId: id, claims: () => ({ sub: id, preferred_username: id, name: id }) } : undefined),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: 'openid profile', audience: API_RESOURCE, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } }),
      },
    },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    // The company has already approved the app for its staff: no consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile');
      grant.addResourceScope(API_RESOURCE, 'openid profile');
      await grant.save();
      return grant;
    },
    extraTokenClaims: (_ctx, token) => ('accountId' in token && token.accountId ? { preferred_username: token.accountId } : undefined),
    issueRefreshToken: () => true,
    // The web app calls the token endpoint from its own pages: their origin is the redirect addresses'.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    ttl: { AccessToken: 600, IdToken: 600, RefreshToken: 3600, Interaction: 600, Grant: 3600, Session: 3600 },
  });
  let provider = new Provider(issuer, configuration());

  server.on('request', (request: http.IncomingMessage & { originalUrl?: string }, response: http.ServerResponse) => {
    const url = request.url ?? '/';
    if (!url.startsWith(prefix)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const interaction = /^\/interaction\/([\w-]+)$/.exec(url.slice(prefix.length).split('?')[0] ?? '');
    if (interaction) {
      void signInPage(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    // Mounted under the realm's path, as the provider expects of a mounted app.
    request.originalUrl = url;
    request.url = url.slice(prefix.length) || '/';
    void provider.callback()(request, response);
  });

  /** The company's own sign-in page: its users and passwords, nothing of the product's. */
  async function signInPage(request: http.IncomingMessage, response: http.ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    let error = '';
    if (request.method === 'POST') {
      const form = await readForm(request);
      const login = form.get('login') ?? '';
      if (options.users[login] !== undefined && options.users[login] === form.get('password')) {
        await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
        return;
      }
      error = '<p role="alert">Wrong company user name or password</p>';
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Company sign-in</title><h1>Company sign-in</h1>${error}<form method="post" action="${escape(`${prefix}/interaction/${details.uid}`)}">` +
        '<label>Company user <input name="login"></label><label>Company password <input name="password" type="password"></label><button>Continue</button></form>',
    );
  }

  return {
    base,
    issuer,
    async rotateKeys() {
      keys = [await newKey(), ...keys];
      provider = new Provider(issuer, configuration());
    },
    keyIds: () => keys.map((key) => key.kid!),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
