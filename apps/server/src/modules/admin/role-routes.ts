import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-roles';
import { route } from '../../platform/http/contract-route';
import { requireOneOf } from '../../platform/route-access';
import { addRole, editRole, removeRole, roleOf, rolesOf } from './role-repository';

/** Roles with their data range and menu and button grants. Grants apply on the holders' next request. */
export async function adminRoleRoutes(app: FastifyInstance) {
  route(app, contracts.adminRoleList, (_input, context) => {
    requireOneOf(context.request, ['system:role:list', 'system:user:list']);
    return rolesOf(context);
  });
  route(app, contracts.adminRole, ({ params }, context) => roleOf(context, params.id));
  route(app, contracts.createRole, ({ body }, context) => addRole(context, body));
  route(app, contracts.updateRole, ({ params, body }, context) => editRole(context, params.id, body));
  route(app, contracts.deleteRole, ({ params }, context) => removeRole(context, params.id));
}
