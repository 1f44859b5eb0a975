import type { FastifyInstance } from 'fastify';
import { drillMetric, exportMetrics, getDashboard, getDashboardEmbed, listMetrics, queryMetrics, saveDashboard } from '@crm/shared/contracts/analytics';
import { route } from '../../platform/http/contract-route';
import { findDashboard, resolveDashboardKey, saveDashboard as storeDashboard } from './dashboards/dashboard-repository';
import { signedEmbed } from './dashboards/external-embed';
import { DIMENSIONS } from './metrics/dimensions';
import { drillMetric as drill, queryMetrics as query, visibleMetrics } from './metrics/metric-engine';
import { sendMetricWorkbook } from './metrics/metric-export';
import type { UsageBuffer } from './usage/usage-buffer';

/** The metric layer and dashboards as data. */
export function analyticsRoutes(usage: UsageBuffer) {
  return async (app: FastifyInstance) => {
    const aliases = app.config.dashboardIds;
    // Usage figures include the heartbeats still waiting for their batch: a report shows what was just done.
    const current = async (metrics: string[]) => {
      if (metrics.some((code) => code.startsWith('usage.'))) await usage.flush();
    };
    route(app, listMetrics, async (_input, { principal }) => {
      const metrics = visibleMetrics(principal);
      const offered = new Set(metrics.flatMap((m) => m.dimensions));
      return {
        metrics: metrics.map(({ code, name, nameEn, unit, dimensions, countable, timed }) => ({ code, name, nameEn, unit, dimensions, countable, timed })),
        dimensions: DIMENSIONS.filter((d) => offered.has(d.code)).map(({ code, name, nameEn, drillTo }) => ({ code, name, nameEn, drillTo })),
      };
    });
    route(app, queryMetrics, async ({ body }, context) => (await current(body.metrics), query(context, body)));
    route(app, drillMetric, async ({ body }, context) => (await current([body.metric]), drill(context, body)));
    route(app, exportMetrics, ({ body }, context) => sendMetricWorkbook(context, body));
    route(app, getDashboard, ({ params }, context) => findDashboard(context, aliases, params.key));
    route(app, getDashboardEmbed, async ({ params }, context) => {
      // Only a viewer who may open the dashboard gets its link (404 and 403 as for the dashboard).
      await findDashboard(context, aliases, params.key);
      const site = app.config.embeddedDashboards;
      const externalId = site?.ids[resolveDashboardKey(aliases, params.key)];
      return { embed: site && externalId ? await signedEmbed(site, externalId) : null };
    });
    route(app, saveDashboard, ({ params, body }, context) => storeDashboard(context, aliases, params.key, body));
  };
}
