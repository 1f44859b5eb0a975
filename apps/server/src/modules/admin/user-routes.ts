import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-users';
import { route } from '../../platform/http/contract-route';
import { addUser, editUser, removeUser, resetPassword, setEnabled, userOf, usersPage } from './user-repository';

/** Users of the admin console: list, create, edit, reset password, enable and disable, delete. */
export async function adminUserRoutes(app: FastifyInstance) {
  route(app, contracts.adminUserPage, ({ query }, context) => usersPage(context, query));
  route(app, contracts.adminUser, ({ params }, context) => userOf(context, params.id));
  route(app, contracts.createUser, ({ body }, context) => addUser(context, body));
  route(app, contracts.updateUser, ({ params, body }, context) => editUser(context, params.id, body));
  route(app, contracts.resetUserPassword, ({ params, body }, context) => resetPassword(context, params.id, body.password));
  route(app, contracts.setUserStatus, ({ params, body }, context) => setEnabled(context, params.id, body.enabled));
  route(app, contracts.deleteUser, ({ params }, context) => removeUser(context, params.id));
}
