import type { FastifyInstance } from 'fastify';
import { doctorTimeline } from '@crm/shared/contracts/doctor-timeline';
import { route } from '../../platform/http/contract-route';
import { doctorTimelineOf } from './timeline-query';

export async function timelineRoutes(app: FastifyInstance) {
  route(app, doctorTimeline, ({ params, query }, context) => doctorTimelineOf(context, params.id, query));
}
