import { sql } from 'drizzle-orm';
import type { Tx } from '../../workflow/index';
import { actorFor, backdate, decide } from '../../meetings/index';
import { startRun, startInstance } from '../../workflow/index';
import { createArticle } from '../article-store';
import { rowsOf } from '../../../db/rows';
import { giveDoctorsEmails } from '../../customers/index';
import { appendEventsFrom, updateEventsFrom } from '../../interactions/index';
import { ARTICLE_TOPICS } from './article-topics';

/**
 * Demo content of one tenant: articles in both languages (linked as translations) reviewed through the real chain, consent
 * for most doctors (some opted out, some objecting), and six months of mass sends with deliveries,
 * opens and clicks, each also written as interaction events. Sends and engagement are generated in
 * SQL from hashes of the ids, so they are the same on every machine and take little time.
 */
export async function seedContentDemo(tx: Tx, tenantId: number): Promise<void> {
  const marketing = await actorFor(tx, tenantId, 'marketing');
  // Each topic's product by its code and indication by its English name: a topic the master lacks is an error of the demo data.
  const indications = rowsOf<{ product_id: number | string; code: string; indication_id: number | string; name_en: string }>(
    await tx.execute(
      sql`select p.id as product_id, p.code, i.id as indication_id, i.name_en from product p join product_indication i on i.product_id = p.id where p.tenant_id = ${tenantId}`,
    ),
  );
  const articleIds: number[] = [];
  const now = Date.now();
  for (const [index, topic] of ARTICLE_TOPICS.entries()) {
    // The English article is the Chinese one's translation: lists show the reader's twin.
    let original: number | null = null;
    for (const language of ['zh', 'en'] as const) {
      const indication = indications.find((i) => i.code === topic.product && i.name_en === topic.indication);
      if (!indication) throw new Error(`demo article topic ${index}: ${topic.product} has no indication ${topic.indication}`);
      const text = topic[language];
      const id = await createArticle(tx, tenantId, marketing.userId, {
        title: text.title,
        summary: text.summary,
        bodyHtml: `<h2>${text.title}</h2><p>${text.summary}</p><ul>${text.points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
        coverUrl: null,
        productId: Number(indication.product_id),
        indicationId: Number(indication.indication_id),
        therapeuticArea: null,
        tags: text.tags,
        language,
        references: topic.references,
        expiresOn: null,
        translationOf: original,
      });
      original ??= id;
      const facts = { amountCents: 0 };
      const { instance } = await startInstance(tx, marketing, { processType: 'ARTICLE_REVIEW', businessId: id, title: `${text.title} · v1`, facts }, (d) =>
        startRun(d.bpmnXml, { steps: d.steps, facts }),
      );
      // The last topic stays in review, so reviewers find work in their to-do lists.
      if (index < ARTICLE_TOPICS.length - 1) {
        for (let step = 0; step < 3; step++) await decide(tx, instance.id, 'APPROVE', { comment: language === 'en' ? 'Approved' : '同意' });
        articleIds.push(id);
      }
      await backdate(tx, instance.id, new Date(now - (200 - index * 3) * 86_400_000), 6);
    }
  }
  await tx.execute(sql`update content_article_version v set approved_at = i.ended_at from content_article a join workflow_instance i on i.id = a.instance_id
    where a.id = v.article_id and a.tenant_id = ${tenantId} and v.status = 'APPROVED'`);

  await seedConsents(tx, tenantId);
  await seedSends(tx, tenantId, articleIds);
}

/** Most doctors opted in on each channel (rep-attested, portal or import); about one in twelve opted out, one in forty objects, some refuse one product's e-mails. */
async function seedConsents(tx: Tx, tenantId: number): Promise<void> {
  await giveDoctorsEmails(tx, tenantId);
  const pick = sql`abs(hashtext(ch || ':' || d.id)) % 100`;
  await tx.execute(sql`insert into content_consent (tenant_id, doctor_id, channel, state, objection, source, text_version, changed_at)
    select d.tenant_id, d.id, ch,
      case when ${pick} < 78 then 'OPT_IN' when ${pick} < 86 then 'OPT_OUT' else 'NONE' end,
      abs(hashtext('obj:' || d.id)) % 40 = 0,
      case when ${pick} < 86 then (array['REP_ATTESTED', 'PORTAL', 'IMPORT'])[1 + abs(hashtext('src' || ch || d.id)) % 3] end,
      case when ${pick} < 86 then 'v1' end,
      now() - ((200 + abs(hashtext('at' || d.id)) % 60) * interval '1 day')
    from doctor d cross join (values ('SMS'), ('EMAIL'), ('WECOM')) as c(ch) where d.tenant_id = ${tenantId}`);
  // History: the opt-in first, then the opt-out or objection that followed it.
  await tx.execute(sql`insert into content_consent_history (tenant_id, doctor_id, channel, action, source, text_version, attestation, occurred_at)
    select tenant_id, doctor_id, channel, 'OPT_IN', source, 'v1', case when source = 'REP_ATTESTED' then '医生当面签署知情同意书' end, changed_at
    from content_consent where tenant_id = ${tenantId} and state <> 'NONE'`);
  await tx.execute(sql`insert into content_consent_history (tenant_id, doctor_id, channel, action, source, text_version, occurred_at)
    select tenant_id, doctor_id, channel, 'OPT_OUT', 'UNSUBSCRIBE_LINK', null, changed_at + interval '60 days'
    from content_consent where tenant_id = ${tenantId} and state = 'OPT_OUT'`);
  await tx.execute(sql`insert into content_consent_history (tenant_id, doctor_id, channel, action, source, text_version, occurred_at)
    select tenant_id, doctor_id, 'EMAIL', 'OBJECT', 'PORTAL', 'v1', changed_at + interval '90 days'
    from content_consent where tenant_id = ${tenantId} and objection and channel = 'EMAIL'`);
  // About one opted-in doctor in fifteen no longer wants one product's e-mails, through the doctor portal.
  await tx.execute(sql`insert into content_product_consent (tenant_id, doctor_id, channel, product_id, state, source, text_version, changed_at)
    select c.tenant_id, c.doctor_id, 'EMAIL', p.id, 'OPT_OUT', 'PORTAL', 'v1', c.changed_at + interval '30 days'
    from content_consent c join lateral (select id from product where tenant_id = c.tenant_id order by abs(hashtext('prod' || c.doctor_id || id)) limit 1) p on true
    where c.tenant_id = ${tenantId} and c.channel = 'EMAIL' and c.state = 'OPT_IN' and abs(hashtext('pout:' || c.doctor_id)) % 15 = 0`);
  await tx.execute(sql`insert into content_consent_history (tenant_id, doctor_id, channel, product_id, action, source, text_version, occurred_at)
    select tenant_id, doctor_id, channel, product_id, 'OPT_OUT', source, text_version, changed_at from content_product_consent where tenant_id = ${tenantId}`);
}

/** Sixty mass sends over six months by the tenant's reps and marketing, with campaign-period articles. */
async function seedSends(tx: Tx, tenantId: number, articleIds: number[]): Promise<void> {
  if (articleIds.length === 0) return;
  // Each batch's sender is a rep who carries the article's product (or marketing, whose portfolio is every product).
  await tx.execute(sql`insert into content_batch (tenant_id, article_id, version_id, channel, sender_id, doctor_ids, link_base, status, audience, processed, created_at, finished_at)
    select ${tenantId}, a.id, a.approved_version_id, (array['EMAIL', 'SMS', 'WECOM'])[1 + b % 3], s.id, '[]'::jsonb,
      'http://localhost:8080', 'DONE', 0, 0, now() - (b * 3 * interval '1 day') - (b % 7) * interval '1 hour', now() - (b * 3 * interval '1 day')
    from generate_series(1, 60) b join content_article a on a.id = (${sql.param(articleIds)}::bigint[])[1 + b % ${articleIds.length}]
    join content_article_version v on v.id = a.approved_version_id
    cross join lateral (select u.id from app_user u where u.tenant_id = ${tenantId} and (u.username like 'rep%' or u.username like 'marketing%')
      and (exists (select 1 from user_product up where up.tenant_id = u.tenant_id and up.user_id = u.id and up.product_id = v.product_id)
        or not exists (select 1 from user_product up where up.tenant_id = u.tenant_id and up.user_id = u.id))
      order by abs(hashtext(b || ':' || u.id)), u.id limit 1) s`);
  // Each batch reaches about one opted-in doctor in twenty on its channel, at most eighty. The SMS
  // gateway and WeCom report delivery; mail relays report only bounces.
  await tx.execute(sql`insert into content_send (tenant_id, batch_id, article_id, version_id, doctor_id, sender_id, channel, product_id, status, reason, error, address,
      created_at, sent_at, reported_at, opened_at, clicked_at, opens, clicks)
    select b.tenant_id, b.id, b.article_id, b.version_id, x.doctor_id, b.sender_id, b.channel, v.product_id,
      case when x.h % 100 < 4 then 'SUPPRESSED' when x.h % 100 < 6 then 'FAILED' when x.h % 100 >= 96 or (b.channel <> 'EMAIL' and x.h % 100 >= 94) then 'BOUNCED'
        when b.channel = 'EMAIL' then 'ACCEPTED' else 'DELIVERED' end,
      case when x.h % 100 < 2 then 'CAP_REACHED' when x.h % 100 < 4 then 'QUIET_HOURS' end,
      case when x.h % 100 between 4 and 5 then (case b.channel when 'EMAIL' then '421 4.7.0 Try again later, closing connection' when 'SMS' then 'SMS gateway answered HTTP 503'
          else 'WeCom error 45009: api freq out of limit' end)
        when x.h % 100 >= 96 or (b.channel <> 'EMAIL' and x.h % 100 >= 94) then (case b.channel when 'EMAIL' then '550 5.1.1 Mailbox does not exist' when 'SMS' then 'UNDELIV: number not in service'
          else 'The doctor removed the member from WeCom contacts' end) end,
      null, b.created_at, case when x.h % 100 >= 6 then b.created_at + interval '2 minutes' end,
      case when x.h % 100 >= 6 and (b.channel <> 'EMAIL' or x.h % 100 >= 96) then b.created_at + interval '4 minutes' end,
      case when x.h % 100 between 6 and 49 then b.created_at + ((x.h % 48) * interval '1 hour') end,
      case when x.h % 100 between 6 and 21 then b.created_at + ((x.h % 48) * interval '1 hour') + interval '3 minutes' end,
      case when x.h % 100 between 6 and 49 then 1 + x.h % 3 else 0 end,
      case when x.h % 100 between 6 and 21 then 1 else 0 end
    from content_batch b join content_article_version v on v.id = b.version_id
    cross join lateral (select c.doctor_id, abs(hashtext(b.id || ':' || c.doctor_id)) as h from content_consent c
      where c.tenant_id = b.tenant_id and c.channel = b.channel and c.state = 'OPT_IN' and not c.objection and abs(hashtext(b.id || '#' || c.doctor_id)) % 20 = 0
      order by c.doctor_id limit 80) x
    where b.tenant_id = ${tenantId}`);
  await tx.execute(sql`update content_batch b set audience = s.n, processed = s.n, doctor_ids = s.ids
    from (select batch_id, count(*)::int as n, jsonb_agg(doctor_id order by doctor_id) as ids from content_send where tenant_id = ${tenantId} group by batch_id) s where s.batch_id = b.id`);
  const event = (type: string, at: string, where: string, suffix: string) =>
    appendEventsFrom(
      tx,
      sql`(tenant_id, occurred_at, type, doctor_id, channel, product_id, actor_user_id, source, source_event_id, properties)`,
      sql.raw(`
      select tenant_id, ${at}, '${type}', doctor_id, lower(channel), product_id, sender_id, 'crm', id::text${suffix}, jsonb_build_object('articleId', article_id, 'versionId', version_id, 'batchId', batch_id)
      from content_send where tenant_id = ${tenantId} and ${where}`),
    );
  await event('content.sent', 'sent_at', "status in ('ACCEPTED', 'DELIVERED', 'BOUNCED')", '');
  await event('content.delivered', 'reported_at', "status = 'DELIVERED'", '');
  await event('content.bounced', 'reported_at', "status = 'BOUNCED'", '');
  await event('content.opened', 'opened_at', 'opened_at is not null', " || ':1'");
  await event('content.clicked', 'clicked_at', 'clicked_at is not null', " || ':1'");
  await seedCampaigns(tx, tenantId, articleIds);
}

/** Three campaigns of a quarter each, on the approved articles of one product: what each campaign is about fits its product. */
async function seedCampaigns(tx: Tx, tenantId: number, articleIds: number[]): Promise<void> {
  await tx.execute(sql`insert into content_campaign (tenant_id, name, name_en, product_id, starts_on, ends_on, article_ids)
    select ${tenantId}, p.name || ' ' || x.label, p.name_en || ' ' || x.label_en, p.id,
      to_char(current_date - x.start_days, 'YYYY-MM-DD'), to_char(current_date - x.end_days, 'YYYY-MM-DD'),
      coalesce((select jsonb_agg(a.id) from content_article a join content_article_version v on v.id = a.approved_version_id
        where a.id = any(${sql.param(articleIds)}::bigint[]) and v.product_id = p.id), '[]'::jsonb)
    from (values ('P-ESC', '学术推广季', 'academic season', 89, 0), ('P-DAP', '心衰新适应症上市', 'heart failure indication launch', 179, 90),
      ('P-ROS', '血脂指南解读月', 'lipid guideline month', 59, 30)) as x(code, label, label_en, start_days, end_days)
    join product p on p.tenant_id = ${tenantId} and p.code = x.code`);
  // Sends of a campaign's articles in its period belong to it.
  await tx.execute(sql`update content_send s set campaign_id = c.id from content_campaign c
    where c.tenant_id = ${tenantId} and s.tenant_id = c.tenant_id and c.article_ids @> to_jsonb(s.article_id)
      and s.created_at >= c.starts_on::date and s.created_at < c.ends_on::date + 1`);
  await updateEventsFrom(
    tx,
    sql`campaign_id = s.campaign_id`,
    sql`content_send s`,
    sql`e.tenant_id = ${tenantId} and e.type like 'content.%' and s.tenant_id = e.tenant_id and split_part(e.source_event_id, ':', 1) = s.id::text and s.campaign_id is not null`,
  );
}
