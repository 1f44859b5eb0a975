import type { ServiceHost } from '../../platform/service-host';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { ProcessType } from '@crm/shared/contracts/workflow-schemas';
import type { Database } from '../../db/client';
import type { workflowInstance } from '../../db/schema/workflow/workflow';
import type { Principal } from '../../platform/principal';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type InstanceRow = typeof workflowInstance.$inferSelect;

/** Who acts on an instance: the signed-in caller, or the seed acting as a demo user. */
export interface Actor {
  tenantId: number;
  userId: number;
  name: string;
  /** The name in English notices, where the user has one. */
  nameEn?: string | null;
  orgId: number | null;
}

export function actorOf(principal: Principal): Actor {
  return { tenantId: principal.tenant.id, userId: principal.userId, name: principal.firstName, nameEn: principal.nameEn, orgId: principal.orgId };
}

/** What a decision did to the instance, as the owning business object needs to know it. */
export type TransitionOutcome = 'SUBMITTED' | 'ADVANCED' | 'RETURNED' | 'REJECTED' | 'RESUBMITTED' | 'APPROVED' | 'WITHDRAWN';

export interface Transition {
  instance: InstanceRow;
  outcome: TransitionOutcome;
  actor: Actor;
  comment: string | null;
}

/** A text in both languages, resolved for each recipient. */
export interface Localized {
  zh: string;
  en: string;
}
export type NoticeParams = Record<string, string | number | Localized>;

/** A notification to send once the transaction that caused it has committed. */
export interface Notice {
  tenantId: number;
  userId: number;
  title: { key: ServerMessageKey; params: NoticeParams };
  content: { key: ServerMessageKey; params: NoticeParams };
  link: string;
  payload: Record<string, unknown>;
}

/** How a business object takes part in approvals: who may decide, where its pages are, what a transition changes. */
export interface ProcessHooks {
  /** The permission an approver needs on top of being the step's assignee. */
  decidePermission: string;
  links(instance: Pick<InstanceRow, 'id' | 'businessId'>): { approver: string; applicant: string };
  /** Runs in the decision's transaction; throwing undoes the decision. */
  onTransition(tx: Tx, transition: Transition): Promise<void>;
}

const registry = new Map<ProcessType, ProcessHooks>();

/**
 * Work that follows a decision once it is committed, outside its transaction (the composition root
 * wires modules that the workflow may not know, such as re-indexing an article the assistant reads).
 */
export type CommittedListener = (app: Pick<ServiceHost, 'jobs' | 'log'>, instance: InstanceRow) => Promise<void>;
const committedListeners: CommittedListener[] = [];

export function onDecisionCommitted(listener: CommittedListener): void {
  committedListeners.push(listener);
}

/** Runs the listeners of a committed decision; a failing one is logged, the decision stands. */
export async function announceCommitted(app: Pick<ServiceHost, 'jobs' | 'log'>, instance: InstanceRow): Promise<void> {
  for (const listener of committedListeners)
    await listener(app, instance).catch((error: unknown) => app.log.error({ err: error, instanceId: instance.id }, 'a follow-up of a committed decision failed'));
}

export function registerProcess(type: ProcessType, hooks: ProcessHooks): void {
  registry.set(type, hooks);
}

export function processHooks(type: ProcessType): ProcessHooks {
  const hooks = registry.get(type);
  if (!hooks) throw new Error(`no process hooks registered for ${type}`);
  return hooks;
}

registerProcess('GENERAL', {
  decidePermission: 'workflow:task:list',
  links: (instance) => ({
    approver: `/taskManager/process-instance/detail?id=${instance.id}`,
    applicant: `/taskManager/process-instance/detail?id=${instance.id}`,
  }),
  onTransition: async () => {},
});
