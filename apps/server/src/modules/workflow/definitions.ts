import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { processDefinitionBody, type ProcessDefinitionBody, type ProcessType } from '@crm/shared/contracts/workflow-schemas';
import type { Database } from '../../db/client';
import { workflowDefinition } from '../../db/schema/workflow/workflow';
import { buildProcessXml } from './bpmn-builder';
import { conditionHolds, type ProcessFacts } from './conditions';
import type { Tx } from './process-registry';
import defaultChains from './default-chains.json';

export type DefinitionRow = typeof workflowDefinition.$inferSelect;
type Queryable = Database | Tx;

/** The chains every tenant starts with (default-chains.json); administrators version them from the workflow pages. */
export const DEFAULT_CHAINS: ProcessDefinitionBody[] = z.array(processDefinitionBody).parse(defaultChains);

/** Saves a chain: a new key starts at version 1, an existing key gets its next version. */
export async function saveDefinition(tx: Tx, tenantId: number, body: ProcessDefinitionBody, userId: number | null): Promise<DefinitionRow> {
  // One writer per key at a time, so two saves cannot both become version n+1.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workflow_definition:${tenantId}:${body.key}`}))`);
  const [previous] = await tx
    .select({ version: workflowDefinition.version, processType: workflowDefinition.processType })
    .from(workflowDefinition)
    .where(and(eq(workflowDefinition.tenantId, tenantId), eq(workflowDefinition.key, body.key)))
    .orderBy(desc(workflowDefinition.version))
    .limit(1);
  if (previous) {
    await tx
      .update(workflowDefinition)
      .set({ isLatest: false })
      .where(and(eq(workflowDefinition.tenantId, tenantId), eq(workflowDefinition.key, body.key)));
  }
  const [row] = await tx
    .insert(workflowDefinition)
    .values({
      tenantId,
      key: body.key,
      version: (previous?.version ?? 0) + 1,
      processType: body.processType,
      name: body.name,
      nameEn: body.nameEn,
      conditions: body.conditions,
      priority: body.priority,
      enabled: body.enabled,
      isLatest: true,
      steps: body.steps,
      bpmnXml: buildProcessXml(body.key, body.name, body.steps),
      createdBy: userId,
    })
    .returning();
  return row!;
}

/** Gives a tenant the default chains it lacks (new tenants, or a type added later). */
export async function ensureDefaultDefinitions(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workflow_defaults:${tenantId}`}))`);
  const existing = await tx.select({ key: workflowDefinition.key }).from(workflowDefinition).where(eq(workflowDefinition.tenantId, tenantId));
  const keys = new Set(existing.map((row) => row.key));
  for (const chain of DEFAULT_CHAINS) if (!keys.has(chain.key)) await saveDefinition(tx, tenantId, chain, null);
}

/** Reads before writing, so the common case (defaults present) takes no lock. */
export async function ensureDefaultsIfMissing(db: Database, tenantId: number): Promise<void> {
  const existing = await db.select({ key: workflowDefinition.key }).from(workflowDefinition).where(eq(workflowDefinition.tenantId, tenantId));
  const keys = new Set(existing.map((row) => row.key));
  if (DEFAULT_CHAINS.some((chain) => !keys.has(chain.key))) await db.transaction((tx) => ensureDefaultDefinitions(tx, tenantId));
}

/** The chain a new request of a type follows: the latest enabled versions whose conditions hold, highest priority first. */
export async function selectDefinition(db: Queryable, tenantId: number, processType: ProcessType, facts: ProcessFacts): Promise<DefinitionRow | null> {
  const candidates = await db
    .select()
    .from(workflowDefinition)
    .where(
      and(eq(workflowDefinition.tenantId, tenantId), eq(workflowDefinition.processType, processType), eq(workflowDefinition.isLatest, true), eq(workflowDefinition.enabled, true)),
    )
    .orderBy(desc(workflowDefinition.priority), desc(workflowDefinition.id));
  return candidates.find((definition) => conditionHolds(definition.conditions, facts)) ?? null;
}
