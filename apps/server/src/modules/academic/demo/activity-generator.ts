import type { AcademicRecordKind } from '../../../db/schema/academic/academic';
import type { Random } from '../../../db/demo/random';
import { ACTION_TYPES, type ActionType, type Channel } from '../interactions/action-types';
import type { Profile } from './academic-generator';
import { ACTIVITY_TITLES, FUND_CATEGORIES, LIVE_FORMATS, MEETING_CITIES, MEETING_NAMES, RESEARCH_ROLES, RESEARCH_SCOPES, type SpecialtyVocabulary } from './vocabulary';

export interface GeneratedRecord {
  doctorId: number;
  kind: AcademicRecordKind;
  title: string;
  url: string | null;
  occurredOn: string;
  place?: string | null;
  role?: string | null;
  category?: string | null;
  code?: string | null;
  organization?: string | null;
  amount?: number | null;
  keywords?: string[];
  digest?: string | null;
  indication?: string | null;
}

export interface GeneratedInteraction {
  doctorId: number;
  dataType: string;
  actionType: ActionType;
  channel: Channel;
  subject: string;
  topic: string;
  startedAt: Date;
  durationSeconds: number | null;
}

const DAY = 86_400_000;

/** Records per doctor, by profile: [meetings, lives, research, funds, patents, activities] as ranges. */
const COUNTS: Record<Profile, Array<[number, number]>> = {
  hub: [
    [5, 9],
    [3, 6],
    [3, 6],
    [2, 4],
    [1, 3],
    [2, 4],
  ],
  kol: [
    [3, 6],
    [1, 4],
    [1, 3],
    [0, 2],
    [0, 1],
    [1, 3],
  ],
  senior: [
    [0, 3],
    [0, 2],
    [0, 1],
    [0, 1],
    [0, 0],
    [0, 2],
  ],
  rising: [
    [1, 3],
    [1, 3],
    [0, 1],
    [1, 1],
    [0, 0],
    [0, 1],
  ],
  junior: [
    [0, 1],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 1],
  ],
  quiet: [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ],
};

function dateOf(today: number, random: Random, maxDaysAgo: number): string {
  return new Date(today - random.int(1, maxDaysAgo) * DAY).toISOString().slice(0, 10);
}

/** Meetings, live sessions, research, funds, patents and other activities of one doctor. */
export function generateRecords(random: Random, doctorId: number, profile: Profile, vocabulary: SpecialtyVocabulary, today: number): GeneratedRecord[] {
  const [meetings, lives, research, funds, patents, activities] = COUNTS[profile].map(([low, high]) => random.int(low, high)) as [number, number, number, number, number, number];
  const records: GeneratedRecord[] = [];
  const society = vocabulary.society[0];
  for (let i = 0; i < meetings; i++) {
    const occurredOn = dateOf(today, random, 4 * 365);
    const name = random.pick(MEETING_NAMES);
    const city = random.pick(MEETING_CITIES);
    records.push({
      doctorId,
      kind: 'MEETING',
      occurredOn,
      title: `${occurredOn.slice(0, 4)}年中华医学会${society}${name[0]}`,
      url: `https://meetings.example.org/${occurredOn.slice(0, 4)}/${random.int(1000, 9999)}`,
      place: `${city}国际会议中心`,
      role: random.pick(profile === 'hub' || profile === 'kol' ? ['大会报告', '专题发言', '分会场主持'] : ['参会', '壁报交流', '专题发言']),
    });
  }
  for (let i = 0; i < lives; i++) {
    const disease = random.pick(vocabulary.diseases);
    const exposure = random.pick(vocabulary.exposures);
    const format = random.pick(LIVE_FORMATS);
    records.push({
      doctorId,
      kind: 'LIVE',
      occurredOn: dateOf(today, random, 2 * 365),
      title: `${disease[0]}${format[0]}：${exposure[0]}`,
      url: `https://live.example.org/room/${random.int(100000, 999999)}`,
      keywords: [disease[0], exposure[0]],
      role: '主讲嘉宾',
    });
  }
  for (let i = 0; i < research; i++) {
    const disease = random.pick(vocabulary.diseases);
    const exposure = random.pick(vocabulary.exposures);
    records.push({
      doctorId,
      kind: 'RESEARCH',
      occurredOn: dateOf(today, random, 8 * 365),
      title: `${exposure[0]}用于${disease[0]}患者的临床研究`,
      url: `https://trials.example.org/ChiCTR${random.int(2000000000, 2999999999)}`,
      indication: disease[0],
      role: random.pick(RESEARCH_ROLES),
      category: random.pick(RESEARCH_SCOPES),
    });
  }
  for (let i = 0; i < funds; i++) {
    const disease = random.pick(vocabulary.diseases);
    const exposure = random.pick(vocabulary.exposures);
    const category = profile === 'rising' ? FUND_CATEGORIES[1]! : random.pick(FUND_CATEGORIES);
    const national = category !== FUND_CATEGORIES[3];
    records.push({
      doctorId,
      kind: 'FUND',
      occurredOn: dateOf(today, random, 8 * 365),
      title: `${exposure[0]}在${disease[0]}发生发展中的作用及机制研究`,
      url: national ? `https://fund.example.org/project/${random.int(10000000, 99999999)}` : null,
      code: `H${String(random.int(1, 31)).padStart(2, '0')}${String(random.int(1, 12)).padStart(2, '0')}`,
      category: category[0],
      amount: category === FUND_CATEGORIES[2] ? random.int(200, 300) * 10_000 : category === FUND_CATEGORIES[1] ? 300_000 : random.int(40, 60) * 10_000,
      organization: national ? '国家自然科学基金委员会' : '省科学技术厅',
      role: random.next() < 0.7 ? '负责人' : '主要参与者',
      indication: disease[0],
    });
  }
  for (let i = 0; i < patents; i++) {
    const disease = random.pick(vocabulary.diseases);
    const occurredOn = dateOf(today, random, 8 * 365);
    const device = random.pick(['评估量表系统', '随访管理装置', '风险预测方法', '康复训练装置']);
    records.push({
      doctorId,
      kind: 'PATENT',
      occurredOn,
      title: `一种用于${disease[0]}的${device}`,
      url: null,
      code: `CN${occurredOn.slice(0, 4)}1${random.int(1000000, 9999999)}.${random.int(0, 9)}`,
      digest: `本发明公开了一种用于${disease[0]}的${device}，通过结构化采集患者症状、用药与随访数据，结合分层规则给出风险等级与干预建议，便于临床医生在门诊及随访中规范评估，提高评估效率与一致性。`,
    });
  }
  for (let i = 0; i < activities; i++) {
    const activity = random.pick(ACTIVITY_TITLES);
    records.push({ doctorId, kind: 'ACTIVITY', occurredOn: dateOf(today, random, 3 * 365), title: activity[0], url: null, role: random.pick(['主讲专家', '出诊专家', '组织者']) });
  }
  return records;
}

