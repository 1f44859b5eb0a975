import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/visits';
import { route } from '../../platform/http/contract-route';
import { requireVisibleDoctor } from '../customers/index';
import { planCalendarOf } from './plan-calendar';
import { sendVisitWorkbook } from './visit-export';
import { requireVisit, visitPage } from './visit-repository';
import { addVisit, cancelPlannedVisit, completePlannedVisit } from './visit-write';

/** Spec 7.5 visits: log, plan, find, list mine and my team's, a doctor's history, export; "my plan". */
export async function visitRoutes(app: FastifyInstance) {
  route(app, contracts.getVisit, ({ params }, context) => requireVisit(context, params.id));
  route(app, contracts.addVisit, ({ body }, context) => addVisit(context, body));
  route(app, contracts.completeVisit, ({ params, body }, context) => completePlannedVisit(context, params.id, body));
  route(app, contracts.cancelVisit, ({ params }, context) => cancelPlannedVisit(context, params.id));
  route(app, contracts.doctorVisitPage, async ({ params, query }, context) => {
    await requireVisibleDoctor(context.db, context.principal, params.id);
    return visitPage(context, 'team', { doctorId: params.id }, query);
  });
  route(app, contracts.myVisitPage, ({ query, body }, context) => visitPage(context, 'my', body, query));
  route(app, contracts.teamVisitPage, ({ query, body }, context) => visitPage(context, 'team', body, query));
  route(app, contracts.exportVisits, ({ query }, context) => sendVisitWorkbook(context, query));
  route(app, contracts.planCalendar, ({ query }, context) => planCalendarOf(context, query.from, query.to));
}
