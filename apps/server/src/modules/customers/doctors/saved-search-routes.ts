import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorFiltersSchema, savedSearchCreateSchema } from '@crm/shared/customer-doctor-schemas';
import { doctorSearchParam } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { DOCTOR_LIST } from '../access/route-access';

const tags = ['saved searches'];
const MAX_SAVED = 50;
const savedSearchSchema = z.object({ id: z.number().int(), name: z.string(), params: doctorFiltersSchema, createdAt: z.string() });

/** A user's saved doctor searches: filters to apply again with one tap. */
export async function savedSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/doctor/get/all/search/param',
    { config: DOCTOR_LIST, schema: { tags, summary: 'The caller’s saved searches, newest first', response: { 200: envelope(z.array(savedSearchSchema)) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await app.db
        .select()
        .from(doctorSearchParam)
        .where(and(eq(doctorSearchParam.tenantId, principal.tenant.id), eq(doctorSearchParam.userId, principal.userId)))
        .orderBy(desc(doctorSearchParam.id));
      // Parse on the way out so filters saved by an older version still answer the current shape.
      return ok(rows.map((row) => ({ id: row.id, name: row.name, params: doctorFiltersSchema.parse(row.params), createdAt: row.createdAt.toISOString() })));
    },
  );

  app.post(
    '/doctor/save/common/search/param',
    {
      config: DOCTOR_LIST,
      schema: {
        tags,
        summary: `Saves the current filters under a name (at most ${MAX_SAVED} per user)`,
        body: savedSearchCreateSchema,
        response: { 200: envelope(savedSearchSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const mine = and(eq(doctorSearchParam.tenantId, principal.tenant.id), eq(doctorSearchParam.userId, principal.userId));
      const [existing] = await app.db.select({ n: count() }).from(doctorSearchParam).where(mine);
      if ((existing?.n ?? 0) >= MAX_SAVED) throw badRequest('savedSearchLimit', { max: MAX_SAVED });
      const [row] = await app.db
        .insert(doctorSearchParam)
        .values({ tenantId: principal.tenant.id, userId: principal.userId, name: request.body.name, params: request.body.params })
        .returning();
      return ok({ id: row!.id, name: row!.name, params: doctorFiltersSchema.parse(row!.params), createdAt: row!.createdAt.toISOString() });
    },
  );

  app.delete(
    '/doctor/delete/search/param/:id',
    {
      config: DOCTOR_LIST,
      schema: { tags, summary: 'Deletes one of the caller’s saved searches', params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const deleted = await app.db
        .delete(doctorSearchParam)
        .where(and(eq(doctorSearchParam.tenantId, principal.tenant.id), eq(doctorSearchParam.userId, principal.userId), eq(doctorSearchParam.id, request.params.id)))
        .returning({ id: doctorSearchParam.id });
      if (deleted.length === 0) throw notFound();
      return ok(null);
    },
  );
}
