import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import type { ArticleDetail, ArticleSummary } from '@crm/shared/contracts/content-articles';
import { hasPermission } from '@crm/shared/access';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { dateIn } from '../../lib/zoned-time';
import { rowsOf } from '../../db/rows';
import { dictionaryOf } from '@crm/shared/object-keys';

/** Reading articles: the list a user may send from, counts per status, one article with its versions. */

export interface ArticleFilters {
  keyword?: string | undefined;
  status?: string | undefined;
  productId?: number | undefined;
  language?: string | undefined;
  tag?: string | undefined;
  sendable?: boolean;
}

/** The article's status as users see it: an approved article whose approved version has passed its date is expired. */
const statusOf = (today: string, article: string, approved: string) =>
  sql`case when ${sql.raw(article)}.status = 'APPROVED' and ${sql.raw(approved)}.expires_on is not null and ${sql.raw(approved)}.expires_on < ${today} then 'EXPIRED' else ${sql.raw(article)}.status end`;
const shownStatus = (today: string) => statusOf(today, 'a', 'av');

/** The first article of a's translation group: twins share it. */
const GROUP = sql`coalesce(a.translation_of, a.id)`;

/**
 * The title of a translation group's twin in the reader's language (its approved version, else the
 * one under work), or `fallback` when the group has none in that language. `group` is the group's first article.
 */
export const titleInLanguage = (tenantId: number, lang: string, group: SQL, fallback: SQL) =>
  sql`coalesce((select tv.title from content_article t join content_article_version tv on tv.id = coalesce(t.approved_version_id, t.current_version_id)
    where t.tenant_id = ${tenantId} and (t.id = ${group} or t.translation_of = ${group}) and tv.language = ${lang} order by t.id limit 1), ${fallback})`;

/** The title of what was sent (version alias `version` of article alias `article`), in the reader's language when the article has a twin in it. */
export function sentTitle(tenantId: number, lang: string, version: string, article: string): SQL {
  const [v, a] = [sql.raw(version), sql.raw(article)];
  return sql`case when ${v}.language = ${lang} then ${v}.title else ${titleInLanguage(tenantId, lang, sql`coalesce(${a}.translation_of, ${a}.id)`, sql`${v}.title`)} end`;
}

function where(tenantId: number, filters: ArticleFilters, today: string): SQL {
  const parts: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  if (filters.keyword) parts.push(sql`(v.title ilike ${containsPattern(filters.keyword)} or v.summary ilike ${containsPattern(filters.keyword)})`);
  if (filters.status) parts.push(sql`${shownStatus(today)} = ${filters.status}`);
  if (filters.productId) parts.push(sql`v.product_id = ${filters.productId}`);
  if (filters.language) parts.push(sql`v.language = ${filters.language}`);
  if (filters.tag) parts.push(sql`v.tags ? ${filters.tag}`);
  if (filters.sendable) parts.push(sql`av.id is not null and (av.expires_on is null or av.expires_on >= ${today})`);
  return sql.join(parts, sql` and `);
}

/** Sendable lists show the approved version (what goes out); other lists show the version under work. */
const FROM = (sendable: boolean) => sql`from content_article a
  join content_article_version v on v.id = ${sendable ? sql`a.approved_version_id` : sql`a.current_version_id`}
  left join content_article_version av on av.id = a.approved_version_id
  left join product p on p.id = v.product_id`;

const SUMMARY_COLUMNS = (today: string, lang: string) => sql`a.id, ${shownStatus(today)} as status, v.version, av.version as approved_version, v.title, v.summary, v.cover_url,
  v.product_id, ${lang === 'en' ? sql`p.name_en` : sql`p.name`} as product_name, v.therapeutic_area, v.tags, v.language, v.expires_on, a.updated_at,
  (select count(*) from content_send s where s.tenant_id = a.tenant_id and s.article_id = a.id and s.status in ('ACCEPTED', 'DELIVERED', 'BOUNCED'))::int as sends,
  (select count(*) from content_send s where s.tenant_id = a.tenant_id and s.article_id = a.id and s.opened_at is not null)::int as opens,
  (select count(*) from content_send s where s.tenant_id = a.tenant_id and s.article_id = a.id and s.clicked_at is not null)::int as clicks,
  coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'language', tv.language, 'title', tv.title, 'status', ${statusOf(today, 't', 'tav')}) order by t.id)
    from content_article t join content_article_version tv on tv.id = t.current_version_id left join content_article_version tav on tav.id = t.approved_version_id
    where t.tenant_id = a.tenant_id and (t.id = ${GROUP} or t.translation_of = ${GROUP}) and t.id <> a.id), '[]'::jsonb) as translations`;

/**
 * The articles that match, one per translation group: the twin in the reader's language, else the
 * original. The others are named in each row's translations.
 */
const SHOWN = (tenantId: number, filters: ArticleFilters, today: string, lang: string, sendable: boolean) => sql`select id from (
  select a.id, row_number() over (partition by ${GROUP} order by (v.language = ${lang}) desc, (a.translation_of is null) desc, a.id) as rank
  ${FROM(sendable)} where ${where(tenantId, filters, today)}) m where rank = 1`;

