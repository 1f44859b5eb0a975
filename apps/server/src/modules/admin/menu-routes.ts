import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-menus';
import { route } from '../../platform/http/contract-route';
import { adminMenuTreeOf, createMenuEntry, deleteMenuEntry, updateMenuEntry } from './menu-repository';

/** Menu entries (pages, tabs, buttons). Changes reach users on their next request. */
export async function adminMenuRoutes(app: FastifyInstance) {
  route(app, contracts.adminMenuTree, (_input, context) => adminMenuTreeOf(context));
  route(app, contracts.createMenu, ({ body }, context) => createMenuEntry(context, body));
  route(app, contracts.updateMenu, ({ params, body }, context) => updateMenuEntry(context, params.id, body));
  route(app, contracts.deleteMenu, ({ params }, context) => deleteMenuEntry(context, params.id));
}
