import type { FastifyInstance } from 'fastify';
import { commentDailyReport, getDailyReport, getDailyReportDraft, listDailyReports, submitDailyReport, usageBeat } from '@crm/shared/contracts/system-reports';
import { dateIn } from '../../lib/zoned-time';
import { route } from '../../platform/http/contract-route';
import { commentOnDailyReport, draftDailyReport, findDailyReport, pageDailyReports, submitDailyReport as submit } from './reports/daily-report-repository';
import type { UsageBuffer } from './usage/usage-buffer';

/** Daily reports and the web shell's usage heartbeats. */
export function reportRoutes(usage: UsageBuffer) {
  return async (app: FastifyInstance) => {
    route(app, getDailyReportDraft, ({ query }, context) => draftDailyReport(context, query.day));
    route(app, submitDailyReport, ({ body }, context) => submit(context, body));
    route(app, listDailyReports, ({ body }, context) => pageDailyReports(context, body));
    route(app, getDailyReport, ({ params }, context) => findDailyReport(context, params.id));
    route(app, commentDailyReport, ({ params, body }, context) => commentOnDailyReport(context, params.id, body.content));
    route(app, usageBeat, async ({ body }, { principal }) => {
      usage.add({ tenantId: principal.tenant.id, userId: principal.userId, orgPath: principal.orgPath ?? '', day: dateIn(new Date(), principal.tenant.timeZone), ...body });
      return { accepted: true };
    });
  };
}
