import type { FastifyInstance } from 'fastify';
import { partnerSsoUrl } from '@crm/shared/contracts/partner';
import { route } from '../../platform/http/contract-route';
import { partnerSignInUrl } from './partner-sso';

/** Partner single sign-on (see partner-sso). */
export async function partnerRoutes(app: FastifyInstance) {
  route(app, partnerSsoUrl, ({ body }, context) => partnerSignInUrl(app.config, context, body.target));
}
