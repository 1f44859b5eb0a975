import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/doctor-portal';
import { route } from '../../platform/http/contract-route';
import { departmentTree } from '../customers/index';
import { chatAuthorizeUrl, chatAvailability, chatSignIn } from './chat-sign-in';
import { doctorAccountOf, registerDoctorAccount, signDoctorIn } from './doctor-accounts';
import { doctorSurveyRoutes } from './survey-routes';

/** The public doctor side: registration with an SMS code, sign-in by code or by chat, the doctor's own account. */
export async function doctorPortalRoutes(app: FastifyInstance) {
  await app.register(doctorSurveyRoutes);
  route(app, contracts.portalDepartments, (_input, { db }) => departmentTree(db));
  route(app, contracts.registerDoctor, ({ body }, context) => registerDoctorAccount(app, context, body));
  route(app, contracts.doctorLogin, ({ body }, context) => signDoctorIn(app, context, body));
  route(app, contracts.doctorMe, (_input, context) => doctorAccountOf(app, context));
  route(app, contracts.doctorChatAvailability, (_input, context) => chatAvailability(app, context));
  route(app, contracts.doctorChatAuthorizeUrl, ({ query }, context) => chatAuthorizeUrl(app, context, query));
  route(app, contracts.doctorChatLogin, ({ body }, context) => chatSignIn(app, context, body.code));
}
