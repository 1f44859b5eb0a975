import { sql } from 'drizzle-orm';
import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { MASS_SEND_JOB, processBatch } from './send-service';
import { rowsOf } from '../../db/rows';

/**
 * Mass sends run as jobs keyed by batch. A sweep every minute queues any batch left unfinished
 * (a restart between saving a batch and queueing it, or a job out of attempts): the key keeps a
 * batch from running twice at once, and a batch run again continues where it stopped.
 */
export function registerContentJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register<{ tenantId: number; batchId: number }>({
    name: MASS_SEND_JOB,
    maxAttempts: 5,
    handler: ({ tenantId, batchId }) => processBatch(host, tenantId, batchId),
  });
  jobs.register({
    name: 'content.resumeBatches',
    maxAttempts: 1,
    handler: () =>
      forEveryTenant(host.db, async (tenantId) => {
        const open = rowsOf(
          await host.db.execute(sql`select id from content_batch where tenant_id = ${tenantId} and status <> 'DONE' and created_at < now() - interval '1 minute'`),
        );
        for (const row of open) await jobs.enqueue(MASS_SEND_JOB, { tenantId, batchId: Number(row.id) }, { key: String(row.id), tenantId });
      }),
  });
  jobs.schedule({ name: 'content.resumeBatches', cron: '* * * * *' });
}