const DATA_TYPES: Array<['EDUCATION' | 'LIVE' | 'SURVEY', number]> = [
  ['EDUCATION', 0.55],
  ['LIVE', 0.3],
  ['SURVEY', 0.15],
];
const TYPES_OF: Record<string, ActionType[]> = {
  EDUCATION: ['COURSE_VIEW', 'COURSE_VIEW', 'ARTICLE_READ', 'ARTICLE_READ', 'COURSE_COMPLETE', 'CME_CREDIT'],
  LIVE: ['LIVE_WATCH', 'LIVE_WATCH', 'LIVE_REPLAY', 'LIVE_QUESTION'],
  SURVEY: ['SURVEY_COMPLETE', 'SURVEY_COMPLETE', 'SURVEY_PARTIAL'],
};
const CHANNEL_WEIGHTS: Array<[Channel, number]> = [
  ['WECHAT', 0.45],
  ['APP', 0.3],
  ['WEB', 0.17],
  ['SMS_LINK', 0.08],
];

function weighted<T>(random: Random, weights: Array<[T, number]>): T {
  let roll = random.next();
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[weights.length - 1]![0];
}

/** Education-platform, live-session and survey events of one doctor over the last thirteen months. */
export function generateInteractions(random: Random, doctorId: number, engagement: number, vocabulary: SpecialtyVocabulary, today: number): GeneratedInteraction[] {
  const events: GeneratedInteraction[] = [];
  const count = Math.round(engagement * random.int(8, 30));
  // Each doctor prefers a channel and two of their specialty's diseases.
  const preferred = weighted(random, CHANNEL_WEIGHTS);
  const favourites = [random.pick(vocabulary.diseases), random.pick(vocabulary.diseases)];
  for (let i = 0; i < count; i++) {
    const dataType = weighted(random, DATA_TYPES);
    const actionType = random.pick(TYPES_OF[dataType]!);
    const disease = random.next() < 0.7 ? random.pick(favourites) : random.pick(vocabulary.diseases);
    const exposure = random.pick(vocabulary.exposures);
    // More recent months are busier.
    const daysAgo = Math.floor(random.next() ** 1.4 * 395);
    const startedAt = new Date(today - daysAgo * DAY + random.int(8 * 60, 22 * 60) * 60_000);
    const subject =
      dataType === 'EDUCATION'
        ? `${disease[0]}规范化诊疗：${exposure[0]}`
        : dataType === 'LIVE'
          ? `${disease[0]}${random.pick(LIVE_FORMATS)[0]}直播`
          : `${disease[0]}临床诊疗现状调研`;
    const duration =
      actionType === 'CME_CREDIT' || actionType === 'LIVE_QUESTION'
        ? null
        : dataType === 'LIVE'
          ? random.int(10, 90) * 60
          : dataType === 'SURVEY'
            ? random.int(3, 15) * 60
            : random.int(5, 45) * 60;
    events.push({
      doctorId,
      dataType,
      actionType,
      channel: random.next() < 0.6 ? preferred : weighted(random, CHANNEL_WEIGHTS),
      subject,
      topic: disease[0],
      startedAt,
      durationSeconds: duration,
    });
    if (ACTION_TYPES[actionType].dataType !== dataType) throw new Error(`action ${actionType} is not of ${dataType}`);
  }
  return events;
}
