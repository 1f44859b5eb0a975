import type { ServerModule } from '../../platform/http/server-module';
import { leadScoringRoutes } from './score-routes';
import { registerLeadScoringJobs } from './score-jobs';
import { rescoreTenant } from './score-engine';

/** Lead scoring: rules, scores from interaction events and their decay. */
export const leadScoringModule: ServerModule = {
  name: 'lead-scoring',
  dependsOn: ['customers'],
  routes: [{ prefix: '/prod-api', plugin: leadScoringRoutes }],
  jobs: registerLeadScoringJobs,
  deriveDemo: (tx, tenant) => rescoreTenant(tx, tenant.tenantId, 'Asia/Shanghai'),
};

// What other modules may use.
export { addFirstVersions } from './rule-seeding';
export { scoresAt } from './score-decay';
export { SCORE_NEW_EVENTS } from './score-job-names';
export { timeline } from './event-timeline';
