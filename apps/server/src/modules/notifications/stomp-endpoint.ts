import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSession } from '../../db/schema/index';
import { authenticate, bearerToken } from '../../platform/request-context';
import type { Principal } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import type { BrokerMessage } from './broker';
import type { HeartbeatSettings } from './heartbeat';
import { StompSession, type StompSessionEvents } from './stomp-session';

export interface StompEndpointOptions {
  /** Defaults to 10 s each way, what @stomp/stompjs asks for out of the box. */
  heartbeat?: HeartbeatSettings;
  /** How long a socket may stay open without sending CONNECT. */
  connectTimeoutMs?: number;
  /** How often connected sockets are checked against revoked or expired login sessions. */
  sessionCheckMs?: number;
  authenticate?: (tenant: Tenant, token: string) => Promise<Principal | null>;
}

export const STOMP_ENDPOINT_PATH = '/ws/stomp/endpoint';

/**
 * Who listens where on this instance: sessions indexed by tenant and destination, so a broker
 * message reaches only the sockets of its tenant that subscribed to its destination.
 */
class SessionRegistry implements StompSessionEvents {
  readonly sessions = new Set<StompSession>();
  private readonly byDestination = new Map<string, Set<StompSession>>();
  private readonly keysOf = new Map<StompSession, Set<string>>();

  add(session: StompSession): void {
    this.sessions.add(session);
  }

  subscribed(session: StompSession, destination: string): void {
    if (!session.principal) return;
    const key = destinationKey(session.principal.tenant.id, destination);
    let listeners = this.byDestination.get(key);
    if (!listeners) this.byDestination.set(key, (listeners = new Set()));
    listeners.add(session);
    let keys = this.keysOf.get(session);
    if (!keys) this.keysOf.set(session, (keys = new Set()));
    keys.add(key);
  }

  unsubscribed(session: StompSession, destination: string): void {
    if (!session.principal) return;
    const key = destinationKey(session.principal.tenant.id, destination);
    this.forget(session, key);
    this.keysOf.get(session)?.delete(key);
  }

  closed(session: StompSession): void {
    for (const key of this.keysOf.get(session) ?? []) this.forget(session, key);
    this.keysOf.delete(session);
    this.sessions.delete(session);
  }

  deliver(message: BrokerMessage): void {
    const listeners = this.byDestination.get(destinationKey(message.tenantId, message.destination));
    for (const session of [...(listeners ?? [])]) session.deliver(message);
  }

  private forget(session: StompSession, key: string): void {
    const listeners = this.byDestination.get(key);
    listeners?.delete(session);
    if (listeners?.size === 0) this.byDestination.delete(key);
  }
}

function destinationKey(tenantId: number, destination: string): string {
  return `${tenantId}\n${destination}`;
}

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
    endRevokedSessions(app, registry.sessions).catch((error: unknown) => app.log.warn({ err: error }, 'notification session check failed'));
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

/** Ends the sockets whose login session was revoked (logout, refresh-token reuse) or ran out. */
async function endRevokedSessions(app: FastifyInstance, sessions: Iterable<StompSession>): Promise<void> {
  const watched = [...sessions].filter((session) => session.isConnected && session.principal?.sessionId);
  const ids = [...new Set(watched.map((session) => session.principal?.sessionId ?? ''))];
  if (ids.length === 0) return;
  const active = await app.db
    .select({ id: authSession.id })
    .from(authSession)
    .where(and(inArray(authSession.id, ids), isNull(authSession.revokedAt), gt(authSession.expiresAt, new Date())));
  const activeIds = new Set(active.map((row) => row.id));
  for (const session of watched) {
    if (!activeIds.has(session.principal?.sessionId ?? '')) session.end('Session ended', 'Your login session has ended; sign in again.');
  }
}
