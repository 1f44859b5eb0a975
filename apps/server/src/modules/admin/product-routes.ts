import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-products';
import { route } from '../../platform/http/contract-route';
import { editProductMaster, productMasterOf } from './product-repository';

/** The product master: products, their therapeutic areas and indications. */
export async function adminProductRoutes(app: FastifyInstance) {
  route(app, contracts.productMasterList, (_input, context) => productMasterOf(context));
  route(app, contracts.updateProductMaster, ({ params, body }, context) => editProductMaster(context, params.id, body));
}
