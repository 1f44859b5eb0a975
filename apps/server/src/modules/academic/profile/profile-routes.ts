import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/academic';
import { route } from '../../../platform/http/contract-route';
import { activitiesOf, activityRangeOf, guidesOf, paperRangeOf, papersOf, projectRangeOf, recordsOf } from './profile-sections';

/** The academic sections of the doctor profile page (spec 2.5), each answering 404 outside the data range. */
export async function profileRoutes(app: FastifyInstance) {
  route(app, contracts.paperRange, ({ params }, context) => paperRangeOf(context, params.id));
  route(app, contracts.paperList, ({ query }, context) => papersOf(context, query));
  route(app, contracts.guideList, ({ query }, context) => guidesOf(context, query));
  route(app, contracts.meetingList, ({ query }, context) => recordsOf(context, 'meeting', query));
  route(app, contracts.liveList, ({ query }, context) => recordsOf(context, 'live', query));
  route(app, contracts.researchList, ({ query }, context) => recordsOf(context, 'research', query));
  route(app, contracts.fundList, ({ query }, context) => recordsOf(context, 'fund', query));
  route(app, contracts.patentList, ({ query }, context) => recordsOf(context, 'patent', query));
  route(app, contracts.activityList, ({ query }, context) => activitiesOf(context, query));
  route(app, contracts.activityRange, ({ params, query }, context) => activityRangeOf(context, query.id, params.startYear, params.endYear));
  route(app, contracts.projectRange, ({ params }, context) => projectRangeOf(context, params.id));
}
