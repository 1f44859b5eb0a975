import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { analyticsFunnel } from '../../../db/schema/analytics/event-analytics';
import { appendEventsFrom, updateEventsFrom } from '../../interactions/index';
import { addFirstVersions } from '../../lead-scoring/index';
import scoring from './scoring-and-funnels.json';

type Tx = Pick<Database, 'execute' | 'insert'>;

/**
 * Three years of touchpoints for a demo tenant, set-based (a handful of INSERT … SELECT statements):
 * first the store entries of the demo facts that exist (visits, meeting invitations and sign-ins,
 * academic interactions, portal accounts), then a story on top of them. Reps' visits lead some
 * doctors to live sessions, surveys, portal registration and a first prescription record; doctors
 * nobody visits come in through partner education platforms, fewer of them converting. Each doctor
 * has an interest of their own: the more interested engage more, keep signing in, and prescribe
 * more often, as in the field, so that engagement scores predict prescribing. Choices come from a
 * hash of the doctor id, so the data is the same on every run.
 */
export async function seedInteractionDemo(tx: Tx, input: { tenantId: number; timeZone?: string }): Promise<void> {
  const tenantId = input.tenantId;
  await recordFacts(tx, tenantId);
  await tellStory(tx, tenantId);
  await seedRulesAndFunnels(tx, tenantId);
}

async function recordFacts(tx: Tx, tenantId: number) {
  await appendEventsFrom(
    tx,
    sql`(tenant_id, occurred_at, type, doctor_id, hospital_id, channel, product_id, actor_user_id, source, source_event_id, properties)`,
    sql`
    select v.tenant_id, v.start_at, case when v.status = 'completed' then 'visit.completed' else 'visit.planned' end, v.doctor_id, v.hospital_id, v.visit_type,
      (select min(vp.product_id) from visit_product vp where vp.visit_id = v.id), v.user_id, 'crm', v.id::text,
      jsonb_build_object('productIds', coalesce((select jsonb_agg(vp.product_id) from visit_product vp where vp.visit_id = v.id), '[]'::jsonb))
    from visit v where v.tenant_id = ${tenantId} and v.status in ('completed', 'planned')`,
  );
  // Invitations were recorded when the demo meetings were written (at seeding time): date them
  // two weeks before their meeting, as a real invitation would be.
  await updateEventsFrom(
    tx,
    sql`occurred_at = m.start_at - interval '14 days'`,
    sql`meeting m`,
    sql`e.tenant_id = ${tenantId} and e.type = 'meeting.invited' and m.id = e.campaign_id and e.occurred_at > m.start_at - interval '14 days'`,
  );
  await appendEventsFrom(
    tx,
    sql`(tenant_id, occurred_at, type, doctor_id, hospital_id, channel, product_id, campaign_id, source, source_event_id, properties)`,
    sql`
    select s.tenant_id, s.signed_at, 'meeting.signedIn', s.doctor_id, s.hospital_id, 'meeting', m.product_ids[1], s.meeting_id, 'crm', s.id::text,
      jsonb_build_object('meetingId', s.meeting_id, 'matched', s.doctor_id is not null)
    from meeting_sign_in s join meeting m on m.id = s.meeting_id where s.tenant_id = ${tenantId}`,
  );
  await appendEventsFrom(
    tx,
    sql`(tenant_id, occurred_at, type, doctor_id, hospital_id, channel, source, source_event_id, properties)`,
    sql`
    select i.tenant_id, i.started_at, case i.data_type when 'LIVE' then 'live.attended' when 'SURVEY' then 'survey.answered' else 'education.event' end,
      i.doctor_id, d.hospital_id, lower(i.channel), 'crm', 'doctor_interaction:' || i.id,
      jsonb_build_object('subject', i.subject, 'action', i.action_type)
    from doctor_interaction i join doctor d on d.id = i.doctor_id
    where i.tenant_id = ${tenantId} and i.started_at > now() - interval '1 year'`,
  );
  await appendEventsFrom(
    tx,
    sql`(tenant_id, occurred_at, type, doctor_id, channel, source, source_event_id, properties)`,
    sql`
    select a.tenant_id, a.created_at, 'portal.registered', a.doctor_id, 'sms', 'crm', a.id::text, jsonb_build_object('accountId', a.id, 'matched', a.doctor_id is not null)
    from doctor_account a where a.tenant_id = ${tenantId}`,
  );
}

/** Deterministic fraction in [0, 1) for a doctor and a purpose. */
const chance = (purpose: string) => sql.raw(`((hashtext(d.id::text || ':${purpose}') & 2147483647) % 1000) / 1000.0`);

