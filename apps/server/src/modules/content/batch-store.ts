import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Batch, Preflight, SendRow, preflightSend } from '@crm/shared/contracts/content-sends';
import { contentBatch } from '../../db/schema/content/content';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { sentTitle } from './article-queries';
import { sendableVersion } from './article-store';
import { checkPortfolio } from './portfolio';
import { visibleDoctorIds } from '../customers/index';
import { channelSetting } from './channel-settings';
import { MASS_SEND_JOB, processBatch } from './send-service';
import { preflightCounts, type SendScope } from './send-rules';
import { dateIn } from '../../lib/zoned-time';
import { rowsOf, type Row } from '../../db/rows';

/** Starting sends (preflight, inline for a few doctors, a background mass send for many) and reading the ledger. */

type SendBody = z.output<NonNullable<(typeof preflightSend)['body']>>;

/** Up to this many doctors a send runs in the request; more become a mass send on the job queue. */
export const INLINE_LIMIT = 50;

async function prepare(context: RequestContext, body: SendBody) {
  const { db, tenant, principal } = context;
  const version = await sendableVersion(db, tenant.id, body.articleId, dateIn(new Date(), tenant.timeZone));
  await checkPortfolio(db, tenant.id, principal.userId, version.productId, context.lang);
  const doctorIds = [...new Set(body.doctorIds)];
  // A doctor outside the caller's data range (or of another tenant) refuses the whole send.
  if ((await visibleDoctorIds(db, principal, doctorIds)).size !== doctorIds.length) throw notFound();
  const setting = await channelSetting(db, tenant.id, tenant.timeZone, body.channel);
  const scope: SendScope = { tenantId: tenant.id, timeZone: tenant.timeZone, channel: body.channel, setting, senderId: principal.userId, productId: version.productId };
  return { version, doctorIds, scope };
}

export async function preflight(context: RequestContext, body: SendBody): Promise<Preflight> {
  const { version, doctorIds, scope } = await prepare(context, body);
  const counts = await preflightCounts(context.db, scope, doctorIds);
  // A doctor of another tenant (or none) is not a reason to exclude: the whole request is refused.
  if (counts.found !== doctorIds.length) throw notFound();
  return { audience: doctorIds.length, willReceive: counts.willReceive, excluded: counts.excluded, version: version.version };
}

export async function startSend(context: RequestContext, body: SendBody): Promise<Batch> {
  const { db, tenant, principal, request, host } = context;
  const { version, doctorIds } = await prepare(context, body);
  if (body.campaignId !== null) {
    const campaign = rowsOf(await db.execute(sql`select 1 from content_campaign where tenant_id = ${tenant.id} and id = ${body.campaignId}`));
    if (campaign.length === 0) throw notFound();
  }
  const [batch] = await db
    .insert(contentBatch)
    .values({
      tenantId: tenant.id,
      articleId: body.articleId,
      versionId: version.id,
      channel: body.channel,
      campaignId: body.campaignId,
      senderId: principal.userId,
      doctorIds,
      audience: doctorIds.length,
      linkBase: `${request.protocol}://${request.host}`,
    })
    .returning({ id: contentBatch.id });
  if (doctorIds.length <= INLINE_LIMIT) await processBatch(host, tenant.id, batch!.id);
  else await host.jobs.enqueue(MASS_SEND_JOB, { tenantId: tenant.id, batchId: batch!.id }, { key: String(batch!.id), tenantId: tenant.id });
  return (await listBatchRows(context, { ids: [batch!.id], page: 0, size: 1 })).content[0]!;
}

const toBatch = (r: Row): Batch => ({
  id: Number(r.id),
  articleId: Number(r.article_id),
  title: String(r.title),
  language: r.language === 'en' ? 'en' : 'zh',
  version: Number(r.version),
  channel: r.channel as Batch['channel'],
  senderName: String(r.sender_name ?? ''),
  senderNameEn: (r.sender_name_en as string | null) ?? null,
  status: r.status as Batch['status'],
  audience: Number(r.audience),
  processed: Number(r.processed),
  createdAt: new Date(r.created_at as string).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
  counts: (r.counts as Record<string, number>) ?? {},
});

