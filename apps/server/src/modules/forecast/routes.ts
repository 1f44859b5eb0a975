import type { FastifyInstance } from 'fastify';
import {
  computeBaselines,
  getForecastAccuracy,
  getForecastLineHistory,
  getForecastSheet,
  issueTargets,
  listIssuance,
  respondToTarget,
  reviewForecast,
  saveManagerAdjustment,
  saveRepForecast,
  submitForecast,
} from '@crm/shared/contracts/forecast';
import { route } from '../../platform/contract-route';
import { forecastAccuracy } from './accuracy';
import { BASELINE_JOB } from './baseline-jobs';
import { lineHistory } from './forecast-history';
import { forecastSheet, reviewTerritory, saveFigures, submitTerritory } from './forecast-repository';
import { issuanceTree, issue, respond } from './issuance-repository';

/** Forecast filling, review, target issuance and accuracy. */
export async function forecastRoutes(app: FastifyInstance) {
  route(app, getForecastSheet, ({ query }, ctx) => forecastSheet(ctx, query));
  route(app, computeBaselines, async ({ body }, { principal }) => {
    const tenantId = principal.tenant.id;
    await app.jobs.enqueue(BASELINE_JOB, { tenantId, cycle: body.cycle }, { key: `${tenantId}:${body.cycle}`, tenantId });
    return { cycle: body.cycle, queued: true };
  });
  route(app, saveRepForecast, ({ body }, ctx) => saveFigures(ctx, body.entries, 'rep'));
  route(app, saveManagerAdjustment, ({ body }, ctx) => saveFigures(ctx, body.entries, 'manager'));
  route(app, submitForecast, ({ body }, ctx) => submitTerritory(ctx, body.cycle, body.orgId));
  route(app, reviewForecast, ({ body }, ctx) => reviewTerritory(ctx, body.cycle, body.orgId, body.lock));
  route(app, getForecastLineHistory, ({ query }, ctx) => lineHistory(ctx, query));
  route(app, getForecastAccuracy, ({ query }, ctx) => forecastAccuracy(ctx, query.cycle));
  route(app, listIssuance, ({ query }, ctx) => issuanceTree(ctx, query.month, query.productId));
  route(app, issueTargets, ({ body }, ctx) => issue(ctx, body));
  route(app, respondToTarget, ({ params, body }, ctx) => respond(ctx, params.id, body));
}
