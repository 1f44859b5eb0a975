import type { FastifyInstance } from 'fastify';
import { getAsset, getAssetOverview, listAssets, runAssetChecks } from '@crm/shared/contracts/data-assets';
import { badRequest } from '../../lib/http-error';
import { route } from '../../platform/http/contract-route';
import { assetByCode } from './assets/asset-catalog';
import { assetOverview, findAsset, listAssets as list } from './assets/asset-repository';
import { QUALITY_JOB } from './assets/quality-checks';

/** The data-asset catalog and its quality checks. */
export async function assetRoutes(app: FastifyInstance) {
  route(app, getAssetOverview, (_input, context) => assetOverview(context));
  route(app, listAssets, ({ query }, context) => list(context, query));
  route(app, getAsset, ({ params }, context) => findAsset(context, params.code));
  route(app, runAssetChecks, async ({ params }, { principal }) => {
    if (!assetByCode.has(params.code)) throw badRequest('dataAssetUnknown', { code: params.code });
    const tenantId = principal.tenant.id;
    await app.jobs.enqueue(QUALITY_JOB, { tenantId, dataset: params.code }, { key: `${tenantId}:${params.code}`, tenantId });
    return { queued: true };
  });
}
