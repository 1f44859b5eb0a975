import type { ServerModule } from '../../platform/http/server-module';
import { insightRoutes } from './routes';
import { registerInsightJobs } from './insight-jobs';
import { seedInsightsDemo } from './demo/seed-insights';

/** Medical insights: field insights, stances, surveys and their evidence. */
export const insightsModule: ServerModule = {
  name: 'insights',
  dependsOn: ['customers', 'sda', 'academic', 'visits'],
  routes: [{ prefix: '/prod-api', plugin: insightRoutes }],
  jobs: registerInsightJobs,
  seedDemo: (tx, tenant) => seedInsightsDemo(tx, tenant),
};

// What other modules may use.
export { portalSurveyList, saveResponse } from './surveys/survey-repository';
