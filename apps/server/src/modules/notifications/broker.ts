import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A message for the clients of one tenant subscribed to `destination` (e.g. `/topic/user12`). */
export interface BrokerMessage {
  tenantId: number;
  destination: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Fans messages out to every server instance. Embedded: in process. With Redis: every publish goes
 * through one Redis channel and each instance delivers what it receives to its own sockets.
 */
export interface Broker {
  publish(message: BrokerMessage): Promise<void>;
  /** Registers a local listener; returns the function that removes it. */
  onMessage(listener: (message: BrokerMessage) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'crm:notifications';

export async function createBroker(options: { redisUrl?: string | undefined; log: FastifyBaseLogger }): Promise<Broker> {
  const listeners = new Set<(message: BrokerMessage) => void>();
  const deliver = (message: BrokerMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        options.log.error({ err: error }, 'notification listener failed');
      }
    }
  };
  const onMessage = (listener: (message: BrokerMessage) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  if (!options.redisUrl) {
    return {
      publish: async (message) => deliver(message),
      onMessage,
      close: async () => listeners.clear(),
    };
  }

  const publisher = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.redisUrl, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      deliver(JSON.parse(raw) as BrokerMessage);
    } catch (error) {
      options.log.warn({ err: error }, 'malformed notification on the Redis channel');
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    publish: async (message) => {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    onMessage,
    close: async () => {
      listeners.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
