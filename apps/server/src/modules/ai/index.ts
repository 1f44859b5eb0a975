import type { ServerModule } from '../../platform/http/server-module';
import { aiRoutes } from './routes';
import { registerAiJobs } from './jobs';
import { seedAiDemo } from './demo/seed-ai';

/** The assistant: its sources, index, retrieval, chat and settings. */
export const aiModule: ServerModule = {
  name: 'ai',
  dependsOn: ['customers', 'visits', 'meetings', 'academic'],
  routes: [{ prefix: '/prod-api/API-AI', plugin: aiRoutes }],
  jobs: registerAiJobs,
  // The assistant indexes every source of the demo once the other modules have seeded theirs.
  deriveDemo: (tx, tenant) => seedAiDemo(tx, tenant),
};

// What other modules may use.
export { AI_SYNC_JOB } from './jobs';
export { registerContentSource } from './sources';
