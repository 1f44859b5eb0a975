import { Redis } from 'ioredis';
import type { Broker, BrokerMessage } from '../../platform/broker';
import type { Log } from '../../platform/service-host';

export type { Broker, BrokerMessage } from '../../platform/broker';

const CHANNEL = 'crm:notifications';

export async function createBroker(options: { redisUrl?: string | undefined; log: Log }): Promise<Broker> {
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
