import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * The per-route rate limits (sign-in, the doctor side's codes, public meeting pages), counted in
 * Redis when there is one, so that several instances hold one limit between them instead of one
 * each; in memory otherwise. While Redis cannot be reached, requests pass uncounted rather than fail.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'rate limits: Redis unreachable, requests pass uncounted until it is back');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'crm:rate-limit:', skipOnError: true });
}
