import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/academic';
import { route } from '../../../platform/http/contract-route';
import { activenessOf, educationTopicsOf, interactionChannelsOf, interactionKindsOf, interactionTimelineOf } from './interaction-queries';

/** The interaction widgets of the profile page (spec 2.5): activeness, behaviour statistics, tendencies, detail. */
export async function interactionRoutes(app: FastifyInstance) {
  route(app, contracts.interactionActiveness, ({ query }, context) => activenessOf(context, query));
  route(app, contracts.interactionKinds, ({ query }, context) => interactionKindsOf(context, query.id));
  route(app, contracts.interactionChannels, ({ query }, context) => interactionChannelsOf(context, query.id));
  route(app, contracts.interactionTimeline, ({ query: { id, page, size } }, context) => interactionTimelineOf(context, id, null, { page, size }));
  route(app, contracts.interactionsByDataType, ({ query: { id, page, size, dataType } }, context) => interactionTimelineOf(context, id, dataType, { page, size }));
}

/** The education-platform service (its own prefix, like the other services of spec 7). */
export async function educationRoutes(app: FastifyInstance) {
  route(app, contracts.educationTopics, ({ query }, context) => educationTopicsOf(context, query.id));
}
