import { sql, type SQL } from 'drizzle-orm';
import type { AggregationRow } from '@crm/shared/contracts/content-figures';
import type { Campaign } from '@crm/shared/contracts/content-campaigns';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../platform/contract-route';
import { titleInLanguage } from './article-queries';
import { rowsOf, type Row } from '../../db/rows';

/** The ledger's figures: sends, deliveries, opens and clicks with rates, by a dimension or per campaign. */

export type Dimension = 'channel' | 'product' | 'day' | 'region' | 'doctor' | 'article';

export interface FigureFilters {
  from?: string | undefined;
  to?: string | undefined;
  articleId?: number | undefined;
  channel?: string | undefined;
  productId?: number | undefined;
  campaignId?: number | undefined;
}

/** Each figure from its own event: the channel's acceptance, its receipts, the doctor's opens, clicks and unsubscribes. */
export const METRICS = sql`count(*) filter (where s.status in ('ACCEPTED', 'DELIVERED', 'BOUNCED'))::int as sends,
  count(*) filter (where s.status = 'DELIVERED')::int as delivered,
  count(*) filter (where s.status = 'BOUNCED')::int as bounced,
  count(*) filter (where s.status = 'FAILED')::int as failed,
  count(*) filter (where s.opened_at is not null)::int as opens,
  count(*) filter (where s.clicked_at is not null)::int as clicks,
  count(*) filter (where s.unsubscribed_at is not null)::int as unsubscribed,
  count(*) filter (where s.status = 'SUPPRESSED')::int as suppressed`;

export function metrics(r: Row) {
  const sends = Number(r.sends ?? 0);
  const opens = Number(r.opens ?? 0);
  const clicks = Number(r.clicks ?? 0);
  const rate = (n: number) => (sends === 0 ? 0 : Math.round((n / sends) * 10000) / 10000);
  const count = (key: string) => Number(r[key] ?? 0);
  return {
    sends,
    delivered: count('delivered'),
    bounced: count('bounced'),
    failed: count('failed'),
    opens,
    clicks,
    unsubscribed: count('unsubscribed'),
    suppressed: count('suppressed'),
    openRate: rate(opens),
    clickRate: rate(clicks),
  };
}

export function filterSql(tenantId: number, timeZone: string, filters: FigureFilters): SQL {
  const parts: SQL[] = [sql`s.tenant_id = ${tenantId}`];
  if (filters.from) parts.push(sql`s.created_at >= (${filters.from}::date::timestamp at time zone ${timeZone})`);
  if (filters.to) parts.push(sql`s.created_at < ((${filters.to}::date + 1)::timestamp at time zone ${timeZone})`);
  if (filters.articleId) parts.push(sql`s.article_id = ${filters.articleId}`);
  if (filters.channel) parts.push(sql`s.channel = ${filters.channel}`);
  if (filters.productId) parts.push(sql`s.product_id = ${filters.productId}`);
  if (filters.campaignId) parts.push(sql`s.campaign_id = ${filters.campaignId}`);
  return sql.join(parts, sql` and `);
}

