import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROCESS_TYPES, processDefinitionBody } from '@crm/shared/workflow-schemas';
import { workflowDefinition } from '../../db/schema/workflow';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { ensureDefaultsIfMissing, saveDefinition, type DefinitionRow } from './definitions';
import { definitionDetail, definitionSummary, tags } from './responses';

const summary = (row: DefinitionRow) => ({
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

/** Approval chains as data: list, read (with BPMN), and save a new version. */
export async function workflowDefinitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/workflow/definition/page',
    {
      config: { access: { permission: 'workflow:processDefinition:list' } },
      schema: {
        tags,
        summary: 'Approval chains of the tenant (latest versions unless a key is given, then all its versions)',
        querystring: z.object({ processType: z.enum(PROCESS_TYPES).optional(), key: z.string().max(60).optional() }),
        response: { 200: envelope(z.array(definitionSummary)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      await ensureDefaultsIfMissing(app.db, tenantId);
      const { processType, key } = request.query;
      const rows = await app.db
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
      return ok(rows.map(summary));
    },
  );

  app.get(
    '/workflow/definition/:id',
    {
      config: { access: { permission: 'workflow:processDefinition:list' } },
      schema: {
        tags,
        summary: 'One chain version with its steps and BPMN XML',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(definitionDetail) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const [row] = await app.db
        .select()
        .from(workflowDefinition)
        .where(and(eq(workflowDefinition.tenantId, tenantId), eq(workflowDefinition.id, request.params.id)));
      if (!row) throw notFound();
      return ok({ ...summary(row), steps: row.steps, bpmnXml: row.bpmnXml });
    },
  );

  app.post(
    '/workflow/definition',
    {
      config: { access: { permission: 'workflow:processDefinition:edit' } },
      schema: {
        tags,
        summary: 'Saves a chain: a new key, or the next version of an existing one (applies to new requests only)',
        body: processDefinitionBody,
        response: { 200: envelope(definitionDetail) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      const row = await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ processType: workflowDefinition.processType })
          .from(workflowDefinition)
          .where(and(eq(workflowDefinition.tenantId, principal.tenant.id), eq(workflowDefinition.key, body.key)))
          .limit(1);
        if (existing && existing.processType !== body.processType) throw badRequest('definitionTypeFixed', { key: body.key });
        const saved = await saveDefinition(tx, principal.tenant.id, body, principal.userId);
        await recordAudit(tx, request, {
          action: 'admin.workflow.definition.save',
          entityType: 'workflow_definition',
          entityId: saved.id,
          summary: `${saved.key} v${saved.version}`,
          detail: { steps: saved.steps.map((s) => s.id) },
        });
        return saved;
      });
      return ok({ ...summary(row), steps: row.steps, bpmnXml: row.bpmnXml });
    },
  );
}
