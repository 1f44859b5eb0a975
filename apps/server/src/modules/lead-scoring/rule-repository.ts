import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ScoreRule, ScoreRuleBody } from '@crm/shared/contracts/lead-scoring';
import type { scoreRuleBody } from '@crm/shared/contracts/lead-scoring';
import type { z } from 'zod';
import { leadScoreRule } from '../../db/schema/lead-scoring/lead-scoring';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { rows } from '../../db/rows';
import { RESCORE_TENANT } from './score-jobs';

type Body = z.output<typeof scoreRuleBody>;
type RuleRow = typeof leadScoreRule.$inferSelect;

function toView(row: RuleRow, doctorCount: number): ScoreRule {
  return {
    id: row.id,
    code: row.code,
    version: row.version,
    name: row.name,
    nameEn: row.nameEn,
    productId: row.productId,
    eventType: row.eventType,
    propertyConditions: row.propertyConditions,
    doctorConditions: row.doctorConditions,
    points: row.points,
    halfLifeDays: row.halfLifeDays,
    capPoints: row.capPoints,
    capPeriod: row.capPeriod as ScoreRule['capPeriod'],
    enabled: row.enabled,
    supersededAt: row.supersededAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    doctorCount,
  };
}

async function withCounts(context: RequestContext, found: RuleRow[]): Promise<ScoreRule[]> {
  if (found.length === 0) return [];
  const counts = await rows(
    context.db,
    sql`select rule_id, doctors from lead_score_reach where tenant_id = ${context.principal.tenant.id} and rule_id = any(${sql.param(found.map((r) => r.id))}::bigint[])`,
  );
  const byRule = new Map(counts.map((c) => [Number(c.rule_id), Number(c.doctors)]));
  return found.map((row) => toView(row, byRule.get(row.id) ?? 0));
}

function checkBody(body: Body): void {
  if ((body.capPoints === null) !== (body.capPeriod === null)) throw badRequest('scoreRuleCapIncomplete');
}

async function checkProduct(context: RequestContext, productId: number): Promise<void> {
  if (productId === 0) return;
  const found = await rows(context.db, sql`select 1 from product where tenant_id = ${context.principal.tenant.id} and id = ${productId}`);
  if (found.length === 0) throw badRequest('productUnknown');
}

async function queueRescore(context: RequestContext): Promise<void> {
  const tenantId = context.principal.tenant.id;
  await context.host.jobs.enqueue(RESCORE_TENANT, { tenantId }, { key: String(tenantId), tenantId });
}

export async function listRules(context: RequestContext, productId: number | undefined): Promise<ScoreRule[]> {
  const tenant = eq(leadScoreRule.tenantId, context.principal.tenant.id);
  const found = await context.db
    .select()
    .from(leadScoreRule)
    .where(and(tenant, isNull(leadScoreRule.supersededAt), productId === undefined ? undefined : eq(leadScoreRule.productId, productId)))
    .orderBy(desc(leadScoreRule.createdAt), desc(leadScoreRule.id));
  return withCounts(context, found);
}

export async function ruleVersions(context: RequestContext, code: string): Promise<ScoreRule[]> {
  const found = await context.db
    .select()
    .from(leadScoreRule)
    .where(and(eq(leadScoreRule.tenantId, context.principal.tenant.id), eq(leadScoreRule.code, code)))
    .orderBy(desc(leadScoreRule.version));
  if (found.length === 0) throw notFound();
  return withCounts(context, found);
}

function fields(body: Body) {
  return {
    name: body.name,
    nameEn: body.nameEn || null,
    productId: body.productId,
    eventType: body.eventType,
    propertyConditions: body.propertyConditions,
    doctorConditions: body.doctorConditions,
    points: body.points,
    halfLifeDays: body.halfLifeDays,
    capPoints: body.capPoints,
    capPeriod: body.capPeriod,
  };
}

export async function createRule(context: RequestContext, body: Body): Promise<ScoreRule> {
  checkBody(body);
  await checkProduct(context, body.productId);
  const [row] = await context.db
    .insert(leadScoreRule)
    .values({
      ...fields(body),
      tenantId: context.principal.tenant.id,
      code: `R${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
        .toString(36)
        .toUpperCase()}`,
      version: 1,
      createdBy: context.principal.userId,
    })
    .returning();
  await queueRescore(context);
  return toView(row!, 0);
}

async function currentVersion(context: RequestContext, code: string): Promise<RuleRow> {
  const [row] = await context.db
    .select()
    .from(leadScoreRule)
    .where(and(eq(leadScoreRule.tenantId, context.principal.tenant.id), eq(leadScoreRule.code, code), isNull(leadScoreRule.supersededAt)));
  if (!row) throw notFound();
  return row;
}

/** A revision is a new version; the old one stays for the record and stops scoring. */
export async function reviseRule(context: RequestContext, code: string, body: Body): Promise<ScoreRule> {
  checkBody(body);
  await checkProduct(context, body.productId);
  const created = await context.db.transaction(async (tx) => {
    const current = await currentVersion({ ...context, db: tx as unknown as RequestContext['db'] }, code);
    await tx.update(leadScoreRule).set({ supersededAt: new Date() }).where(eq(leadScoreRule.id, current.id));
    const [row] = await tx
      .insert(leadScoreRule)
      .values({ ...fields(body), tenantId: current.tenantId, code, version: current.version + 1, enabled: current.enabled, createdBy: context.principal.userId })
      .returning();
    return row!;
  });
  await queueRescore(context);
  return toView(created, 0);
}

export async function setRuleEnabled(context: RequestContext, code: string, enabled: boolean): Promise<ScoreRule> {
  const current = await currentVersion(context, code);
  const [row] = await context.db.update(leadScoreRule).set({ enabled }).where(eq(leadScoreRule.id, current.id)).returning();
  await queueRescore(context);
  const [view] = await withCounts(context, [row!]);
  return view!;
}

export type { ScoreRuleBody };
