import type { FastifyInstance } from 'fastify';
import { findDoctorPage, followDoctor, searchDoctors as searchDoctorsContract } from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/http/contract-route';
import { page } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { requireListPermission } from '../access/route-access';
import { visibleDoctorId } from './doctor-detail-repository';
import { setFollow } from './doctor-write-repository';
import { COUNT_CAP, searchDoctors } from './search-repository';

/** Doctor lists: the three tabs of spec 2.3 with every filter, a simple paged list, and the star. */
export async function doctorListRoutes(fastify: FastifyInstance) {
  route(fastify, searchDoctorsContract, async ({ body }, { db, request }) => searchDoctors(db, requireListPermission(request, body.listType), body));

  route(fastify, findDoctorPage, async ({ query }, { db, principal }) => {
    const { page: pageIndex, size, keyword, hospitalId } = query;
    if ((pageIndex + 1) * size > COUNT_CAP) throw badRequest('deepPage', { max: COUNT_CAP });
    const result = await searchDoctors(db, principal, { listType: 'ALL_CUSTOMER', keyword, hospitalId, size }, pageIndex * size);
    return { ...page(result.content, result.totalElements), totalCapped: result.totalCapped };
  });

  route(fastify, followDoctor, async ({ body }, { db, principal }) => {
    const id = await visibleDoctorId(db, principal, { id: body.id });
    return { id, attention: await setFollow(db, principal, id, body.attention) };
  });
}
