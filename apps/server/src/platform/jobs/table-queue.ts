import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Log } from '../service-host';
import type { Database } from '../../db/client';
import { newestFirstPage } from '../../db/paging';
import { backgroundJob } from '../../db/schema/platform/jobs';
import { asAdministrator } from '../../db/tenant-scope';
import { parseCron } from './cron';
import { runForTenant, type EnqueueOptions, type JobCount, type JobDefinition, type JobFilter, type JobInfo, type JobQueue, type JobSchedule, type JobView } from './job-queue';
import { rowsOf } from '../../db/rows';

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_RETRY_SECONDS = 30;
const KEEP_FINISHED_DAYS = 14;

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  name: string;
  payload: unknown;
  attempts: number;
  tenantId: number | string | null;
}

/**
 * The job queue on the product's own database table: claims with `FOR UPDATE SKIP LOCKED`, so
 * several instances share the work; retries back off exponentially. Runs on PGlite and PostgreSQL.
 */
export class TableJobQueue implements JobQueue {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly schedules: Array<JobSchedule & { matches: (at: Date) => boolean }> = [];
  private timers: NodeJS.Timeout[] = [];
  private running = false;
  private readonly active = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly log: Log,
    private readonly options: { pollMs?: number; workers?: number } = {},
  ) {
    this.register({ name: 'jobs.cleanup', handler: () => this.cleanup() });
    this.schedule({ name: 'jobs.cleanup', cron: '17 3 * * *' });
  }

  register<T>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  schedule(schedule: JobSchedule): void {
    this.schedules.push({ ...schedule, matches: parseCron(schedule.cron) });
  }

  async enqueue<T>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not registered`);
    const rows = await this.db
      .insert(backgroundJob)
      .values({
        name,
        payload: payload ?? {},
        key: options.key ?? null,
        tenantId: options.tenantId ?? null,
        runAt: options.runAt ?? new Date(),
        maxAttempts: definition.maxAttempts ?? DEFAULT_ATTEMPTS,
      })
      .onConflictDoNothing()
      .returning({ id: backgroundJob.id });
    return rows[0] ? String(rows[0].id) : null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const pollMs = this.options.pollMs ?? 1000;
    for (let i = 0; i < (this.options.workers ?? 2); i += 1) {
      const tick = () => {
        if (!this.running) return;
        const work = this.runNext()
          .catch((error: unknown) => this.log.error({ err: error }, 'job queue poll failed'))
          .then((ran) => ran);
        this.active.add(work);
        void work.then((ran) => {
          this.active.delete(work);
          if (this.running) this.timers.push(setTimeout(tick, ran ? 0 : pollMs));
        });
      };
      tick();
    }
    const everyMinute = () => void this.enqueueDueSchedules(new Date()).catch((error: unknown) => this.log.error({ err: error }, 'job schedules failed'));
    everyMinute();
    this.timers.push(setInterval(everyMinute, 60_000));
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await Promise.allSettled([...this.active]);
  }

  async drain(): Promise<number> {
    let count = 0;
    while (await this.runNext()) count += 1;
    return count;
  }

  async counts(): Promise<JobCount[]> {
    const rows = await asAdministrator(() =>
      this.db
        .select({ name: backgroundJob.name, state: backgroundJob.state, count: sql<number>`count(*)::int` })
        .from(backgroundJob)
        .where(ne(backgroundJob.state, 'completed'))
        .groupBy(backgroundJob.name, backgroundJob.state),
    );
    return rows.map((r) => ({ name: r.name, state: r.state as JobCount['state'], count: Number(r.count) }));
  }

  async list(filter: JobFilter): Promise<{ content: JobView[]; totalElements: number }> {
    const conditions: SQL[] = [or(eq(backgroundJob.tenantId, filter.tenantId), isNull(backgroundJob.tenantId))!];
    if (filter.state) conditions.push(eq(backgroundJob.state, filter.state));
    if (filter.name) conditions.push(eq(backgroundJob.name, filter.name));
    const where = and(...conditions);
    const { rows, total } = await newestFirstPage(this.db, backgroundJob, where, filter);
    const iso = (value: Date | null) => (value ? value.toISOString() : null);
    return {
      totalElements: total,
      content: rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        tenantId: row.tenantId,
        state: row.state,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        startedAt: iso(row.startedAt),
        finishedAt: iso(row.finishedAt),
      })),
    };
  }

  /** Enqueues each schedule whose cron matches this minute, once across instances. */
  async enqueueDueSchedules(at: Date): Promise<void> {
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    for (const schedule of this.schedules) {
      if (!schedule.matches(minute)) continue;
      const key = `schedule@${minute.toISOString()}`;
      const [seen] = await this.db
        .select({ id: backgroundJob.id })
        .from(backgroundJob)
        .where(and(eq(backgroundJob.name, schedule.name), eq(backgroundJob.key, key)))
        .limit(1);
      if (!seen) await this.enqueue(schedule.name, schedule.payload ?? {}, { key });
    }
  }

  /** Claims and runs one due job; false when none was due. */
  private async runNext(): Promise<boolean> {
    const names = [...this.definitions.keys()];
    const claimed = rowsOf<ClaimedRow>(
      await this.db.execute(sql`
      update background_job set state = 'running', attempts = attempts + 1, started_at = now()
      where id = (
        select id from background_job
        where state = 'queued' and run_at <= now() and name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
          and (key is null or not exists (select 1 from background_job r where r.name = background_job.name and r.key = background_job.key and r.state = 'running'))
        order by run_at, id limit 1 for update skip locked
      )
      returning id, name, payload, attempts, tenant_id as "tenantId"`),
    );
    const row = claimed[0];
    if (!row) return false;
    const definition = this.definitions.get(row.name)!;
    const info: JobInfo = { id: String(row.id), name: row.name, attempt: Number(row.attempts) };
    try {
      await runForTenant(row.tenantId === null ? null : Number(row.tenantId), () => definition.handler(row.payload, info));
      await this.db
        .update(backgroundJob)
        .set({ state: 'completed', finishedAt: new Date(), error: null })
        .where(eq(backgroundJob.id, Number(row.id)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, job: info }, 'job failed');
      const delaySeconds = (definition.retryDelaySeconds ?? DEFAULT_RETRY_SECONDS) * 2 ** (info.attempt - 1);
      // A failed job is tried again unless it has no tries left or a newer job with its key already waits.
      await this.db.execute(sql`
        update background_job b
        set state = case when decided.retry then 'queued' else 'failed' end,
            run_at = now() + make_interval(secs => ${delaySeconds}),
            finished_at = case when decided.retry then null else now() end,
            error = ${message.slice(0, 2000)}
        from (
          select j.id, j.attempts < j.max_attempts and not exists (
            select 1 from background_job w where w.name = j.name and w.key = j.key and w.state = 'queued') as retry
          from background_job j where j.id = ${Number(row.id)}
        ) as decided
        where b.id = decided.id`);
    }
    return true;
  }

  /** The queue's own rows of every tenant: on the administrative path. */
  private async cleanup(): Promise<void> {
    await asAdministrator(() =>
      this.db.execute(sql`delete from background_job where state in ('completed', 'failed') and finished_at < now() - make_interval(days => ${KEEP_FINISHED_DAYS})`),
    );
  }
}
