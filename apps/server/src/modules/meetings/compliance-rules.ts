import { eq, sql } from 'drizzle-orm';
import { COMPLIANCE_RULES, DEFAULT_COMPLIANCE_RULES, type ComplianceFinding, type ComplianceRule, type ComplianceRules } from '@crm/shared/contracts/meeting-compliance';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import type { Lang } from '@crm/shared/i18n';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { meetingSetting } from '../../db/schema/meetings/meeting-finance';
import { badRequest } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { requireAnyPermission } from './access';
import type { RequestContext } from '../../platform/contract-route';
import type { Tx } from '../workflow/index';
import { formatYuan, yearIn } from './calendar';
import { DEFAULT_ANNUAL_CAP_CENTS } from './speakers/honoraria-cap';

/**
 * The compliance rules of meeting applications: read per enterprise (the defaults until it sets its
 * own), and what they say of an application. A warning is shown to the applicant and the approver;
 * a block refuses the submission.
 */

type Queryable = Database | Tx;

/** The enterprise's rules; a rule it has not set (or one added since) reads as its default. */
export async function complianceRulesOf(db: Queryable, tenantId: number): Promise<ComplianceRules> {
  const [row] = await db.select({ rules: meetingSetting.complianceRules }).from(meetingSetting).where(eq(meetingSetting.tenantId, tenantId));
  const saved = row?.rules ?? {};
  return { ...DEFAULT_COMPLIANCE_RULES, ...saved } as ComplianceRules;
}

/** The rules for whoever applies for meetings or sets the rules. */
export async function readComplianceRules({ db, principal }: RequestContext): Promise<ComplianceRules> {
  requireAnyPermission(principal, ['meeting:application:add', 'meeting:settings:edit']);
  return complianceRulesOf(db, principal.tenant.id);
}

export async function saveComplianceRules({ db, principal }: RequestContext, rules: ComplianceRules): Promise<ComplianceRules> {
  await db
    .insert(meetingSetting)
    .values({ tenantId: principal.tenant.id, speakerAnnualCapCents: DEFAULT_ANNUAL_CAP_CENTS, complianceRules: rules, updatedBy: principal.userId })
    .onConflictDoUpdate({ target: meetingSetting.tenantId, set: { complianceRules: rules, updatedBy: principal.userId, updatedAt: new Date() } });
  return complianceRulesOf(db, principal.tenant.id);
}

interface Evaluation {
  db: Queryable;
  tenant: { id: number; timeZone: string };
  body: MeetingBody;
  lang: Lang;
  /** The stored meeting being judged, which never counts against itself. */
  meetingId: number;
}

type Found = { rule: ComplianceRule; key: ServerMessageKey; params: Record<string, string | number> };

const sumOf = (body: MeetingBody, category: string) => body.budgetLines.filter((line) => line.category === category).reduce((sum, line) => sum + line.amountCents, 0);

function onlineHospitality({ body, lang }: Evaluation, supplier: { name: string; type: string } | undefined): Found[] {
  if (body.type !== 'ONLINE') return [];
  const found: Found[] = [];
  const venue = sumOf(body, 'VENUE');
  const catering = sumOf(body, 'CATERING');
  const costs = [
    venue > 0 ? translate(lang, 'expenseVenue', { amount: formatYuan(venue) }) : null,
    catering > 0 ? translate(lang, 'expenseCatering', { amount: formatYuan(catering) }) : null,
  ].filter(Boolean);
  if (costs.length) found.push({ rule: 'onlineHospitality', key: 'complianceOnlineHospitality', params: { costs: costs.join(lang === 'en' ? ', ' : '，') } });
  if (supplier && ['VENUE', 'CATERING'].includes(supplier.type)) found.push({ rule: 'onlineHospitality', key: 'complianceOnlineSupplier', params: { supplier: supplier.name } });
  return found;
}

function mealPerHead({ body }: Evaluation, limitCents: number): Found[] {
  const perHead = Math.round(sumOf(body, 'CATERING') / body.expectedAttendees);
  return perHead > limitCents ? [{ rule: 'mealPerHead', key: 'complianceMealPerHead', params: { perHead: formatYuan(perHead), limit: formatYuan(limitCents) } }] : [];
}

const TIER_KEYS = { NATIONAL: 'speakerTierNational', REGIONAL: 'speakerTierRegional', LOCAL: 'speakerTierLocal' } as const;

interface SpeakerFacts {
  id: number;
  doctor_id: number;
  name: string;
  tier: keyof typeof TIER_KEYS;
}

function speakerFeeBand({ body, lang }: Evaluation, speakers: Map<number, SpeakerFacts>, bands: ComplianceRules['speakerFeeBand']['bandsCents']): Found[] {
  return body.speakers.flatMap((booked) => {
    const speaker = speakers.get(booked.speakerId);
    const band = speaker ? bands[speaker.tier] : undefined;
    if (!speaker || band === undefined || booked.feeCents <= band) return [];
    const params = { name: speaker.name, fee: formatYuan(booked.feeCents), tier: translate(lang, TIER_KEYS[speaker.tier]), band: formatYuan(band) };
    return [{ rule: 'speakerFeeBand' as const, key: 'complianceSpeakerFeeBand' as const, params }];
  });
}

