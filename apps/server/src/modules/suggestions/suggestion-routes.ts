import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/suggestions';
import { route } from '../../platform/http/contract-route';
import { acceptSuggestion, dismissSuggestion, doctorSuggestionsOf, mySuggestionsOf } from './suggestion-queries';
import { suggestionAdoptionOf, suggestionEffectOf } from './suggestion-effect';
import { readSuggestionSettings, saveSuggestionSettings } from './suggestion-settings';

/** Next-best action: the rep's suggestions, their effect and their settings. */
export async function suggestionRoutes(app: FastifyInstance) {
  route(app, contracts.mySuggestions, ({ query }, context) => mySuggestionsOf(context, query.date));
  route(app, contracts.doctorSuggestions, ({ params }, context) => doctorSuggestionsOf(context, params.doctorId));
  route(app, contracts.acceptSuggestion, ({ params }, context) => acceptSuggestion(context, params.id));
  route(app, contracts.dismissSuggestion, ({ params, body }, context) => dismissSuggestion(context, params.id, body.reason, body.comment));
  route(app, contracts.suggestionEffect, ({ query }, context) => suggestionEffectOf(context, query));
  route(app, contracts.suggestionAdoption, ({ query }, context) => suggestionAdoptionOf(context, query));
  route(app, contracts.suggestionSettings, (_input, context) => readSuggestionSettings(context));
  route(app, contracts.saveSuggestionSettings, ({ body }, context) => saveSuggestionSettings(context, body));
}
