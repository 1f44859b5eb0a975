import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/wecom-sign-in';
import { route } from '../../platform/http/contract-route';
import { WecomClient } from './wecom-client';
import { wecomAuthorizeAddress, wecomSignIn } from './wecom-sign-in';

/** Enterprise-chat sign-in: the OAuth address to send the browser to, and the code exchange. */
export async function wecomRoutes(app: FastifyInstance) {
  const client = new WecomClient(app.config.wecomApiBase);
  route(app, contracts.wecomAuthorizeUrl, async ({ query }, context) => wecomAuthorizeAddress(app, context, query));
  route(app, contracts.wecomLogin, ({ body }, context) => wecomSignIn(app, client, context, body.code));
}
