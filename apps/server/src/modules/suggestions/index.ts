import type { ServerModule } from '../../platform/http/server-module';
import { suggestionRoutes } from './suggestion-routes';
import { registerSuggestionJobs } from './suggestion-jobs';
import { seedSuggestionHistory } from './demo/seed-suggestions';

/** Next-best action: each field user's suggested next steps, explained, with their measured effect. */
export const suggestionsModule: ServerModule = {
  name: 'suggestions',
  dependsOn: ['notifications', 'customers', 'visits', 'tasks', 'meetings', 'content', 'interactions', 'lead-scoring', 'insights', 'workflow'],
  routes: [{ prefix: '/prod-api', plugin: suggestionRoutes }],
  jobs: registerSuggestionJobs,
  deriveDemo: (tx, tenant) => seedSuggestionHistory(tx, tenant.tenantId),
};

// What other modules may use.
export { computeDay, type SuggestionUser } from './suggestion-engine';
export { morningRun } from './suggestion-jobs';
