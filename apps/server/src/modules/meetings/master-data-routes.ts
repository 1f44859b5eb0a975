import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meeting-master-data';
import { route } from '../../platform/http/contract-route';
import { institutionPageOf, saveInstitution, saveSupplier, supplierPageOf } from './master-data-repository';

/** Institutions and suppliers (`/meeting/institution`, `/meeting/supplier`), kept by whoever holds those pages. */
export async function masterDataRoutes(app: FastifyInstance) {
  route(app, contracts.institutionPage, ({ query }, context) => institutionPageOf(context, query));
  route(app, contracts.supplierPage, ({ query }, context) => supplierPageOf(context, query));
  route(app, contracts.createInstitution, ({ body }, context) => saveInstitution(context, undefined, body));
  route(app, contracts.updateInstitution, ({ params, body }, context) => saveInstitution(context, params.id, body));
  route(app, contracts.createSupplier, ({ body }, context) => saveSupplier(context, undefined, body));
  route(app, contracts.updateSupplier, ({ params, body }, context) => saveSupplier(context, params.id, body));
}
