import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/forecast';
import { route } from '../../platform/http/contract-route';
import { forecastAccuracy } from './accuracy';
import { BASELINE_JOB } from './baseline-jobs';
import { lineHistory } from './forecast-history';
import { forecastSheet, reviewTerritory, saveFigures, submitTerritory } from './forecast-repository';
import { issuanceTree, issue, respond } from './issuance-repository';

/** Forecast filling, review, target issuance and accuracy. */
export async function forecastRoutes(app: FastifyInstance) {
  route(app, contracts.getForecastSheet, ({ query }, ctx) => forecastSheet(ctx, query));
  route(app, contracts.computeBaselines, async ({ body }, { principal }) => {
    const tenantId = principal.tenant.id;
    await app.jobs.enqueue(BASELINE_JOB, { tenantId, cycle: body.cycle }, { key: `${tenantId}:${body.cycle}`, tenantId });
    return { cycle: body.cycle, queued: true };
  });
  route(app, contracts.saveRepForecast, ({ body }, ctx) => saveFigures(ctx, body.entries, 'rep'));
  route(app, contracts.saveManagerAdjustment, ({ body }, ctx) => saveFigures(ctx, body.entries, 'manager'));
  route(app, contracts.submitForecast, ({ body }, ctx) => submitTerritory(ctx, body.cycle, body.orgId));
  route(app, contracts.reviewForecast, ({ body }, ctx) => reviewTerritory(ctx, body.cycle, body.orgId, body.lock));
  route(app, contracts.getForecastLineHistory, ({ query }, ctx) => lineHistory(ctx, query));
  route(app, contracts.getForecastAccuracy, ({ query }, ctx) => forecastAccuracy(ctx, query.cycle));
  route(app, contracts.listIssuance, ({ query }, ctx) => issuanceTree(ctx, query.month, query.productId));
  route(app, contracts.issueTargets, ({ body }, ctx) => issue(ctx, body));
  route(app, contracts.respondToTarget, ({ params, body }, ctx) => respond(ctx, params.id, body));
}
