/** What the server offers in CONNECTED: the interval it can send at and the one it wants to receive at. */
export interface HeartbeatSettings {
  send: number;
  receive: number;
}

/** The client's `heart-beat:cx,cy`; an absent header means no heart-beats. Null when malformed. */
export function parseHeartbeat(header: string | undefined): { send: number; receive: number } | null {
  if (header === undefined) return { send: 0, receive: 0 };
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(header);
  if (!match) return null;
  return { send: Number(match[1]), receive: Number(match[2]) };
}

/**
 * STOMP 1.2 negotiation: each direction is off when either side says 0, otherwise it runs at the
 * larger of what the sender can do and what the receiver wants.
 */
export function negotiateHeartbeat(client: { send: number; receive: number }, server: HeartbeatSettings): { outgoing: number; incoming: number } {
  const outgoing = server.send === 0 || client.receive === 0 ? 0 : Math.max(server.send, client.receive);
  const incoming = client.send === 0 || server.receive === 0 ? 0 : Math.max(client.send, server.receive);
  return { outgoing, incoming };
}
