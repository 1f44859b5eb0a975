import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/speakers';
import { route } from '../../../platform/http/contract-route';
import { speakerApprovalPageOf, speakerPageOf } from './speaker-list-repository';

/**
 * The speaker lists: `/meeting/speaker` tabs (every profile of the tenant: speakers are a shared
 * resource once approved) and `/meeting/speakerApprove` tabs (steps waiting for or decided by me).
 */
export async function speakerListRoutes(app: FastifyInstance) {
  route(app, contracts.speakerPage, ({ query }, context) => speakerPageOf(context, query));
  route(app, contracts.speakerApprovalPage, ({ query }, context) => speakerApprovalPageOf(context, query));
}