export async function listBatchRows({ db, tenant, principal, lang }: RequestContext, query: { page: number; size: number; mine?: boolean; ids?: number[] }) {
  const filters = [sql`b.tenant_id = ${tenant.id}`];
  if (query.mine) filters.push(sql`b.sender_id = ${principal.userId}`);
  if (query.ids) filters.push(sql`b.id = any(${sql.param(query.ids)}::bigint[])`);
  const where = sql.join(filters, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`select b.id, b.article_id, ${sentTitle(tenant.id, lang, 'v', 'a')} as title, v.language, v.version, b.channel, u.first_name as sender_name, u.name_en as sender_name_en, b.status, b.audience, b.processed, b.created_at, b.finished_at,
        (select coalesce(json_object_agg(x.k, x.n), '{}'::json) from (
          select coalesce(s.reason, s.status) as k, count(*)::int as n from content_send s where s.batch_id = b.id group by 1
          union all select e.k, e.n from (select count(opened_at)::int as opened, count(clicked_at)::int as clicked, count(unsubscribed_at)::int as unsubscribed
            from content_send s where s.batch_id = b.id) c
            cross join lateral (values ('OPENED', c.opened), ('CLICKED', c.clicked), ('UNSUBSCRIBED', c.unsubscribed)) e(k, n) where e.n > 0) x) as counts
      from content_batch b join content_article_version v on v.id = b.version_id join content_article a on a.id = b.article_id left join app_user u on u.id = b.sender_id
      where ${where} order by b.created_at desc, b.id desc limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select count(*)::int as n from content_batch b where ${where}`),
  ]);
  return { content: rowsOf(rows).map(toBatch), totalElements: Number(rowsOf(total)[0]?.n ?? 0) };
}

export async function listSendRows(
  { db, tenant, lang }: RequestContext,
  query: { page: number; size: number; articleId?: number | undefined; doctorId?: number | undefined; batchId?: number | undefined; status?: string | undefined },
) {
  const filters = [sql`s.tenant_id = ${tenant.id}`];
  if (query.articleId) filters.push(sql`s.article_id = ${query.articleId}`);
  if (query.doctorId) filters.push(sql`s.doctor_id = ${query.doctorId}`);
  if (query.batchId) filters.push(sql`s.batch_id = ${query.batchId}`);
  if (query.status) filters.push(sql`s.status = ${query.status}`);
  const where = sql.join(filters, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`select s.*, d.name as doctor_name, d.name_en as doctor_name_en, u.first_name as sender_name, u.name_en as sender_name_en, ${sentTitle(tenant.id, lang, 'v', 'a')} as title, v.language, v.version
      from content_send s join doctor d on d.id = s.doctor_id join content_article_version v on v.id = s.version_id join content_article a on a.id = s.article_id
      left join app_user u on u.id = s.sender_id
      where ${where} order by s.created_at desc, s.id desc limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select count(*)::int as n from content_send s where ${where}`),
  ]);
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const content: SendRow[] = rowsOf(rows).map((r) => ({
    id: Number(r.id),
    doctorId: Number(r.doctor_id),
    doctorName: String(r.doctor_name),
    doctorNameEn: (r.doctor_name_en as string | null) ?? null,
    senderName: String(r.sender_name ?? ''),
    senderNameEn: (r.sender_name_en as string | null) ?? null,
    articleId: Number(r.article_id),
    title: String(r.title),
    language: String(r.language),
    version: Number(r.version),
    channel: r.channel as SendRow['channel'],
    status: r.status as SendRow['status'],
    reason: (r.reason as SendRow['reason']) ?? null,
    error: (r.error as string | null) ?? null,
    createdAt: iso(r.created_at)!,
    opens: Number(r.opens),
    clicks: Number(r.clicks),
    openedAt: iso(r.opened_at),
    clickedAt: iso(r.clicked_at),
    reportedAt: iso(r.reported_at),
    unsubscribedAt: iso(r.unsubscribed_at),
  }));
  return { content, totalElements: Number(rowsOf(total)[0]?.n ?? 0) };
}
