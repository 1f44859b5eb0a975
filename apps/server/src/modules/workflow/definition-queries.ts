import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DefinitionDetail, DefinitionSummary } from '@crm/shared/contracts/workflow';
import type { ProcessDefinitionBody, ProcessType } from '@crm/shared/contracts/workflow-schemas';
import { workflowDefinition } from '../../db/schema/workflow/workflow';
import { badRequest, notFound } from '../../lib/http-error';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import { ensureDefaultsIfMissing, saveDefinition, type DefinitionRow } from './definitions';

const summary = (row: DefinitionRow): DefinitionSummary => ({
  id: row.id,
  key: row.key,
  version: row.version,
  processType: row.processType,
  name: row.name,
  nameEn: row.nameEn,
  conditions: row.conditions,
  priority: row.priority,
  enabled: row.enabled,
  isLatest: row.isLatest,
  createdAt: row.createdAt.toISOString(),
});
/** A chain with the names of the users its steps name as deciders (a removed user is left out). */
async function detail(db: Pick<Database, 'execute'>, row: DefinitionRow): Promise<DefinitionDetail> {
  const ids = [...new Set(row.steps.flatMap((step) => (step.assignee.type === 'user' ? [step.assignee.userId] : [])))];
  const found = ids.length
    ? await rows<{ id: string | number; first_name: string; name_en: string | null }>(
        db,
        sql`select id, first_name, name_en from app_user where tenant_id = ${row.tenantId} and id = any(${sql.param(ids)}::bigint[])`,
      )
    : [];
  const deciders = found.map((u) => ({ id: Number(u.id), name: u.first_name, nameEn: u.name_en }));
  return { ...summary(row), steps: row.steps, bpmnXml: row.bpmnXml, deciders };
}

/** The tenant's chains: the latest versions, or every version of one key (the defaults are written first if missing). */
export async function listDefinitions(context: RequestContext, filter: { processType?: ProcessType | undefined; key?: string | undefined }): Promise<DefinitionSummary[]> {
  const tenantId = context.principal.tenant.id;
  await ensureDefaultsIfMissing(context.db, tenantId);
  const { processType, key } = filter;
  const rows = await context.db
    .select()
    .from(workflowDefinition)
    .where(
      and(
        eq(workflowDefinition.tenantId, tenantId),
        processType ? eq(workflowDefinition.processType, processType) : undefined,
        key ? eq(workflowDefinition.key, key) : eq(workflowDefinition.isLatest, true),
      ),
    )
    .orderBy(asc(workflowDefinition.processType), desc(workflowDefinition.priority), asc(workflowDefinition.key), desc(workflowDefinition.version));
  return rows.map(summary);
}

/** One chain version of the tenant with its steps and BPMN; 404 otherwise. */
export async function definitionById(context: RequestContext, id: number): Promise<DefinitionDetail> {
  const [row] = await context.db
    .select()
    .from(workflowDefinition)
    .where(and(eq(workflowDefinition.tenantId, context.principal.tenant.id), eq(workflowDefinition.id, id)));
  if (!row) throw notFound();
  return detail(context.db, row);
}

/** Saves a chain as a new key or the next version of its key; a key keeps its process type. */
export async function saveDefinitionVersion(context: RequestContext, body: ProcessDefinitionBody): Promise<DefinitionDetail> {
  const { principal } = context;
  const row = await context.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ processType: workflowDefinition.processType })
      .from(workflowDefinition)
      .where(and(eq(workflowDefinition.tenantId, principal.tenant.id), eq(workflowDefinition.key, body.key)))
      .limit(1);
    if (existing && existing.processType !== body.processType) throw badRequest('definitionTypeFixed', { key: body.key });
    const saved = await saveDefinition(tx, principal.tenant.id, body, principal.userId);
    await recordAudit(tx, context.request, {
      action: 'admin.workflow.definition.save',
      entityType: 'workflow_definition',
      entityId: saved.id,
      message: { key: 'workflowDefinitionSaved', params: { key: saved.key, version: saved.version } },
      detail: { steps: saved.steps.map((s) => s.id) },
    });
    return saved;
  });
  return detail(context.db, row);
}
