import { sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../db/client';
import type { Principal } from '../../platform/principal';
import { visibleVisitCondition } from '../visits/index';
import type { Answer } from './answerers';
import type { Evidence } from './retrieval';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;
const rows = async (db: Database, statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

export interface DoctorContext {
  name: string;
  /** The profile passage (no name, phone or other identifiers: the proposal does not need them). */
  profile: Evidence;
  visits: Evidence[];
  searchText: string;
}

/** The doctor's profile and their latest visit notes the caller may read, as numbered evidence. */
export async function doctorContext(db: Database, principal: Principal, doctorId: number, lang: Lang): Promise<DoctorContext> {
  const tenantId = principal.tenant.id;
  const [doctor] = await rows(
    db,
    sql`select d.name, h.name as hospital, hd.name as department,
        (select string_agg(coalesce(${lang === 'en' ? sql`t.value_en` : sql`null`}, t.value), '、') from doctor_tag dt join tag_term t on t.id = dt.term_id where dt.doctor_id = d.id and t.owner_id is null) as tags
      from doctor d join hospital h on h.id = d.hospital_id left join hospital_department hd on hd.id = d.hospital_department_id
      where d.tenant_id = ${tenantId} and d.id = ${doctorId}`,
  );
  const visits = await rows(
    db,
    sql`select p.id, p.source_id, p.body, to_char(v.start_at, 'YYYY-MM-DD') as day from ai_passage p join visit v on v.id = p.source_id::bigint and v.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} and p.source_type = 'visit' and p.doctor_id = ${doctorId} and ${visibleVisitCondition(principal)}
      order by v.start_at desc, p.chunk limit 3`,
  );
  const hospital = String(doctor?.hospital ?? '');
  const department = String(doctor?.department ?? '');
  const tags = doctor?.tags ? String(doctor.tags) : '';
  const profileText =
    lang === 'zh'
      ? `${hospital}${department ? ` ${department}` : ''}${tags ? `。标签：${tags}` : ''}`
      : `${hospital}${department ? `, ${department}` : ''}${tags ? `. Tags: ${tags}` : ''}`;
  const profile: Evidence = { n: 1, passageId: null, sourceType: 'doctor', sourceId: String(doctorId), title: String(doctor?.name ?? ''), body: profileText, url: null, score: 0 };
  return {
    name: String(doctor?.name ?? ''),
    profile,
    visits: visits.map((v, i) => ({
      n: i + 2,
      passageId: Number(v.id),
      sourceType: 'visit',
      sourceId: String(v.source_id),
      title: `${doctor?.name ?? ''} ${v.day}`,
      body: String(v.body),
      url: null,
      score: 0,
    })),
    searchText: `${department} ${tags}`,
  };
}

const TEXT = {
  zh: {
    visit: '拜访方案',
    meeting: '会议邀请方案',
    profile: '医生概况',
    recent: '近期互动',
    noVisits: '暂无您可查看的拜访记录。',
    content: '建议沟通内容（已批准资料）',
    noContent: '暂无可用的已批准资料，请先与医学部确认沟通内容。',
    next: '下一步',
    nextVisit: '按上次约定跟进，携带上述已批准资料，记录医生反馈。',
    nextMeeting: '发出会议邀请，会前提供上述已批准资料，会后回访收集反馈。',
  },
  en: {
    visit: 'Visit proposal',
    meeting: 'Meeting proposal',
    profile: 'Doctor profile',
    recent: 'Recent interactions',
    noVisits: 'No visit notes you may read yet.',
    content: 'Suggested content (approved)',
    noContent: 'No approved content is available yet; agree the content with Medical first.',
    next: 'Next steps',
    nextVisit: "Follow up on what was agreed last time, bring the approved content above and record the doctor's feedback.",
    nextMeeting: 'Send the meeting invitation, share the approved content above beforehand and follow up afterwards.',
  },
} as const;

/** The embedded proposal: profile, recent notes and approved content, every part with its source. */
export function extractiveProposal(context: DoctorContext, content: Evidence[], kind: 'visit' | 'meeting', lang: Lang): Answer {
  const t = TEXT[lang];
  const all = [context.profile, ...context.visits, ...content];
  const lines = [
    `## ${t[kind]}：${context.name}`.replace('：', lang === 'zh' ? '：' : ': '),
    '',
    `**${t.profile}**: ${context.profile.body} [${context.profile.n}]`,
    '',
    `**${t.recent}**`,
    ...(context.visits.length ? context.visits.map((v) => `- ${v.title.split(' ').pop()}: ${v.body} [${v.n}]`) : [`- ${t.noVisits}`]),
    '',
    `**${t.content}**`,
    ...(content.length ? content.map((c) => `- ${c.title} [${c.n}]`) : [`- ${t.noContent}`]),
    '',
    `**${t.next}**: ${kind === 'visit' ? t.nextVisit : t.nextMeeting}`,
  ];
  return {
    text: lines.join('\n'),
    citations: all.map((e) => ({ n: e.n, passageId: e.passageId, sourceType: e.sourceType, sourceId: e.sourceId, title: e.title, quote: e.body, url: e.url })),
    found: true,
  };
}
