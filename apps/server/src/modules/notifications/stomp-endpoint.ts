import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSession } from '../../db/schema/platform/sessions';
import type { Principal } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import type { BrokerMessage } from './broker';
import type { HeartbeatSettings } from './heartbeat';
import type { StompSession, StompSessionEvents } from './stomp-session';

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
export class SessionRegistry implements StompSessionEvents {
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

/** Ends the sockets whose login session was revoked (logout, refresh-token reuse) or ran out. */
export async function endRevokedSessions(db: Database, sessions: Iterable<StompSession>): Promise<void> {
  const watched = [...sessions].filter((session) => session.isConnected && session.principal?.sessionId);
  const ids = [...new Set(watched.map((session) => session.principal?.sessionId ?? ''))];
  if (ids.length === 0) return;
  const active = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(and(inArray(authSession.id, ids), isNull(authSession.revokedAt), gt(authSession.expiresAt, new Date())));
  const activeIds = new Set(active.map((row) => row.id));
  for (const session of watched) {
    if (!activeIds.has(session.principal?.sessionId ?? '')) session.end('Session ended', 'Your login session has ended; sign in again.');
  }
}
