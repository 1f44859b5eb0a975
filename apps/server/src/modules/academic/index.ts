import type { ServerModule } from '../../platform/http/server-module';
import { academicRoutes } from './routes';
import { registerKolJobs } from './scoring/kol-jobs';
import { seedAcademicDemo } from './demo/seed-academic';
import { runKolScoring } from './scoring/kol-job';

/** The academic record of doctors: papers, guides, meetings, the network and KOL scores. */
export const academicModule: ServerModule = {
  name: 'academic',
  dependsOn: ['customers', 'interactions'],
  routes: [{ prefix: '/prod-api', plugin: academicRoutes }],
  jobs: registerKolJobs,
  seedDemo: (tx, tenant) => seedAcademicDemo(tx, tenant),
  // KOL scores once the academic record is whole (the insights story adds papers), so the first scheduled run has nothing to redo.
  deriveDemo: (tx, tenant) => runKolScoring(tx, tenant.tenantId, { force: true, now: new Date() }),
};

// What other modules may use.
export { addPaperByDoctor } from './demo/papers-for-demos';
