import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/messaging';
import { route } from '../../platform/http/contract-route';
import { sendVerificationCode, smsOutboxPageOf } from './sms-outbox';
import { smsProviders } from './sms-providers';

/** Verification codes by text message (public), and the outbox administrators read. */
export async function smsRoutes(app: FastifyInstance) {
  const sending = { config: app.config, providers: smsProviders(app.config), tenants: app.tenants };
  route(app, contracts.sendSmsCode, ({ params }, context) => sendVerificationCode(context, sending, params));
  route(app, contracts.smsOutboxPage, ({ query }, context) => smsOutboxPageOf(context, query));
}