export function grouping(dimension: Dimension, { id: tenantId, timeZone }: { id: number; timeZone: string }, lang: string): { key: SQL; label: SQL; join: SQL } {
  const en = lang === 'en';
  switch (dimension) {
    case 'channel':
      return { key: sql`s.channel`, label: sql`s.channel`, join: sql`` };
    case 'day': {
      const day = sql`to_char(s.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return { key: day, label: day, join: sql`` };
    }
    case 'product':
      return {
        key: sql`coalesce(s.product_id::text, '')`,
        label: en ? sql`coalesce(p.name_en, '')` : sql`coalesce(p.name, '')`,
        join: sql`left join product p on p.id = s.product_id`,
      };
    case 'doctor':
      return { key: sql`s.doctor_id::text`, label: sql`d.name`, join: sql`join doctor d on d.id = s.doctor_id` };
    case 'region':
      return {
        key: sql`coalesce(d.province_code, '')`,
        label: en ? sql`coalesce(r.name_en, '')` : sql`coalesce(r.name, '')`,
        join: sql`join doctor d on d.id = s.doctor_id left join china_region r on r.code = d.province_code`,
      };
    case 'article':
      // Twins in two languages are one piece of content, named in the reader's language.
      return {
        key: sql`coalesce(a.translation_of, a.id)::text`,
        label: titleInLanguage(tenantId, lang, sql`coalesce(a.translation_of, a.id)`, sql`v.title`),
        join: sql`join content_article a on a.id = s.article_id join content_article o on o.id = coalesce(a.translation_of, a.id)
          join content_article_version v on v.id = o.current_version_id`,
      };
  }
}

export async function aggregate({ db, tenant, lang }: RequestContext, dimension: Dimension, filters: FigureFilters & { limit: number }): Promise<AggregationRow[]> {
  const { key, label, join } = grouping(dimension, tenant, lang);
  const order = dimension === 'day' ? sql`1 asc` : sql`sends desc, 1 asc`;
  const rows = rowsOf(
    await db.execute(sql`select ${key} as key, ${label} as label, ${METRICS} from content_send s ${join}
      where ${filterSql(tenant.id, tenant.timeZone, filters)} group by 1, 2 order by ${order} limit ${filters.limit}`),
  );
  return rows.map((r) => ({ key: String(r.key), label: String(r.label), ...metrics(r) }));
}

async function periodMetrics(db: Database, tenantId: number, timeZone: string, campaignArticles: number[], campaignId: number, from: string, to: string) {
  const [row] = rowsOf(
    await db.execute(sql`select ${METRICS} from content_send s where ${filterSql(tenantId, timeZone, { from, to })}
      and (s.campaign_id = ${campaignId} or s.article_id = any(${sql.param(campaignArticles)}::bigint[]))`),
  );
  return metrics(row ?? {});
}

export const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const periodLength = (startsOn: string, endsOn: string) => Math.round((Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000) + 1;

/** Each campaign's figures in its period and in the equally long period just before it. */
export async function campaigns({ db, tenant, lang }: RequestContext, onlyId?: number): Promise<Campaign[]> {
  const rows = rowsOf(
    await db.execute(sql`select c.*, p.name as product_name, p.name_en as product_name_en,
        (select count(*)::int from meeting m where m.tenant_id = c.tenant_id and (c.product_id is null or c.product_id = any(m.product_ids))
          and m.start_at >= c.starts_on::date and m.start_at < c.ends_on::date + 1) as meetings
      from content_campaign c left join product p on p.id = c.product_id where c.tenant_id = ${tenant.id} ${onlyId === undefined ? sql`` : sql`and c.id = ${onlyId}`} order by c.starts_on desc, c.id desc`),
  );
  return Promise.all(
    rows.map(async (r) => {
      const startsOn = String(r.starts_on);
      const endsOn = String(r.ends_on);
      const length = periodLength(startsOn, endsOn);
      const articleIds = (r.article_ids as number[]) ?? [];
      const [current, previous] = await Promise.all([
        periodMetrics(db, tenant.id, tenant.timeZone, articleIds, Number(r.id), startsOn, endsOn),
        periodMetrics(db, tenant.id, tenant.timeZone, articleIds, Number(r.id), shift(startsOn, -length), shift(startsOn, -1)),
      ]);
      return {
        id: Number(r.id),
        name: String(r.name),
        nameEn: (r.name_en as string | null) ?? null,
        productId: r.product_id === null ? null : Number(r.product_id),
        productName: ((lang === 'en' ? r.product_name_en : r.product_name) as string | null) ?? null,
        startsOn,
        endsOn,
        articleIds,
        current,
        previous,
        meetings: Number(r.meetings),
      };
    }),
  );
}