/** Doctors of the meeting (invited or speaking) at more than `count` live meetings within `days` up to this one's start. */
async function doctorMeetingFrequency(evaluation: Evaluation, speakers: Map<number, SpeakerFacts>, setting: ComplianceRules['doctorMeetingFrequency']): Promise<Found[]> {
  const { db, tenant, body, lang, meetingId } = evaluation;
  const doctorIds = [...new Set([...body.invitedDoctorIds, ...[...speakers.values()].map((s) => Number(s.doctor_id))])];
  if (doctorIds.length === 0) return [];
  const start = new Date(body.startAt);
  const since = new Date(start.getTime() - setting.days * 86_400_000);
  const counted = await rows<{ name: string; n: number }>(
    db,
    sql`select case when ${lang} = 'en' then coalesce(d.name_en, d.name) else d.name end as name, count(distinct m.id)::int as n
      from doctor d join (
        select mi.doctor_id, mi.meeting_id from meeting_invitee mi where mi.tenant_id = ${tenant.id}
        union select ms.doctor_id, ms.meeting_id from meeting_speaker ms where ms.tenant_id = ${tenant.id}
      ) x on x.doctor_id = d.id
      join meeting m on m.id = x.meeting_id
      where d.id = any(${sql.param(doctorIds)}::bigint[]) and m.id <> ${meetingId}
        and m.status not in ('DRAFT', 'CANCELLED', 'REJECTED') and m.start_at >= ${since.toISOString()}::timestamptz and m.start_at <= ${start.toISOString()}::timestamptz
      group by d.id, d.name, d.name_en having count(distinct m.id) + 1 > ${setting.count}
      order by d.id limit 5`,
  );
  return counted.map((row) => ({
    rule: 'doctorMeetingFrequency' as const,
    key: 'complianceDoctorMeetingFrequency' as const,
    params: { name: row.name, count: Number(row.n) + 1, days: setting.days, limit: setting.count },
  }));
}

/** Speakers whose transfers of value in the meeting's year, with this meeting's fee and travel, pass the limit. */
async function doctorAnnualSpend(evaluation: Evaluation, speakers: Map<number, SpeakerFacts>, limitCents: number): Promise<Found[]> {
  const { db, tenant, body, meetingId } = evaluation;
  if (body.speakers.length === 0) return [];
  const year = yearIn(new Date(body.startAt), tenant.timeZone);
  const byDoctor = new Map<number, number>();
  for (const booked of body.speakers) {
    const speaker = speakers.get(booked.speakerId);
    if (speaker) byDoctor.set(Number(speaker.doctor_id), (byDoctor.get(Number(speaker.doctor_id)) ?? 0) + booked.feeCents + booked.travelCents);
  }
  const ledger = await rows<{ doctor_id: number; total: number }>(
    db,
    sql`select doctor_id, sum(amount_cents)::bigint as total from transfer_of_value
      where tenant_id = ${tenant.id} and year = ${year} and meeting_id <> ${meetingId} and doctor_id = any(${sql.param([...byDoctor.keys()])}::bigint[])
      group by doctor_id`,
  );
  const found: Found[] = [];
  for (const speaker of new Map([...speakers.values()].map((s) => [Number(s.doctor_id), s])).values()) {
    const total = (byDoctor.get(Number(speaker.doctor_id)) ?? 0) + Number(ledger.find((row) => Number(row.doctor_id) === Number(speaker.doctor_id))?.total ?? 0);
    if (total > limitCents)
      found.push({ rule: 'doctorAnnualSpend', key: 'complianceDoctorAnnualSpend', params: { name: speaker.name, year, total: formatYuan(total), limit: formatYuan(limitCents) } });
  }
  return found;
}

/** What the enterprise's rules say of an application, each finding a warning or a block, in the caller's language. */
export async function complianceFindings(evaluation: Evaluation): Promise<ComplianceFinding[]> {
  const { db, tenant, body, lang } = evaluation;
  const rules = await complianceRulesOf(db, tenant.id);
  const speakerFacts = body.speakers.length
    ? await rows<SpeakerFacts>(
        db,
        sql`select s.id, s.doctor_id, s.tier, case when ${lang} = 'en' then coalesce(d.name_en, d.name) else d.name end as name
          from speaker_profile s join doctor d on d.id = s.doctor_id
          where s.tenant_id = ${tenant.id} and s.id = any(${sql.param(body.speakers.map((s) => s.speakerId))}::bigint[])`,
      )
    : [];
  const speakers = new Map(speakerFacts.map((s) => [Number(s.id), s]));
  const [supplier] = body.supplierId
    ? await rows<{ name: string; type: string }>(
        db,
        sql`select case when ${lang} = 'en' then coalesce(name_en, name) else name end as name, type from supplier where tenant_id = ${tenant.id} and id = ${body.supplierId}`,
      )
    : [];
  const on = (rule: ComplianceRule) => rules[rule].mode !== 'off';
  const found: Found[] = [
    ...(on('onlineHospitality') ? onlineHospitality(evaluation, supplier) : []),
    ...(on('mealPerHead') ? mealPerHead(evaluation, rules.mealPerHead.limitCents) : []),
    ...(on('speakerFeeBand') ? speakerFeeBand(evaluation, speakers, rules.speakerFeeBand.bandsCents) : []),
    ...(on('doctorMeetingFrequency') ? await doctorMeetingFrequency(evaluation, speakers, rules.doctorMeetingFrequency) : []),
    ...(on('doctorAnnualSpend') ? await doctorAnnualSpend(evaluation, speakers, rules.doctorAnnualSpend.limitCents) : []),
  ];
  return found
    .sort((a, b) => COMPLIANCE_RULES.indexOf(a.rule) - COMPLIANCE_RULES.indexOf(b.rule))
    .map((one) => ({ rule: one.rule, level: rules[one.rule].mode === 'block' ? 'block' : 'warning', message: translate(lang, one.key, one.params) }));
}

/** Refuses a submission while a blocking rule fails, naming the first. */
export function refuseBlocked(findings: ComplianceFinding[]): void {
  const blocking = findings.find((finding) => finding.level === 'block');
  if (blocking) throw badRequest('complianceBlocked', { reason: blocking.message });
}
