import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meetings';
import { route } from '../../platform/http/contract-route';
import { saveMeetingPayment, submitMeetingPayment } from './payment-repository';

/** After a confirmed meeting: actual expenses per line and per speaker, then the payment chain. */
export async function paymentRoutes(app: FastifyInstance) {
  route(app, contracts.saveMeetingPayment, ({ params, body }, context) => saveMeetingPayment(context, params.id, body));
  route(app, contracts.submitMeetingPayment, ({ params }, context) => submitMeetingPayment(context, params.id));
}
