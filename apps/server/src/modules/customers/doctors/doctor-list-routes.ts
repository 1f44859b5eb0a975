import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findDoctorPage, searchDoctors as searchDoctorsContract } from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/contract-route';
import { envelope, ok, page } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { FOLLOW, requireListPermission } from '../access/route-access';
import { requirePrincipal } from '../../../platform/request-context';
import { visibleDoctorId } from './doctor-detail-repository';
import { setFollow } from './doctor-write-repository';
import { COUNT_CAP, searchDoctors } from './search-repository';

const tags = ['doctors'];

/** Doctor lists: the three tabs of spec 2.3 with every filter, a simple paged list, and the star. */
export async function doctorListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(fastify, searchDoctorsContract, async ({ body }, { db, request }) => searchDoctors(db, requireListPermission(request, body.listType), body));

  route(fastify, findDoctorPage, async ({ query }, { db, principal }) => {
    const { page: pageIndex, size, keyword, hospitalId } = query;
    if ((pageIndex + 1) * size > COUNT_CAP) throw badRequest('deepPage', { max: COUNT_CAP });
    const result = await searchDoctors(db, principal, { listType: 'ALL_CUSTOMER', keyword, hospitalId, size }, pageIndex * size);
    return { ...page(result.content, result.totalElements), totalCapped: result.totalCapped };
  });

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