async function tellStory(tx: Tx, tenantId: number) {
  await appendEventsFrom(
    tx,
    sql`(tenant_id, occurred_at, type, doctor_id, hospital_id, channel, product_id, source, source_event_id, properties)`,
    sql`
    with products as (select array_agg(id order by id) as ids from product where tenant_id = ${tenantId}),
    pop as (
      select d.id, d.hospital_id,
        -- The visit the story starts from: one of the doctor's visits, any time in the three years.
        (select percentile_disc(${chance('start')}) within group (order by v.start_at) from visit v
          where v.tenant_id = d.tenant_id and v.doctor_id = d.id and v.status = 'completed') as start_visit,
        ${chance('path')} as c_path, ${chance('start')} as c_start, ${chance('live')} as c_live, ${chance('live_gap')} as g_live,
        ${chance('survey')} as c_survey, ${chance('survey_gap')} as g_survey, ${chance('reg')} as c_reg, ${chance('reg_gap')} as g_reg,
        ${chance('rx')} as c_rx, ${chance('rx_gap')} as g_rx, ${chance('logins')} as c_logins, ${chance('wecom')} as c_wecom, ${chance('product')} as c_product,
        ${chance('interest')} as interest
      from doctor d where d.tenant_id = ${tenantId}),
    routed as (
      select p.*, case when p.start_visit is not null then 'direct' when p.c_path < 0.45 then 'indirect' end as route,
        coalesce(p.start_visit, now() - make_interval(days => (30 + floor(p.c_start * 1060))::int)) as t0
      from pop p),
    staged as (
      select r.*, case when r.c_live < (case r.route when 'direct' then 0.6 else 0.5 end) * (0.5 + r.interest) then r.t0 + make_interval(days => (3 + floor(r.g_live * 18))::int, hours => 11) end as t_live
      from routed r where r.route is not null),
    surveyed as (select s.*, case when s.t_live is not null and s.c_survey < 0.65 then s.t_live + make_interval(days => (1 + floor(s.g_survey * 9))::int) end as t_survey from staged s),
    registered as (
      select s.*, case when s.t_live is not null and s.c_reg < (case when s.t_survey is not null then 0.6 else 0.25 end) * (0.5 + s.interest)
        then coalesce(s.t_survey, s.t_live) + make_interval(days => (1 + floor(s.g_reg * 13))::int, hours => 2) end as t_reg
      from surveyed s),
    story as (
      select g.*, case when g.t_reg is not null and g.c_rx < (case g.route when 'direct' then 0.45 else 0.3 end) * (0.2 + 1.6 * g.interest) then g.t_reg + make_interval(days => (10 + floor(g.g_rx * 30))::int) end as t_rx,
        (select ids[1 + floor(g.c_product * array_length(ids, 1))::int] from products) as product_id
      from registered g)
    select ${tenantId}::bigint, x.at, x.type, s.id, s.hospital_id, x.channel, s.product_id, 'demo', x.type || ':' || s.id || x.suffix, jsonb_build_object('route', s.route)
    from story s cross join lateral (
      values ('education.event', case when s.route = 'indirect' then s.t0 end, 'partner', ''),
        ('live.attended', s.t_live, case when s.route = 'indirect' then 'online' else 'live' end, ''),
        ('survey.answered', s.t_survey, 'web', ''),
        ('portal.registered', s.t_reg, 'sms', ''),
        ('prescription.first', s.t_rx, case when s.route = 'indirect' then 'distributor' else 'hospital' end, ''),
        ('wecom.bound', case when s.route = 'direct' and s.c_wecom < 0.35 then s.t0 + interval '2 days' end, 'wecom', '')
    ) x(type, at, channel, suffix)
    where x.at is not null and x.at <= now()
    union all
    select ${tenantId}::bigint, s.t_reg + make_interval(days => (g * (4 + floor(s.c_logins * 20)))::int, hours => 9), 'portal.login', s.id, s.hospital_id, 'app', s.product_id, 'demo',
      'portal.login:' || s.id || ':' || g, '{}'::jsonb
    from story s cross join lateral generate_series(1, 1 + floor(s.interest * 12)::int) g
    where s.t_reg is not null and s.t_reg + make_interval(days => (g * (4 + floor(s.c_logins * 20)))::int, hours => 9) <= now()`,
  );
}

/** The demo's lead-score rules and funnels (scoring-and-funnels.json), over the event types the story writes. */
async function seedRulesAndFunnels(tx: Tx, tenantId: number) {
  await addFirstVersions(tx, tenantId, scoring.leadScoreRules);
  await tx.insert(analyticsFunnel).values(scoring.funnels.map((funnel) => ({ ...funnel, tenantId, steps: funnel.steps.map((step) => ({ ...step, propertyConditions: [] })) })));
}
