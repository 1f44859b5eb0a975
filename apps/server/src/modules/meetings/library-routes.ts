import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/medical-library';
import { route } from '../../platform/http/contract-route';
import { addMaterial, addVersion, libraryPageOf, reviewVersion, versionsOf } from './library-repository';

/**
 * The medical library's review states: materials carry versions; a version is approved after
 * medical/legal review and expires at its validity date or when a newer one is approved.
 */
export async function libraryRoutes(app: FastifyInstance) {
  route(app, contracts.libraryPage, ({ query }, context) => libraryPageOf(context, query));
  route(app, contracts.materialVersions, ({ params }, context) => versionsOf(context, params.id));
  route(app, contracts.addMaterial, ({ body }, context) => addMaterial(context, body));
  route(app, contracts.addMaterialVersion, ({ params, body }, context) => addVersion(context, params.id, body));
  route(app, contracts.approveMaterialVersion, ({ params }, context) => reviewVersion(context, params.id, 'approve'));
  route(app, contracts.expireMaterialVersion, ({ params }, context) => reviewVersion(context, params.id, 'expire'));
}
