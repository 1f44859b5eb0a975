import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/http/contract-route';
import { addSavedSearch, deleteSavedSearch, savedSearchesOf } from './saved-search-repository';

/** A user's saved doctor searches: filters to apply again with one tap. */
export async function savedSearchRoutes(app: FastifyInstance) {
  route(app, contracts.listSavedSearches, (_input, context) => savedSearchesOf(context));
  route(app, contracts.saveSearch, ({ body }, context) => addSavedSearch(context, body));
  route(app, contracts.deleteSavedSearch, ({ params }, context) => deleteSavedSearch(context, params.id));
}
