import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/event-analytics';
import { route } from '../../platform/http/contract-route';
import { acceptUploads } from '../../platform/http/uploads';
import { funnelDropOff, funnelFigures } from './funnel-query';
import { findFunnel, listFunnels, saveFunnel } from './funnel-repository';
import { ingestEventBatch, ingestEventFile } from './ingest-file';
import { findIngest } from './ingest-service';
import { journeyPaths, journeyTrend, timeline } from './journey-query';
import { hospitalDoctors, hospitalTimelineWhere, lookupDoctors, lookupHospitals, requireVisibleHospital } from './hospital-journey';

/** Ingest, funnels and journeys over the interaction event store. */
export async function eventAnalyticsRoutes(app: FastifyInstance) {
  await acceptUploads(app, { fields: 5 });

  route(app, contracts.ingestEvents, ({ body }, context) => ingestEventBatch(context, body.source, body.events));
  route(app, contracts.ingestEventsCsv, (_input, context) => ingestEventFile(context));
  route(app, contracts.getEventIngest, ({ params }, { db, principal }) => findIngest(db, principal.tenant.id, params.id));

  route(app, contracts.listFunnels, ({ query }, context) => listFunnels(context, query.kind));
  route(app, contracts.saveFunnel, ({ body }, context) => saveFunnel(context, body));
  route(app, contracts.runFunnel, async ({ body }, context) => funnelFigures(context, body.filter, await findFunnel(context, body.funnelId)));
  route(app, contracts.funnelDropOff, async ({ body }, context) => funnelDropOff(context, body.filter, await findFunnel(context, body.funnelId), body.step, body));

  route(app, contracts.lookupDoctors, ({ query }, context) => lookupDoctors(context, query.keyword));
  route(app, contracts.lookupHospitals, ({ query }, context) => lookupHospitals(context, query.keyword));
  route(app, contracts.journeyPaths, ({ body }, context) => journeyPaths(context, body.filter, body.rules));
  route(app, contracts.journeyTrend, ({ body }, context) => journeyTrend(context, body.filter, body.granularity));
  route(app, contracts.hospitalJourney, async ({ params, query }, context) => {
    const hospital = await requireVisibleHospital(context, params.id);
    const [doctors, events] = await Promise.all([hospitalDoctors(context, hospital.id, query), timeline(context, hospitalTimelineWhere(context, hospital.id), 200, query)]);
    return { hospital, doctors, events };
  });
}
