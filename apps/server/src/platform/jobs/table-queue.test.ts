import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/client';
import { parseCron } from './cron';
import type { JobQueue } from './job-queue';
import { PgBossQueue } from './pg-boss-queue';
import { TableJobQueue } from './table-queue';

const quiet = () => undefined;
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** Both queues on PostgreSQL; the embedded one on PGlite. */
const kinds: Array<[string, () => JobQueue]> = [['the embedded table queue', () => new TableJobQueue(database.db, log)]];
if (process.env.TEST_DB === 'postgres') kinds.push(['pg-boss', () => new PgBossQueue(database.executeSql!, log, false)]);
const opened: JobQueue[] = [];
afterAll(async () => {
  for (const queue of opened) await queue.stop();
});

describe.each(kinds)('job queue: %s', (_kind, create) => {
  const newQueue = () => {
    const queue = create();
    opened.push(queue);
    return queue;
  };

  it('runs an enqueued job once, and a key makes enqueueing idempotent while it waits', async () => {
    const queue = newQueue();
    const seen: number[] = [];
    queue.register<{ n: number }>({ name: 'test.once', handler: async ({ n }) => void seen.push(n) });
    expect(await queue.enqueue('test.once', { n: 1 }, { key: 'k', tenantId: 1 })).not.toBeNull();
    expect(await queue.enqueue('test.once', { n: 2 }, { key: 'k', tenantId: 1 })).toBeNull();
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([1]);
    // Once done, the same key may be queued again.
    expect(await queue.enqueue('test.once', { n: 3 }, { key: 'k', tenantId: 1 })).not.toBeNull();
    await queue.drain();
    expect(seen).toEqual([1, 3]);
  });

  it('retries a failing job with backoff and leaves it failed with the error after the last try', async () => {
    const queue = newQueue();
    let tries = 0;
    queue.register({
      name: 'test.flaky',
      maxAttempts: 2,
      retryDelaySeconds: 0,
      handler: async () => {
        tries += 1;
        throw new Error(`broken ${tries}`);
      },
    });
    await queue.enqueue('test.flaky', {}, { tenantId: 1 });
    await queue.drain();
    expect(tries).toBe(2);
    const { content } = await queue.list({ tenantId: 1, name: 'test.flaky', page: 0, size: 10 });
    expect(content[0]).toMatchObject({ state: 'failed', attempts: 2, error: 'broken 2' });
  });

  it('shows administrators only their own tenant’s jobs and the platform’s', async () => {
    const queue = newQueue();
    queue.register({ name: 'test.tenant', handler: async () => {} });
    await queue.enqueue('test.tenant', {}, { tenantId: 1 });
    await queue.enqueue('test.tenant', {}, { tenantId: 2 });
    const { content } = await queue.list({ tenantId: 2, name: 'test.tenant', page: 0, size: 10 });
    expect(content.map((job) => job.tenantId)).toEqual([2]);
  });
});

describe('embedded schedules', () => {
  it('enqueues a schedule once per matching minute, however many instances look', async () => {
    const first = new TableJobQueue(database.db, log);
    const second = new TableJobQueue(database.db, log);
    let runs = 0;
    for (const queue of [first, second]) {
      queue.register({ name: 'test.every5', handler: async () => void (runs += 1) });
      queue.schedule({ name: 'test.every5', cron: '*/5 * * * *' });
    }
    const at = new Date('2026-11-22T10:05:30Z');
    await first.enqueueDueSchedules(at);
    await second.enqueueDueSchedules(at);
    await first.enqueueDueSchedules(new Date('2026-11-22T10:06:00Z'));
    await first.drain();
    await second.drain();
    expect(runs).toBe(1);
  });
});

describe('cron expressions', () => {
  it('match steps, ranges and lists in UTC', () => {
    const weekdayMornings = parseCron('30 1-3/2 * * 1-5');
    expect(weekdayMornings(new Date('2026-11-23T01:30:00Z'))).toBe(true); // Monday
    expect(weekdayMornings(new Date('2026-11-23T02:30:00Z'))).toBe(false);
    expect(weekdayMornings(new Date('2026-11-22T01:30:00Z'))).toBe(false); // Sunday
    expect(() => parseCron('61 * * * *')).toThrow();
  });
});
