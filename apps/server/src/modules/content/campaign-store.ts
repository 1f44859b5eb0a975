import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Campaign, CampaignBreakdownRow, campaignBody } from '@crm/shared/contracts/content-campaigns';
import { contentCampaign } from '../../db/schema/content/content';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { checkProduct } from './article-store';
import { campaigns, filterSql, grouping, METRICS, metrics, periodLength, shift } from './figures';
import { rowsOf } from '../../db/rows';

/** Marketing's campaigns: writing them, and their figures per content, channel or region against the period before. */

type CampaignInput = z.output<typeof campaignBody>;

async function checkCampaign({ db, tenant }: RequestContext, body: CampaignInput): Promise<void> {
  if (body.endsOn < body.startsOn) throw badRequest('periodInvalid');
  await checkProduct(db, tenant.id, body.productId);
  const articleIds = [...new Set(body.articleIds)];
  if (articleIds.length === 0) return;
  const found = rowsOf(await db.execute(sql`select id from content_article where tenant_id = ${tenant.id} and id = any(${sql.param(articleIds)}::bigint[])`));
  const missing = articleIds.find((id) => !found.some((r) => Number(r.id) === id));
  if (missing !== undefined) throw badRequest('referenceNotFound', { field: 'articleIds', id: missing });
}

const values = (body: CampaignInput) => ({
  name: body.name,
  nameEn: body.nameEn || null,
  productId: body.productId,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  articleIds: [...new Set(body.articleIds)],
});

export async function createCampaign(context: RequestContext, body: CampaignInput): Promise<Campaign> {
  await checkCampaign(context, body);
  const [row] = await context.db
    .insert(contentCampaign)
    .values({ tenantId: context.tenant.id, ...values(body) })
    .returning({ id: contentCampaign.id });
  return (await campaigns(context, row!.id))[0]!;
}

export async function updateCampaign(context: RequestContext, id: number, body: CampaignInput): Promise<Campaign> {
  await findCampaign(context, id);
  await checkCampaign(context, body);
  await context.db
    .update(contentCampaign)
    .set(values(body))
    .where(and(eq(contentCampaign.tenantId, context.tenant.id), eq(contentCampaign.id, id)));
  return (await campaigns(context, id))[0]!;
}

async function findCampaign({ db, tenant }: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(contentCampaign)
    .where(and(eq(contentCampaign.tenantId, tenant.id), eq(contentCampaign.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The campaign's sends (those tagged with it, or of its articles) grouped by a dimension, in its period and the one before. */
export async function campaignBreakdown(context: RequestContext, id: number, dimension: 'article' | 'channel' | 'region'): Promise<CampaignBreakdownRow[]> {
  const { db, tenant, lang } = context;
  const campaign = await findCampaign(context, id);
  const { key, label, join } = grouping(dimension, tenant, lang);
  const inCampaign = sql`(s.campaign_id = ${id} or s.article_id = any(${sql.param(campaign.articleIds)}::bigint[]))`;
  const period = async (from: string, to: string) =>
    rowsOf(
      await db.execute(sql`select ${key} as key, ${label} as label, ${METRICS} from content_send s ${join}
        where ${filterSql(tenant.id, tenant.timeZone, { from, to })} and ${inCampaign} group by 1, 2`),
    );
  const length = periodLength(campaign.startsOn, campaign.endsOn);
  const [current, previous] = await Promise.all([period(campaign.startsOn, campaign.endsOn), period(shift(campaign.startsOn, -length), shift(campaign.startsOn, -1))]);
  const keys = new Map<string, string>();
  for (const r of [...current, ...previous]) if (!keys.has(String(r.key))) keys.set(String(r.key), String(r.label));
  const rowsFor = (found: typeof current, k: string) => metrics(found.find((r) => String(r.key) === k) ?? {});
  return [...keys]
    .map(([k, l]) => ({ key: k, label: l, current: rowsFor(current, k), previous: rowsFor(previous, k) }))
    .sort((a, b) => b.current.sends - a.current.sends || b.previous.sends - a.previous.sends || a.label.localeCompare(b.label));
}
