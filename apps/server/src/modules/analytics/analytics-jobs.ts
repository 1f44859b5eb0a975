import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forEveryTenant, type JobQueue } from '../../platform/jobs/job-queue';
import { registerQualityJobs } from './assets/quality-checks';

/** Quality checks and the usage retention clean-up. */
export function registerAnalyticsJobs(app: FastifyInstance, jobs: JobQueue): void {
  registerQualityJobs(app, jobs);
  jobs.register({
    name: 'usage.retention',
    maxAttempts: 2,
    handler: () =>
      forEveryTenant(app.db, (tenantId) =>
        app.db.execute(sql`delete from usage_daily where tenant_id = ${tenantId} and day < current_date - ${app.config.usageRetentionDays}::int`),
      ),
  });
  jobs.schedule({ name: 'usage.retention', cron: '15 3 * * *' });
}
