import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/cost-centres';
import { route } from '../../../platform/http/contract-route';
import { costCentrePageOf, internalOrderPageOf, saveCostCentre, saveInternalOrder } from './ccio-repository';

/**
 * Cost centres and internal orders (`/meeting/ccio` cc and io tabs). Everyone who applies for or
 * pays meetings reads them; the budget owners maintain them.
 */
export async function ccioRoutes(app: FastifyInstance) {
  route(app, contracts.costCentrePage, ({ query }, context) => costCentrePageOf(context, query));
  route(app, contracts.internalOrderPage, ({ query }, context) => internalOrderPageOf(context, query));
  route(app, contracts.createCostCentre, ({ body }, context) => saveCostCentre(context, undefined, body));
  route(app, contracts.updateCostCentre, ({ params, body }, context) => saveCostCentre(context, params.id, body));
  route(app, contracts.createInternalOrder, ({ body }, context) => saveInternalOrder(context, undefined, body));
  route(app, contracts.updateInternalOrder, ({ params, body }, context) => saveInternalOrder(context, params.id, body));
}
