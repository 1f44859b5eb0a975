import type { FastifyInstance } from 'fastify';
import { listBackgroundJobs } from '@crm/shared/contracts/background-jobs';
import { route } from '../../platform/http/contract-route';

/** Administrators watch the enterprise's background work. */
export async function adminJobRoutes(app: FastifyInstance) {
  route(app, listBackgroundJobs, ({ query }, { principal }) => app.jobs.list({ tenantId: principal.tenant.id, ...query }));
}
