import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-regions';
import { route } from '../../../platform/http/contract-route';
import { regionsUnder, salesRegionCounties, salesRegions, userRegionTree } from './region-repository';

/** China's provinces, cities and districts, and the tenant's sales regions built from them. */
export async function regionRoutes(app: FastifyInstance) {
  route(app, contracts.findProvinces, (_input, { db }) => regionsUnder(db, null));
  route(app, contracts.findUserRegionTree, (_input, { db, principal }) => userRegionTree(db, principal));
  route(app, contracts.findCities, ({ params }, { db }) => regionsUnder(db, [params.id]));
  route(app, contracts.findAreas, ({ params }, { db }) => regionsUnder(db, [params.id]));
  route(app, contracts.findAreasOfCities, ({ body }, { db }) => regionsUnder(db, [...new Set(body)]));
  route(app, contracts.findSalesRegions, ({ body }, { db, principal }) => salesRegions(db, principal.tenant.id, body?.parentId));
  route(app, contracts.findSalesRegionCounties, ({ body }, { db, principal }) => salesRegionCounties(db, principal.tenant.id, body.salesRegionIds));
}
