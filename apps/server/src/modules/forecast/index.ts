import type { ServerModule } from '../../platform/http/server-module';
import { forecastRoutes } from './routes';
import { registerForecastJobs } from './baseline-jobs';
import { seedDataDemo } from './demo/seed-data-demo';

/** Forecasts: baselines, entries, issuance and accuracy. */
export const forecastModule: ServerModule = {
  name: 'forecast',
  dependsOn: ['sda', 'data-upload'],
  routes: [{ prefix: '/prod-api', plugin: forecastRoutes }],
  jobs: registerForecastJobs,
  seedDemo: (tx, tenant) => seedDataDemo(tx, tenant),
};
