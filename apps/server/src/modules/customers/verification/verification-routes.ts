import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/doctor-verification';
import { route } from '../../../platform/http/contract-route';
import { decideVerification, doctorVerificationPageOf, saveVerificationDraft, submitVerificationDraft, verificationPageOf } from './verification-repository';

/** The verification flow of spec 4: save a draft, submit it once, and a data steward approves or rejects it. */
export async function verificationRoutes(app: FastifyInstance) {
  route(app, contracts.saveVerification, ({ body }, context) => saveVerificationDraft(context, body));
  route(app, contracts.submitVerification, ({ params }, context) => submitVerificationDraft(context, params.id));
  route(app, contracts.approveVerification, ({ params }, context) => decideVerification(context, params.id, true, null));
  route(app, contracts.rejectVerification, ({ params, body }, context) => decideVerification(context, params.id, false, body.reason));
  route(app, contracts.verificationPage, ({ query }, context) => verificationPageOf(context, query));
  route(app, contracts.doctorVerificationPage, ({ params, query }, context) => doctorVerificationPageOf(context, params.id, query));
}
