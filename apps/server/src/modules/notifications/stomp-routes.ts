import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../platform/authenticate';
import { bearerToken } from '../../platform/route-access';
import type { Tenant } from '../../platform/tenant-directory';
import { endRevokedSessions, SessionRegistry, STOMP_ENDPOINT_PATH, type StompEndpointOptions } from './stomp-endpoint';
import { StompSession } from './stomp-session';

/**
 * STOMP over WebSocket for notifications (spec 7.4). The upgrade itself is public because browsers
 * cannot set headers on it; the token is checked when the CONNECT frame arrives.
 */
export function registerStompEndpoint(app: FastifyInstance, options: StompEndpointOptions = {}): void {
  const registry = new SessionRegistry();
  const heartbeat = options.heartbeat ?? { send: 10_000, receive: 10_000 };
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  // A user who must first change the password an administrator set gets no notifications until then.
  const authenticateToken =
    options.authenticate ??
    (async (tenant: Tenant, token: string) => {
      const principal = await authenticate(app, tenant, token);
      return principal?.mustChangePassword ? null : principal;
    });

  const stopListening = app.broker.onMessage((message) => registry.deliver(message));
  const sessionCheck = setInterval(() => {
    endRevokedSessions(app.db, registry.sessions).catch((error: unknown) => app.log.warn({ err: error }, 'notification session check failed'));
  }, options.sessionCheckMs ?? 60_000);
  sessionCheck.unref();

  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(sessionCheck);
    for (const session of [...registry.sessions]) session.shutdown();
  });

  // eslint-disable-next-line no-restricted-syntax -- a WebSocket upgrade (STOMP, spec 7.4), not an HTTP call a contract describes
  app.get(STOMP_ENDPOINT_PATH, { websocket: true, config: { access: { public: true } } }, (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    // Listeners attach synchronously inside the session so no early frame is lost.
    const session = new StompSession(
      socket,
      {
        tenant: request.tenant,
        handshakeToken: query.access_token || bearerToken(request),
        authenticate: authenticateToken,
        heartbeat,
        connectTimeoutMs,
        log: request.log,
      },
      registry,
    );
    registry.add(session);
  });
}
