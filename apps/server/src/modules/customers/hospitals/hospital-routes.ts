import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-hospitals';
import { route } from '../../../platform/http/contract-route';
import { requireListPermission } from '../access/route-access';
import { hospitalConditions, hospitalDepartments, hospitalDetail, hospitalPage, listHospitals } from './hospital-repository';

/** Hospitals: pickers for forms and filters, the my/all hospital lists and the hospital detail. */
export async function hospitalRoutes(app: FastifyInstance) {
  route(app, contracts.findHospitalOptions, ({ body }, context) => hospitalPage(context, body));
  route(app, contracts.findSpeakerHospitals, ({ body }, { db, principal }) => listHospitals(db, principal, hospitalConditions(principal, body), { offset: 0, limit: 20 }));
  route(app, contracts.findHospitalDepartments, ({ query }, context) => hospitalDepartments(context, query.hospitalId));
  route(app, contracts.searchHospitals, ({ body }, context) => {
    const principal = requireListPermission(context.request, body.listType);
    return hospitalPage({ ...context, principal }, body);
  });
  route(app, contracts.findHospital, ({ params }, context) => hospitalDetail(context, params.id));
}