function toSummary(r: Record<string, unknown>): ArticleSummary {
  return {
    id: Number(r.id),
    status: r.status as ArticleSummary['status'],
    version: Number(r.version),
    approvedVersion: r.approved_version === null ? null : Number(r.approved_version),
    title: String(r.title),
    summary: (r.summary as string | null) ?? null,
    coverUrl: (r.cover_url as string | null) ?? null,
    productId: r.product_id === null ? null : Number(r.product_id),
    productName: (r.product_name as string | null) ?? null,
    therapeuticArea: (r.therapeutic_area as string | null) ?? null,
    tags: (r.tags as string[]) ?? [],
    language: String(r.language),
    expiresOn: (r.expires_on as string | null) ?? null,
    updatedAt: new Date(r.updated_at as string).toISOString(),
    sends: Number(r.sends),
    opens: Number(r.opens),
    clicks: Number(r.clicks),
    translations: (r.translations as ArticleSummary['translations']) ?? [],
  };
}

export async function listArticles({ db, tenant, lang }: RequestContext, query: ArticleFilters & { page: number; size: number }) {
  const today = dateIn(new Date(), tenant.timeZone);
  const sendable = query.sendable ?? false;
  const shown = SHOWN(tenant.id, query, today, lang, sendable);
  const [rows, total] = await Promise.all([
    db.execute(
      sql`select ${SUMMARY_COLUMNS(today, lang)} ${FROM(sendable)} where a.tenant_id = ${tenant.id} and a.id in (${shown})
        order by a.updated_at desc, a.id desc limit ${query.size} offset ${query.page * query.size}`,
    ),
    db.execute(sql`select count(*)::int as n from (${shown}) s`),
  ]);
  return { content: rowsOf(rows).map(toSummary), totalElements: Number(rowsOf(total)[0]?.n ?? 0) };
}

/** Counts as the list shows them: translation groups, per status those with a twin in it (twins may differ in status). */
export async function countArticles({ db, tenant }: RequestContext, filters: ArticleFilters) {
  const today = dateIn(new Date(), tenant.timeZone);
  const filter = where(tenant.id, { ...filters, status: undefined }, today);
  // One statement (the rollup row, with no status, is the total): on the embedded database each
  // statement waits its turn behind background work.
  const rows = rowsOf(await db.execute(sql`select ${shownStatus(today)} as status, count(distinct ${GROUP})::int as n ${FROM(false)} where ${filter} group by rollup (1)`));
  const byStatus = dictionaryOf(rows.filter((r) => r.status !== null).map((r) => [String(r.status), Number(r.n)]));
  const total = filters.status ? (byStatus[filters.status] ?? 0) : Number(rows.find((r) => r.status === null)?.n ?? 0);
  return { total, byStatus };
}

const versionOf = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  version: Number(r.version),
  status: String(r.status),
  title: String(r.title),
  summary: (r.summary as string | null) ?? null,
  bodyHtml: String(r.body_html),
  coverUrl: (r.cover_url as string | null) ?? null,
  productId: r.product_id === null ? null : Number(r.product_id),
  indicationId: r.indication_id === null ? null : Number(r.indication_id),
  indicationName: (r.indication_name as string | null) ?? null,
  therapeuticArea: (r.therapeutic_area as string | null) ?? null,
  tags: (r.tags as string[]) ?? [],
  language: String(r.language),
  references: (r.references as string[]) ?? [],
  expiresOn: (r.expires_on as string | null) ?? null,
  approvedAt: r.approved_at ? new Date(r.approved_at as string).toISOString() : null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

export async function articleDetail({ db, tenant, principal, lang }: RequestContext, id: number): Promise<ArticleDetail> {
  const today = dateIn(new Date(), tenant.timeZone);
  const [row] = rowsOf(
    await db.execute(
      sql`select ${SUMMARY_COLUMNS(today, lang)}, a.instance_id, a.created_by, a.current_version_id ${FROM(false)} where a.tenant_id = ${tenant.id} and a.id = ${id}`,
    ),
  );
  if (!row) throw notFound();
  const versions = rowsOf(
    await db.execute(sql`select v.*, ${lang === 'en' ? sql`i.name_en` : sql`i.name`} as indication_name from content_article_version v
      left join product_indication i on i.tenant_id = v.tenant_id and i.id = v.indication_id
      where v.tenant_id = ${tenant.id} and v.article_id = ${id} order by v.version desc`),
  ).map(versionOf);
  const current = versions.find((v) => v.id === Number(row.current_version_id))!;
  const summary = toSummary(row);
  return {
    ...summary,
    instanceId: row.instance_id === null ? null : Number(row.instance_id),
    current,
    versions: versions.map(({ bodyHtml: _body, references: _refs, ...rest }) => rest),
    editable: summary.status !== 'IN_REVIEW' && hasPermission(principal.permissions, principal.roleCodes, 'content:article:add'),
  };
}
