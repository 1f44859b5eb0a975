import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/budgets';
import { route } from '../../../platform/http/contract-route';
import { adjustBudgetPool, budgetPoolPageOf, budgetTreeOf, createBudgetPool, orgUnitsOf } from './budget-repository';

/**
 * Budget pools per org unit, product and year (`/meeting/budgetIndex`). The maintenance calls use
 * the page's own permission: whoever is given the budget page keeps it.
 */
export async function budgetRoutes(app: FastifyInstance) {
  route(app, contracts.budgetPoolPage, ({ query }, context) => budgetPoolPageOf(context, query));
  route(app, contracts.budgetTree, ({ query }, context) => budgetTreeOf(context, query));
  route(app, contracts.budgetOrgUnits, (_input, context) => orgUnitsOf(context));
  route(app, contracts.createBudgetPool, ({ body }, context) => createBudgetPool(context, body));
  route(app, contracts.adjustBudgetPool, ({ params, body }, context) => adjustBudgetPool(context, params.id, body));
}
