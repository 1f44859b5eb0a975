import type { ServerModule } from '../../platform/http/server-module';
import { workflowRoutes } from './routes';

/** Approval workflows: definitions, instances, decisions and their notices. */
export const workflowModule: ServerModule = {
  name: 'workflow',
  dependsOn: ['notifications'],
  routes: [{ prefix: '/prod-api', plugin: workflowRoutes }],
};

// What other modules may use.
export { type ProcessFacts } from './conditions';
export { decideTask, openRevisionTaskId, prepareDecision, withdrawInstance } from './decision-service';
export { ensureDefaultDefinitions } from './definitions';
export { startRun } from './engine-runner';
export { commitTransition, startInstance } from './instance-service';
export { publishNotices } from './notices';
export { actorOf, onDecisionCommitted, registerProcess, type Actor, type InstanceRow, type TransitionOutcome, type Tx } from './process-registry';
export { backdate } from './demo/backdate';
