import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-languages';
import { route } from '../../platform/http/contract-route';
import { addLanguageEntry, editLanguageEntry, languageEntriesPage, overridesOf, removeLanguageEntry } from './language-repository';

/** Language entries override the product's own interface strings at run time, per language. */
export async function adminLanguageRoutes(app: FastifyInstance) {
  route(app, contracts.languageOverrides, ({ query }, { db, tenant }) => overridesOf(db, tenant?.id, query.lang));
  route(app, contracts.languageEntryPage, ({ query }, context) => languageEntriesPage(context, query));
  route(app, contracts.createLanguageEntry, ({ body }, context) => addLanguageEntry(context, body));
  route(app, contracts.updateLanguageEntry, ({ params, body }, context) => editLanguageEntry(context, params.id, body.content));
  route(app, contracts.deleteLanguageEntry, ({ params }, context) => removeLanguageEntry(context, params.id));
}
