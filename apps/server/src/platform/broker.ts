/** A message for the clients of one tenant subscribed to `destination` (e.g. `/topic/user12`). */
export interface BrokerMessage {
  tenantId: number;
  destination: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Fans messages out to every server instance. Embedded: in process. With Redis: every publish goes
 * through one Redis channel and each instance delivers what it receives to its own sockets
 * (modules/notifications/broker.ts builds it).
 */
export interface Broker {
  publish(message: BrokerMessage): Promise<void>;
  /** Registers a local listener; returns the function that removes it. */
  onMessage(listener: (message: BrokerMessage) => void): () => void;
  close(): Promise<void>;
}
