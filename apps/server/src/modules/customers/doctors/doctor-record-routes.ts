import type { FastifyInstance } from 'fastify';
import { findDoctor, findDoctorByCode, otherPracticeSites, productLevels } from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/http/contract-route';
import { doctorDetail } from './doctor-detail-repository';
import { otherPracticeSitesOf, productLevelsOf } from './doctor-product-repository';

/** One doctor: the business record by id or master-data code, other practice sites, product levels. */
export async function doctorRecordRoutes(app: FastifyInstance) {
  route(app, findDoctor, async ({ params }, { db, principal }) => doctorDetail(db, principal, { id: params.id }));
  route(app, findDoctorByCode, async ({ params }, { db, principal }) => doctorDetail(db, principal, { code: params.doctorId }));
  route(app, otherPracticeSites, ({ params }, context) => otherPracticeSitesOf(context, params.id));
  route(app, productLevels, ({ params }, context) => productLevelsOf(context, params.id));
}
