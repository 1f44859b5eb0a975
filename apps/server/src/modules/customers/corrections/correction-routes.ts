import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-corrections';
import { route } from '../../../platform/http/contract-route';
import { correctionPageOf, decideCorrection } from './correction-repository';

/**
 * The data stewards' review of the requests filed through `correct/insert`: the same permission
 * that approves verifications decides them, once; an approval writes the value to the doctor.
 */
export async function correctionRoutes(app: FastifyInstance) {
  route(app, contracts.correctionPage, ({ query }, context) => correctionPageOf(context, query));
  route(app, contracts.approveCorrection, ({ params }, context) => decideCorrection(context, params.id, { approved: true }));
  route(app, contracts.rejectCorrection, ({ params, body }, context) => decideCorrection(context, params.id, { approved: false, reason: body.reason }));
}
