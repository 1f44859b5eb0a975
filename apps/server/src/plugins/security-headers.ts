import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy the built web app runs under (docs/decisions/0015-security-headers.md): scripts only
 * from this origin, never inline; styles inline too, because Ant Design writes its CSS-in-JS into
 * <style> tags at run time; no framing by other sites. HSTS is sent only on requests that arrived
 * over TLS (directly, or behind a proxy the server trusts), so a plain-HTTP install on a LAN keeps working.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** `{ defaultSrc: ["'self'"] }` as the header's `default-src 'self'`. */
function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy with the one other site pages may frame: the configured external dashboard site
 * (its origin only), besides this origin. Without one, frames fall back to `default-src 'self'`.
 */
export function contentSecurityPolicy(frameSite: string | undefined) {
  return frameSite ? { ...CONTENT_SECURITY_POLICY, frameSrc: ["'self'", new URL(frameSite).origin] } : CONTENT_SECURITY_POLICY;
}

export const securityHeaders = fp(async (app: FastifyInstance, options: { frameSite?: string | undefined }) => {
  // Helmet's middleware, built once (the Fastify wrapper builds it again on every request), sets the
  // headers on the raw response; Fastify keeps them when it writes its own.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.frameSite) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A page of an enterprise that signs in at its own identity server talks to that server too
    // (discovery, token exchange and renewal from the browser): its origin joins connect-src.
    const issuer = request.tenant?.externalIssuer;
    if (issuer && String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !request.url.startsWith('/auth/')) {
      const directives = contentSecurityPolicy(options.frameSite);
      reply.header('content-security-policy', serialize({ ...directives, connectSrc: [...directives.connectSrc, new URL(issuer).origin] }));
    }
    // API answers carry personal data and tokens: no browser or proxy cache keeps them unless a route says so.
    if (/^\/(prod-api|auth)\//.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
