import { randomUUID } from 'node:crypto';
import type { Log } from '../service-host';
import PgBoss from 'pg-boss';
import type { JobState } from '../../db/schema/platform/jobs';
import { runForTenant, type EnqueueOptions, type JobCount, type JobDefinition, type JobFilter, type JobQueue, type JobSchedule, type JobView } from './job-queue';

type ExecuteSql = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

interface Envelope {
  tenantId: number | null;
  payload: unknown;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_RETRY_SECONDS = 30;
const SCHEMA = 'pgboss';

const STATE_OF: Record<string, JobState> = { created: 'queued', retry: 'queued', active: 'running', completed: 'completed', failed: 'failed', cancelled: 'failed' };

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  data: Envelope | null;
  output: { message?: string } | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

/**
 * The job queue on PostgreSQL, on pg-boss (10.x) through the product's own connection pool. Each
 * job name is a `stately` queue, so a key allows one waiting and one running job, as in the embedded
 * queue; schedules are pg-boss cron schedules in UTC, run once across instances.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly schedules: JobSchedule[] = [];
  private started: Promise<void> | null = null;
  private working = false;

  constructor(
    private readonly executeSql: ExecuteSql,
    private readonly log: Log,
    private readonly isWorker: boolean,
  ) {
    this.boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) }, schema: SCHEMA, supervise: isWorker, schedule: isWorker, migrate: true });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  register<T>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  schedule(schedule: JobSchedule): void {
    this.schedules.push(schedule);
  }

  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not registered`);
    await this.ready();
    const data: Envelope = { tenantId: options.tenantId ?? null, payload: payload ?? {} };
    // A stately queue keeps one waiting job per key, and keyless jobs share the empty key: give each its own.
    return this.boss.send(name, data as object, { singletonKey: options.key ?? `job:${randomUUID()}`, ...(options.runAt ? { startAfter: options.runAt } : {}) });
  }

  async start(): Promise<void> {
    await this.ready();
    if (this.working) return;
    this.working = true;
    for (const name of this.definitions.keys()) {
      await this.boss.work<Envelope>(name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (job) await this.run(name, job.id, job.data, job.retryCount + 1);
      });
    }
    for (const schedule of this.schedules) await this.boss.schedule(schedule.name, schedule.cron, { tenantId: null, payload: schedule.payload ?? {} }, { tz: 'UTC' });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: false });
  }

  async drain(): Promise<number> {
    await this.ready();
    let count = 0;
    for (let ran = true; ran;) {
      ran = false;
      for (const name of this.definitions.keys()) {
        const [job] = await this.boss.fetch<Envelope>(name, { batchSize: 1, includeMetadata: true });
        if (!job) continue;
        ran = true;
        count += 1;
        try {
          await this.run(name, job.id, job.data, job.retryCount + 1);
          await this.boss.complete(name, job.id);
        } catch (error) {
          await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    return count;
  }

  async counts(): Promise<JobCount[]> {
    await this.ready();
    const { rows } = await this.executeSql(
      `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job where state::text <> 'completed' and name not like '\\_\\_%' group by 1, 2`,
      [],
    );
    const counts = new Map<string, JobCount>();
    for (const row of rows as Array<{ name: string; state: string; count: number }>) {
      const state = STATE_OF[row.state] ?? 'queued';
      if (state === 'completed') continue;
      const key = `${row.name}|${state}`;
      const entry = counts.get(key) ?? { name: row.name, state, count: 0 };
      entry.count += row.count;
      counts.set(key, entry);
    }
    return [...counts.values()];
  }

  async list(filter: JobFilter): Promise<{ content: JobView[]; totalElements: number }> {
    await this.ready();
    const states: Record<JobState, string[]> = { queued: ['created', 'retry'], running: ['active'], completed: ['completed'], failed: ['failed', 'cancelled'] };
    const where = [`((data->>'tenantId')::bigint = $1 or data->>'tenantId' is null)`, `name not like '\\_\\_%'`];
    const values: unknown[] = [filter.tenantId];
    if (filter.state) where.push(`state::text = any($${values.push(states[filter.state])})`);
    if (filter.name) where.push(`name = $${values.push(filter.name)}`);
    const condition = where.join(' and ');
    const { rows } = await this.executeSql(
      `select id, name, state::text as state, retry_count, retry_limit, data, output, created_on, started_on, completed_on from ${SCHEMA}.job where ${condition} order by created_on desc, id desc limit $${values.push(filter.size)} offset $${values.push(filter.page * filter.size)}`,
      values,
    );
    const { rows: counted } = await this.executeSql(`select count(*)::int as total from ${SCHEMA}.job where ${condition}`, values.slice(0, values.length - 2));
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      totalElements: (counted[0] as { total: number } | undefined)?.total ?? 0,
      content: (rows as JobRow[]).map((row) => ({
        id: row.id,
        name: row.name,
        tenantId: row.data?.tenantId ?? null,
        state: STATE_OF[row.state] ?? 'queued',
        attempts: row.state === 'created' ? row.retry_count : row.retry_count + 1,
        maxAttempts: row.retry_limit + 1,
        error: row.state === 'failed' ? (row.output?.message ?? null) : null,
        createdAt: new Date(row.created_on).toISOString(),
        startedAt: iso(row.started_on),
        finishedAt: iso(row.completed_on),
      })),
    };
  }

  private async run(name: string, id: string, data: Envelope, attempt: number): Promise<void> {
    const definition = this.definitions.get(name)!;
    try {
      await runForTenant(data.tenantId, () => definition.handler(data.payload, { id, name, attempt }));
    } catch (error) {
      this.log.warn({ err: error, job: { id, name, attempt } }, 'job failed');
      throw error;
    }
  }

  /** Starts pg-boss (creating its schema on first use) and one queue per registered job. */
  private ready(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const [name, definition] of this.definitions) {
        const retryDelay = definition.retryDelaySeconds ?? DEFAULT_RETRY_SECONDS;
        const queue = { name, policy: 'stately' as const, retryLimit: (definition.maxAttempts ?? DEFAULT_ATTEMPTS) - 1, retryDelay, retryBackoff: retryDelay > 0 };
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
        else await this.boss.createQueue(name, queue);
      }
    })();
    return this.started;
  }
}
