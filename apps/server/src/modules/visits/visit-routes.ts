import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visit, visitProduct } from '../../db/schema/index';
import { z } from 'zod';
import { completeVisitBody, visitBody, visitFilter } from '@crm/shared/visit-schemas';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { requireVisibleDoctor } from '../customers/access/doctor-scope';
import type { Principal } from '../../platform/principal';
import { insertVisit, touchLastVisit, validateVisit } from './visit-write';
import { countVisits, filterConditions, findRecentVisits, findVisits } from './visit-repository';
import { ownVisitsCondition, teamVisitsCondition, visibleVisitCondition } from './visit-scope';
import { visitPageSchema, visitSchema } from './visit-schemas';
import { recordInteractions, visitInteraction } from '../interactions/touchpoints';

const tags = ['visits'];
const MY = { access: { permission: 'visit:visit:list' } } as const;
const TEAM = { access: { permission: 'visit:teamVisit:list' } } as const;
const ADD = { access: { permission: 'visit:visit:add' } } as const;
const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .enum(['recent', 'startAt,desc', 'startAt,asc'])
    .default('recent')
    .describe('recent (default): visits that have happened newest first, so one just logged is on top, then upcoming plans soonest first; or by start time'),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Spec 7.5 visits: log, plan, find, list mine and my team's, a doctor's history. */
export async function visitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function requireVisit(principal: Principal, id: number) {
    const [found] = await findVisits(app.db, { tenantId: principal.tenant.id, scope: visibleVisitCondition(principal), conditions: [sql`v.id = ${id}`], limit: 1, offset: 0 });
    if (!found) throw notFound();
    return found;
  }

  async function listPage(request: FastifyRequest, scope: 'my' | 'team', filter: z.infer<typeof visitFilter>, query: z.infer<typeof pageQuery>) {
    const principal = requirePrincipal(request);
    const input = {
      tenantId: principal.tenant.id,
      scope: scope === 'my' ? ownVisitsCondition(principal) : teamVisitsCondition(principal),
      conditions: filterConditions(filter, principal.tenant.timeZone),
    };
    const page = { ...input, limit: query.size, offset: query.page * query.size };
    const [content, count] = await Promise.all([
      query.sort === 'recent'
        ? // Visits logged up to the allowed minutes ahead count as happened, so a visit just logged is never among the plans.
          findRecentVisits(app.db, { ...page, dueBy: new Date(Date.now() + app.config.visitFutureMinutes * 60_000) })
        : findVisits(app.db, { ...page, ascending: query.sort === 'startAt,asc' }),
      countVisits(app.db, input),
    ]);
    return ok({ content, totalElements: count.total, totalCapped: count.capped });
  }

  app.get(
    '/v2/visit/find/:id',
    { config: MY, schema: { tags, summary: 'One visit the caller owns, joined or may see in their team', params: idParams, response: { 200: envelope(visitSchema) } } },
    async (request) => ok(await requireVisit(requirePrincipal(request), request.params.id)),
  );

  app.post(
    '/v2/visit/add',
    {
      config: ADD,
      schema: { tags, summary: 'Logs a visit that happened (status completed) or plans one (status planned)', body: visitBody, response: { 200: envelope(visitSchema) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { participants } = await validateVisit(app.db, principal, request.body, app.config);
      const id = await insertVisit(app.db, principal, request.body, participants);
      return ok(await requireVisit(principal, id));
    },
  );

  app.put(
    '/v2/visit/complete/:id',
    {
      config: ADD,
      schema: {
        tags,
        summary: 'Turns the caller’s planned visit into a logged one with what happened',
        params: idParams,
        body: completeVisitBody,
        response: { 200: envelope(visitSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const planned = await requireVisit(principal, request.params.id);
      if (planned.user.id !== principal.userId || planned.status !== 'planned') throw badRequest('visitNotPlanned');
      const body = { ...request.body, doctorId: planned.doctor.id, status: 'completed' as const, visitType: planned.visitType, purpose: planned.purpose, participantIds: [] };
      await validateVisit(app.db, principal, body, app.config);
      await app.db.transaction(async (tx) => {
        const changed = await tx
          .update(visit)
          .set({
            status: 'completed',
            startAt: new Date(body.startAt),
            endAt: new Date(body.endAt),
            duration: body.duration ?? null,
            result: body.result,
            notes: body.notes ?? null,
            nextStep: body.nextStep ?? null,
            completedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(visit.id, planned.id), eq(visit.status, 'planned')))
          .returning({ id: visit.id });
        if (changed.length === 0) throw badRequest('visitNotPlanned');
        if (body.productIds.length) {
          await tx.delete(visitProduct).where(eq(visitProduct.visitId, planned.id));
          await tx.insert(visitProduct).values([...new Set(body.productIds)].map((productId) => ({ visitId: planned.id, productId })));
        }
        await touchLastVisit(tx, planned.doctor.id, new Date(body.startAt));
        await recordInteractions(tx, [
          visitInteraction(principal, {
            visitId: planned.id,
            doctorId: planned.doctor.id,
            hospitalId: planned.hospital.id,
            status: 'completed',
            startAt: body.startAt,
            visitType: planned.visitType,
            productIds: body.productIds,
            result: body.result,
          }),
        ]);
      });
      return ok(await requireVisit(principal, planned.id));
    },
  );

  app.put(
    '/v2/visit/cancel/:id',
    { config: ADD, schema: { tags, summary: 'Cancels the caller’s planned visit', params: idParams, response: { 200: envelope(visitSchema) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const planned = await requireVisit(principal, request.params.id);
      if (planned.user.id !== principal.userId) throw badRequest('visitNotPlanned');
      const changed = await app.db
        .update(visit)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(visit.id, planned.id), eq(visit.status, 'planned')))
        .returning({ id: visit.id });
      if (changed.length === 0) throw badRequest('visitNotPlanned');
      return ok(await requireVisit(principal, planned.id));
    },
  );

  app.get(
    '/v2/visit/find/page/:id',
    {
      config: MY,
      schema: {
        tags,
        summary: 'Visits of one doctor (path id = doctor id) that the caller may see, most recent first',
        params: idParams,
        querystring: pageQuery,
        response: { 200: envelope(visitPageSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await requireVisibleDoctor(app.db, principal, request.params.id);
      return listPage(request, 'team', { doctorId: request.params.id }, request.query);
    },
  );

  app.post(
    '/v2/visit/find/my/page',
    {
      config: { ...MY, readOnly: true },
      schema: { tags, summary: 'The caller’s own and joined visits, filtered', querystring: pageQuery, body: visitFilter, response: { 200: envelope(visitPageSchema) } },
    },
    async (request) => listPage(request, 'my', request.body, request.query),
  );

  app.post(
    '/v2/visit/find/team/page',
    {
      config: { ...TEAM, readOnly: true },
      schema: { tags, summary: 'Visits of the caller’s organization subtree, filtered', querystring: pageQuery, body: visitFilter, response: { 200: envelope(visitPageSchema) } },
    },
    async (request) => listPage(request, 'team', request.body, request.query),
  );
}
