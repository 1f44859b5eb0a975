import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-organizations';
import { route } from '../../platform/http/contract-route';
import { requireOneOf } from '../../platform/route-access';
import { addOrganization, editOrganization, organizationTreeOf, removeOrganization } from './organization-repository';

/** The organization tree; paths are materialized, so moving a node rewrites its subtree's paths. */
export async function adminOrganizationRoutes(app: FastifyInstance) {
  route(app, contracts.organizationTree, (_input, context) => {
    requireOneOf(context.request, ['system:org:list', 'system:user:list']);
    return organizationTreeOf(context);
  });
  route(app, contracts.createOrganization, ({ body }, context) => addOrganization(context, body));
  route(app, contracts.updateOrganization, ({ params, body }, context) => editOrganization(context, params.id, body));
  route(app, contracts.deleteOrganization, ({ params }, context) => removeOrganization(context, params.id));
}
