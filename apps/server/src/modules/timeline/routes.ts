import type { FastifyInstance } from 'fastify';
import { doctorTimeline, doctorTimelineSummary } from '@crm/shared/contracts/doctor-timeline';
import { route } from '../../platform/http/contract-route';
import { doctorTimelineOf, doctorTimelineSummaryOf } from './timeline-query';

export async function timelineRoutes(app: FastifyInstance) {
  route(app, doctorTimeline, ({ params, query }, context) => doctorTimelineOf(context, params.id, query));
  route(app, doctorTimelineSummary, ({ params, query }, context) => doctorTimelineSummaryOf(context, params.id, query));
}
