import type { ServerModule } from '../../platform/http/server-module';
import { contentRoutes } from './content-routes';
import { registerContentJobs } from './content-jobs';
import { seedContentDemo } from './demo/seed-content';

/** Content: articles, review, campaigns, consent, sends and their receipts. */
export const contentModule: ServerModule = {
  name: 'content',
  dependsOn: ['customers', 'identity', 'interactions', 'meetings', 'messaging', 'workflow'],
  routes: [{ prefix: '/prod-api', plugin: contentRoutes }],
  jobs: registerContentJobs,
  seedDemo: (tx, tenant) => seedContentDemo(tx, tenant.tenantId),
};

// What other modules may use.
export { sentTitle } from './article-queries';
export { approvedArticleDocuments } from './article-documents';
export { reachableChannels } from './send-rules';
export { channelSettings } from './channel-settings';
