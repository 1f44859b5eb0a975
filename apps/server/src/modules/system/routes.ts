import type { FastifyInstance } from 'fastify';
import { getMyProducts } from '@crm/shared/contracts/products';
import * as contracts from '@crm/shared/contracts/system';
import { forbidden } from '../../lib/http-error';
import { route } from '../../platform/http/contract-route';
import { buildTree, grantedMenus, toMenuNode } from './menu-tree';
import { findMyProducts } from './product-repository';
import { endSession, enterpriseFor, userInfoOf } from './session';
import { colleaguesOf, dictionaryItemsOf } from './user-directory';

/** Spec 7.1: enterprise lookup, user info, menus, colleagues, dictionaries, session end. */
export async function systemRoutes(app: FastifyInstance) {
  route(app, contracts.findEnterprise, ({ query }, context) => enterpriseFor(app, context, query.domain));
  // The cost of this route is the cost of being signed in.
  route(app, contracts.userInfo, async (_input, { principal }) => userInfoOf(principal));
  route(app, contracts.logout, (_input, context) => endSession(app, context));
  route(app, contracts.userLogout, (_input, context) => endSession(app, context));
  route(app, getMyProducts, (_input, context) => findMyProducts(context));
  route(app, contracts.menuTree, async ({ query }, { db, principal }) => {
    if (query.ignorePermission && !principal.permissions.some((p) => p === '*:*:*' || p === 'system:menu:list')) throw forbidden();
    return buildTree(await grantedMenus(db, principal, query));
  });
  route(app, contracts.menuEntries, async ({ query }, { db, principal }) => (await grantedMenus(db, principal, { view: query.view, type: query.type })).map(toMenuNode));
  route(app, contracts.colleagues, ({ params, query }, context) => colleaguesOf(context, params.userId, query));
  route(app, contracts.dictionaryItems, ({ body }, context) => dictionaryItemsOf(context, body));
}
