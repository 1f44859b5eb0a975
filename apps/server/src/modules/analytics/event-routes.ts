import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/event-analytics';
import { HttpError } from '../../lib/http-error';
import { route } from '../../platform/contract-route';
import { funnelDropOff, funnelFigures } from './funnel-query';
import { findFunnel, listFunnels, saveFunnel } from './funnel-repository';
import { createIngest, findIngest, ingestJson, runCsvIngest } from './ingest-service';
import { readEventFile } from './ingest-file';
import { journeyPaths, journeyTrend, timeline } from './journey-query';
import { hospitalDoctors, hospitalTimelineWhere, lookupDoctors, lookupHospitals, requireVisibleHospital } from './hospital-journey';

/** Ingest, funnels and journeys over the interaction event store. */
export async function eventAnalyticsRoutes(app: FastifyInstance) {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const { eventIngestMaxMb, eventIngestMaxRows, eventIngestInlineKb } = app.config;

  route(app, contracts.ingestEvents, ({ body }, { db, principal, lang }) => {
    if (body.events.length > contracts.INGEST_JSON_MAX_EVENTS) throw new HttpError(413, 'ingestTooManyEvents', { max: contracts.INGEST_JSON_MAX_EVENTS });
    return ingestJson({ db, tenantId: principal.tenant.id, lang, jobs: app.jobs, userId: principal.userId }, body.source, body.events);
  });
  route(app, contracts.ingestEventsCsv, async (_input, { db, principal, lang, request }) => {
    const file = await readEventFile(request, { maxMb: eventIngestMaxMb, maxRows: eventIngestMaxRows });
    const tenantId = principal.tenant.id;
    const ingest = await createIngest(db, { tenantId, ...file, format: 'csv', lang, userId: principal.userId });
    if (file.content.length <= eventIngestInlineKb * 1024) await runCsvIngest(db, app.jobs, tenantId, ingest.id);
    else await app.jobs.enqueue(EVENT_INGEST_JOB, { tenantId, ingestId: ingest.id }, { key: String(ingest.id), tenantId });
    return findIngest(db, tenantId, ingest.id);
  });
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

export const EVENT_INGEST_JOB = 'analytics.ingestEventFile';

/** The background work-through of event files above the inline size. */
export function registerEventIngestJobs(app: FastifyInstance) {
  app.jobs.register<{ tenantId: number; ingestId: number }>({
    name: EVENT_INGEST_JOB,
    maxAttempts: 3,
    handler: ({ tenantId, ingestId }) => runCsvIngest(app.db, app.jobs, tenantId, ingestId),
  });
}
