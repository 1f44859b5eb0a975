import { parseHeartbeat } from './heartbeat';
import type { StompFrame } from './stomp-frame';

/** Why a frame is refused: the caller is not allowed (policy), the frames are wrong, or the server failed. */
export type RefusalKind = 'policy' | 'protocol' | 'server';

export interface Refusal {
  kind: RefusalKind;
  message: string;
  detail: string;
  headers?: Record<string, string>;
}

export interface ConnectRequest {
  token: string;
  heartbeat: { send: number; receive: number };
}

/**
 * What a CONNECT (or STOMP) frame asks for, or why it must be refused, before any token is checked.
 * The token may come in the frame (Authorization: Bearer, access_token, passcode) or, because
 * browsers cannot set headers on the upgrade, in the socket's own URL.
 */
export function readConnect(frame: StompFrame, handshakeToken: string | null): ConnectRequest | Refusal {
  const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((version) => version.trim());
  if (!versions.includes('1.2')) {
    return { kind: 'protocol', message: 'Supported protocol versions are 1.2', detail: `Offered: ${versions.join(',')}.`, headers: { version: '1.2' } };
  }
  const heartbeat = parseHeartbeat(frame.headers['heart-beat']);
  if (!heartbeat) return { kind: 'protocol', message: 'Malformed heart-beat header', detail: 'Expected two integers: heart-beat:cx,cy.' };
  const token = tokenOf(frame) ?? handshakeToken;
  if (!token) return { kind: 'policy', message: 'Unauthorized', detail: 'An access token is required (access_token query parameter or Authorization header).' };
  return { token, heartbeat };
}

export function isRefusal(value: ConnectRequest | Refusal): value is Refusal {
  return 'kind' in value;
}

function tokenOf(frame: StompFrame): string | null {
  const authorization = frame.headers.Authorization ?? frame.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return frame.headers.access_token || frame.headers.passcode || null;
}
