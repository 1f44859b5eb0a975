import type { Config } from '../config';
import type { Database } from '../db/client';
import type { OutboundPolicy } from '../lib/outbound-address';
import type { Broker } from './broker';
import type { JobQueue } from './jobs/job-queue';
import type { TenantDirectory } from './tenant-directory';

/** One log call: an object of fields and a message, or the message alone (pino's shape). */
export interface LogMethod {
  (fields: object, message?: string): void;
  (message: string): void;
}

/** The process log, redacted as it is written (lib/log-redaction.ts); the web framework's logger is one. */
export interface Log {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

/**
 * What the running server lends its modules' services, repositories and jobs: the database, the
 * configuration, the job queue, the log, the outbound policy, the tenants and the notification
 * broker. It knows nothing of HTTP: routes hand it on from the web framework, jobs receive it when
 * the app starts, a test can build it from plain values.
 */
export interface ServiceHost {
  db: Database;
  config: Config;
  jobs: JobQueue;
  log: Log;
  /** Every call to an address a tenant administrator or user named goes through it. */
  outbound: OutboundPolicy;
  tenants: TenantDirectory;
  /** Pushes notifications to the signed-in users' open sockets, on every instance. */
  broker: Broker;
  /** Runs `hook` once the server is ready, before it listens (a start-up check that queues jobs). */
  onReady(hook: () => Promise<void>): void;
  /** Runs `hook` when the server closes (timers, connections a job opened). */
  onClose(hook: () => Promise<void> | void): void;
}
