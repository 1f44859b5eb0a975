import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { addDays, startOfDay } from '../../lib/zoned-time';
import { requirePrincipal } from '../../platform/request-context';
import { findTasks } from '../tasks/task-repository';
import { taskSchema } from '../tasks/task-schemas';
import { dayBounds } from '../tasks/task-scope';
import { findVisits } from './visit-repository';
import { visitSchema } from './visit-schemas';

const MAX_DAYS = 62;

/** "My plan": the caller's visits (planned and logged) and open tasks over a week or a month. */
export async function planRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/visit/plan/calendar',
    {
      config: { access: { permission: 'task:plan:view' } },
      schema: {
        tags: ['visits'],
        summary: 'The caller’s visits and tasks due between two calendar days (inclusive, tenant time zone, at most 62 days)',
        querystring: z.object({ from: z.iso.date(), to: z.iso.date() }),
        response: { 200: envelope(z.object({ visits: z.array(visitSchema), tasks: z.array(taskSchema) })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { from, to } = request.query;
      const timeZone = principal.tenant.timeZone;
      const start = startOfDay(from, timeZone);
      const end = startOfDay(addDays(to, 1), timeZone);
      if (end <= start || end.getTime() - start.getTime() > MAX_DAYS * 86_400_000) throw badRequest('invalidField', { field: 'to', reason: `≤ ${MAX_DAYS}` });
      const range = (column: string) => sql`${sql.raw(column)} >= ${start.toISOString()} and ${sql.raw(column)} < ${end.toISOString()}`;
      const [visits, tasks] = await Promise.all([
        findVisits(app.db, {
          tenantId: principal.tenant.id,
          scope: sql`v.user_id = ${principal.userId}`,
          conditions: [range('v.start_at'), sql`v.status <> 'cancelled'`],
          limit: 1000,
          offset: 0,
          ascending: true,
        }),
        findTasks(app.db, {
          tenantId: principal.tenant.id,
          conditions: [sql`t.assignee_id = ${principal.userId}`, sql`t.status <> 'closed'`, range('t.due_at')],
          todayStart: dayBounds(timeZone).start,
          limit: 1000,
          offset: 0,
        }),
      ]);
      return ok({ visits, tasks });
    },
  );
}
