import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorCardSchema, doctorSearchResultSchema, doctorSearchSchema } from '@crm/shared/customer-doctor-schemas';
import { envelope, ok, page, pageOf } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { DOCTOR_LIST, FOLLOW, requireListPermission, SIGNED_IN } from '../access/route-access';
import { requirePrincipal } from '../../../plugins/request-context';
import { visibleDoctorId } from './doctor-detail-repository';
import { setFollow } from './doctor-write-repository';
import { COUNT_CAP, searchDoctors } from './search-repository';

const tags = ['doctors'];

/** Doctor lists: the three tabs of spec 2.3 with every filter, a simple paged list, and the star. */
export async function doctorListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/doctor/search',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'A page of doctors of one list (MY_FOCUS, MY_CUSTOMER, ALL_CUSTOMER) with filters and keyword',
        description:
          'Ordered by pinyin of the name. Pass `nextCursor` back as `cursor` for the next page (keyset: a deep page is as fast as the first). ' +
          `\`totalElements\` counts up to ${COUNT_CAP}; above that it is ${COUNT_CAP} with \`totalCapped: true\`. ` +
          'Needs customer:follow:list, customer:doctor:list or customer:allDoctor:list for the list asked.',
        body: doctorSearchSchema,
        response: { 200: envelope(doctorSearchResultSchema) },
      },
    },
    async (request) => {
      const principal = requireListPermission(request, request.body.listType);
      return ok(await searchDoctors(app.db, principal, request.body));
    },
  );

  app.get(
    '/doctor/find/page',
    {
      config: DOCTOR_LIST,
      schema: {
        tags,
        summary: 'Doctors within the caller’s data range, by page number (for pickers)',
        description: `Offset pages serve the first ${COUNT_CAP} rows; longer lists use doctor/search with its cursor.`,
        querystring: z.object({
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(100).default(20),
          keyword: z.string().trim().max(50).optional(),
          hospitalId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: envelope(pageOf(doctorCardSchema).extend({ totalCapped: z.boolean() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { page: pageIndex, size, keyword, hospitalId } = request.query;
      if ((pageIndex + 1) * size > COUNT_CAP) throw badRequest('deepPage', { max: COUNT_CAP });
      const result = await searchDoctors(app.db, principal, { listType: 'ALL_CUSTOMER', keyword, hospitalId, size }, pageIndex * size);
      return ok({ ...page(result.content, result.totalElements), totalCapped: result.totalCapped });
    },
  );

  app.post(
    '/doctor/focus',
    {
      config: FOLLOW,
      schema: {
        tags,
        summary: 'Stars or unstars a doctor for the caller (toggles when attention is absent)',
        body: z.object({ id: z.number().int().positive(), attention: z.boolean().optional() }),
        response: { 200: envelope(z.object({ id: z.number().int(), attention: z.boolean() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.body.id });
      return ok({ id, attention: await setFollow(app.db, principal, id, request.body.attention) });
    },
  );
}
