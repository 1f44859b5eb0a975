import type { FastifyInstance } from 'fastify';
import { changePassword, updateProfile } from '@crm/shared/contracts/system';
import { route } from '../../platform/http/contract-route';
import { changeOwnPassword, updateOwnProfile } from './own-profile';

/** The personal center: the caller's own contact details, language and password. */
export async function profileRoutes(app: FastifyInstance) {
  route(app, updateProfile, ({ body }, context) => updateOwnProfile(context, body));
  route(app, changePassword, ({ body }, context) => changeOwnPassword(context, body));
}
