import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-dictionaries';
import { route } from '../../platform/http/contract-route';
import { addDictItem, addDictType, dictItemsOf, dictTypesOf, editDictItem, editDictType, removeDictItem, removeDictType } from './dictionary-repository';

/** Dictionary types and their items in both languages (visit types, results, doctor types…). */
export async function adminDictionaryRoutes(app: FastifyInstance) {
  route(app, contracts.dictTypeList, (_input, context) => dictTypesOf(context));
  route(app, contracts.createDictType, ({ body }, context) => addDictType(context, body));
  route(app, contracts.updateDictType, ({ params, body }, context) => editDictType(context, params.id, body));
  route(app, contracts.deleteDictType, ({ params }, context) => removeDictType(context, params.id));
  route(app, contracts.dictItemList, ({ query }, context) => dictItemsOf(context, query.dictKey));
  route(app, contracts.createDictItem, ({ body }, context) => addDictItem(context, body));
  route(app, contracts.updateDictItem, ({ params, body }, context) => editDictItem(context, params.id, body));
  route(app, contracts.deleteDictItem, ({ params }, context) => removeDictItem(context, params.id));
}
