import { sql, type SQL } from 'drizzle-orm';
import { REVISE_STEP_ID, type WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import { returnableSteps } from './decision-service';
import { REVISE_STEP } from './instance-service';
import { processHooks, type InstanceRow, type Tx } from './process-registry';
import { startsWith } from '../../db/starts-with';
import { rows } from '../../db/rows';

/** Reading instances as the `/taskManager` pages and the approval detail pages show them. */

type Queryable = Database | Tx;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Whether the caller may see an instance, as SQL over `i` (instance) and `io` (the initiator's org). */
export function instanceVisible(principal: Principal): SQL {
  const me = principal.userId;
  const participant = sql`(i.initiator_id = ${me} or exists (select 1 from workflow_task t where t.instance_id = i.id and (${me} = any(t.candidate_ids) or t.decided_by = ${me})))`;
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? sql`(${participant} or ${startsWith(sql`io.path`, principal.orgPath)})` : participant;
    case 'department':
      return principal.orgId ? sql`(${participant} or i.initiator_org_id = ${principal.orgId})` : participant;
    case 'self':
      return participant;
  }
}

export interface HistoryEntry {
  id: number;
  action: string;
  stepId: string | null;
  stepName: string | null;
  stepNameEn: string | null;
  actorId: number | null;
  actorName: string;
  /** The actor's English name now (the recorded name is the Chinese one at the time). */
  actorNameEn: string | null;
  comment: string | null;
  createdAt: string;
}

export async function instanceHistory(db: Queryable, tenantId: number, instanceId: number): Promise<HistoryEntry[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select h.id, h.action, h.step_id, h.step_name, h.step_name_en, h.actor_id, h.actor_name, u.name_en as actor_name_en, h.comment, h.created_at
        from workflow_history h left join app_user u on u.id = h.actor_id and u.tenant_id = h.tenant_id
        where h.tenant_id = ${tenantId} and h.instance_id = ${instanceId} order by h.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    action: String(r.action),
    stepId: (r.step_id as string | null) ?? null,
    stepName: (r.step_name as string | null) ?? null,
    stepNameEn: (r.step_name_en as string | null) ?? null,
    actorId: num(r.actor_id),
    actorName: String(r.actor_name),
    actorNameEn: (r.actor_name_en as string | null) ?? null,
    comment: (r.comment as string | null) ?? null,
    createdAt: iso(r.created_at)!,
  }));
}

export interface InstanceDetail {
  id: number;
  processType: string;
  businessId: number | null;
  title: string;
  content: string | null;
  status: string;
  initiatorId: number;
  initiatorName: string;
  initiatorNameEn: string | null;
  startedAt: string;
  endedAt: string | null;
  definition: { id: number; key: string; version: number; name: string; nameEn: string };
  steps: Array<{ id: string; name: string; nameEn: string; assignee: WorkflowStep['assignee'] | null; hasCondition: boolean }>;
  currentTasks: Array<{ taskId: number; stepId: string; name: string; nameEn: string; candidates: Array<{ id: number; name: string; nameEn: string | null }> }>;
  /** The caller's open task on this instance, with where it may be returned to. */
  myTask: { taskId: number; stepId: string; isRevision: boolean; returnableSteps: string[] } | null;
  history: HistoryEntry[];
  links: { approver: string; applicant: string };
}

/** One instance as its detail page shows it; 404 when it is not the caller's to see. */
export async function instanceDetail(db: Database, principal: Principal, instanceId: number): Promise<InstanceDetail> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select i.*, u.first_name as initiator_name, u.name_en as initiator_name_en, d.key as def_key, d.version as def_version, d.name as def_name, d.name_en as def_name_en, d.steps as def_steps
        from workflow_instance i join workflow_definition d on d.id = i.definition_id join app_user u on u.id = i.initiator_id
        left join organization io on io.id = i.initiator_org_id
        where i.tenant_id = ${principal.tenant.id} and i.id = ${instanceId} and ${instanceVisible(principal)}`,
  );
  if (!row) throw notFound();
  const steps = row.def_steps as WorkflowStep[];
  const open = await rows<Record<string, unknown>>(
    db,
    sql`select t.id, t.step_id, t.name, t.name_en, t.candidate_ids,
          (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.first_name, 'nameEn', u.name_en) order by u.id), '[]'::json) from app_user u where u.id = any(t.candidate_ids)) as candidates
        from workflow_task t where t.tenant_id = ${principal.tenant.id} and t.instance_id = ${instanceId} and t.status = 'OPEN' order by t.id`,
  );
  const instance = { id: instanceId, tenantId: principal.tenant.id } as InstanceRow;
  const mine = open.find((task) => (task.candidate_ids as Array<string | number>).map(Number).includes(principal.userId));
  const myStep = mine ? String(mine.step_id) : null;
  return {
    id: Number(row.id),
    processType: String(row.process_type),
    businessId: num(row.business_id),
    title: String(row.title),
    content: (row.content as string | null) ?? null,
    status: String(row.status),
    initiatorId: Number(row.initiator_id),
    initiatorName: String(row.initiator_name),
    initiatorNameEn: (row.initiator_name_en as string | null) ?? null,
    startedAt: iso(row.started_at)!,
    endedAt: iso(row.ended_at),
    definition: { id: Number(row.definition_id), key: String(row.def_key), version: Number(row.def_version), name: String(row.def_name), nameEn: String(row.def_name_en) },
    steps: [
      ...steps.map((s) => ({ id: s.id, name: s.name, nameEn: s.nameEn, assignee: s.assignee, hasCondition: Boolean(s.condition) })),
      { ...REVISE_STEP, assignee: null, hasCondition: false },
    ],
    currentTasks: open.map((t) => ({
      taskId: Number(t.id),
      stepId: String(t.step_id),
      name: String(t.name),
      nameEn: String(t.name_en),
      candidates: (t.candidates as Array<{ id: number | string; name: string; nameEn: string | null }>).map((c) => ({ id: Number(c.id), name: c.name, nameEn: c.nameEn ?? null })),
    })),
    myTask:
      mine && myStep
        ? {
            taskId: Number(mine.id),
            stepId: myStep,
            isRevision: myStep === REVISE_STEP_ID,
            returnableSteps: myStep === REVISE_STEP_ID ? [] : await returnableSteps(db, instance, steps, myStep),
          }
        : null,
    history: await instanceHistory(db, principal.tenant.id, instanceId),
    links: processHooks(row.process_type as InstanceRow['processType']).links({ id: Number(row.id), businessId: num(row.business_id) }),
  };
}

/** The definition's BPMN with the steps passed and the step(s) waiting, for bpmn-js to draw and mark. */
export async function instanceDiagram(db: Database, principal: Principal, instanceId: number) {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select d.bpmn_xml, i.status,
          (select coalesce(array_agg(distinct t.step_id), '{}') from workflow_task t where t.instance_id = i.id and t.status = 'OPEN') as current_steps,
          (select coalesce(array_agg(distinct t.step_id), '{}') from workflow_task t where t.instance_id = i.id and t.status = 'DONE') as done_steps
        from workflow_instance i join workflow_definition d on d.id = i.definition_id left join organization io on io.id = i.initiator_org_id
        where i.tenant_id = ${principal.tenant.id} and i.id = ${instanceId} and ${instanceVisible(principal)}`,
  );
  if (!row) throw notFound();
  return { bpmnXml: String(row.bpmn_xml), status: String(row.status), currentStepIds: row.current_steps as string[], completedStepIds: row.done_steps as string[] };
}
