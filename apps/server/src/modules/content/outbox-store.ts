import { sql, type SQL } from 'drizzle-orm';
import type { OutboxEmail } from '@crm/shared/contracts/content-outbox';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { rowsOf, type Row } from '../../db/rows';
import { containsPattern } from '../../lib/query-params';

/**
 * The e-mail outbox: what the embedded mailer kept instead of sending when no mail relay is set,
 * with the send it belongs to, its state and engagement, and the consent change the send was
 * admitted on (the doctor's last channel-wide change for e-mail before the send).
 */

const SELECT = sql`select o.id, o.send_id, o.to_address, o.subject, o.created_at,
    s.doctor_id, d.name as doctor_name, d.name_en as doctor_name_en, u.first_name as sender_name, u.name_en as sender_name_en,
    s.batch_id, s.status, coalesce(s.opens, 0) as opens, coalesce(s.clicks, 0) as clicks,
    c.action as consent_action, c.source as consent_source, c.occurred_at as consent_at
  from content_email_outbox o
  left join content_send s on s.id = o.send_id and s.tenant_id = o.tenant_id
  left join doctor d on d.id = s.doctor_id
  left join app_user u on u.id = s.sender_id
  left join lateral (select h.action, h.source, h.occurred_at from content_consent_history h
    where h.tenant_id = o.tenant_id and h.doctor_id = s.doctor_id and h.channel = 'EMAIL' and h.product_id is null and h.occurred_at <= s.created_at
    order by h.occurred_at desc, h.id desc limit 1) c on true`;

const iso = (v: unknown) => new Date(v as string).toISOString();

function toOutboxEmail(r: Row): OutboxEmail {
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    sendId: id(r.send_id),
    toAddress: String(r.to_address),
    subject: String(r.subject),
    createdAt: iso(r.created_at),
    doctorId: id(r.doctor_id),
    doctorName: (r.doctor_name as string | null) ?? null,
    doctorNameEn: (r.doctor_name_en as string | null) ?? null,
    senderName: (r.sender_name as string | null) ?? null,
    senderNameEn: (r.sender_name_en as string | null) ?? null,
    batchId: id(r.batch_id),
    status: (r.status as OutboxEmail['status']) ?? null,
    opens: Number(r.opens),
    clicks: Number(r.clicks),
    consent: r.consent_action
      ? {
          action: r.consent_action as NonNullable<OutboxEmail['consent']>['action'],
          source: r.consent_source as NonNullable<OutboxEmail['consent']>['source'],
          at: iso(r.consent_at),
        }
      : null,
  };
}

export async function listOutbox({ db, tenant }: RequestContext, query: { page: number; size: number; keyword?: string | undefined; batchId?: number | undefined }) {
  const filters: SQL[] = [sql`o.tenant_id = ${tenant.id}`];
  if (query.keyword) {
    const like = containsPattern(query.keyword);
    filters.push(sql`(o.to_address ilike ${like} or o.subject ilike ${like} or d.name ilike ${like} or d.name_en ilike ${like})`);
  }
  if (query.batchId) filters.push(sql`s.batch_id = ${query.batchId}`);
  const where = sql.join(filters, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`${SELECT} where ${where} order by o.created_at desc, o.id desc limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select count(*)::int as n from content_email_outbox o left join content_send s on s.id = o.send_id and s.tenant_id = o.tenant_id
      left join doctor d on d.id = s.doctor_id where ${where}`),
  ]);
  return { content: rowsOf(rows).map(toOutboxEmail), totalElements: Number(rowsOf(total)[0]?.n ?? 0) };
}

/** The kept message as it would have gone out, with its tracked links and open pixel disabled: reading it is not the doctor's open. */
export function withoutTracking(html: string): string {
  return html
    .replace(/<img\b[^>]*\/prod-api\/content\/public\/o\/[^>]*>/g, '')
    .replace(/href="[^"]*\/prod-api\/content\/public\/c\/[^"]*"/g, 'href="#"')
    .replace(/href="[^"]*\/pc\/content\/unsubscribe\?t=[^"]*"/g, 'href="#"');
}

export async function outboxEmail({ db, tenant }: RequestContext, id: number) {
  const [row] = rowsOf(await db.execute(sql`${SELECT} where o.tenant_id = ${tenant.id} and o.id = ${id}`));
  if (!row) throw notFound();
  const [kept] = rowsOf(await db.execute(sql`select html from content_email_outbox where tenant_id = ${tenant.id} and id = ${id}`));
  return { ...toOutboxEmail(row), html: withoutTracking(String(kept!.html)) };
}
