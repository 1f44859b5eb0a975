import type { ProfileListQuery, TimelineKind } from '@crm/shared/contracts/academic-schemas';
import type { Lang } from '@crm/shared/i18n';
import type { AcademicRecordKind } from '../../../db/schema/academic/academic';
import { badRequest } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { openDoctorProfile, productScope, withheldPage, type ProductScope } from '../academic-access';
import { activityPage, activityRange, guidePage, paperPage, paperRange, projectRange, recordPage, type RecordRow } from './profile-repository';

/** The academic sections of the doctor profile page (spec 2.5), each answering 404 outside the data range. */

const MAX_YEAR_SPAN = 30;
const GUIDE_ROLES: Record<string, Record<Lang, string>> = {
  CHAIR: { zh: '组长', en: 'Chair' },
  WRITER: { zh: '执笔专家', en: 'Writing expert' },
  MEMBER: { zh: '编写委员', en: 'Committee member' },
};
const guideRole = (lang: Lang) => (role: string) => GUIDE_ROLES[role]?.[lang] ?? role;
const authorRole = (lang: Lang, order: number) => (lang === 'zh' ? (order === 1 ? '第一作者' : `第${order}作者`) : order === 1 ? 'First author' : `Author ${order}`);
const shown = { withheld: false, withheldNotice: null };

/** The record lists of spec 3 that differ only in how their columns are named. */
export const RECORD_LISTS = {
  meeting: {
    kind: 'MEETING',
    byProduct: false,
    map: (r: RecordRow) => ({ id: r.id, recentAcademicMeeting: r.title, meetingUrl: r.url, meetingData: r.occurredOn, meetingAddress: r.place, role: r.role }),
  },
  live: { kind: 'LIVE', byProduct: false, map: (r: RecordRow) => ({ id: r.id, liveTitle: r.title, url: r.url, keywords: r.keywords, liveTime: r.occurredOn }) },
  research: {
    kind: 'RESEARCH',
    byProduct: true,
    map: (r: RecordRow) => ({
      id: r.id,
      researchTitle: r.title,
      url: r.url,
      adaptationDisease: r.indication,
      researchDate: r.occurredOn,
      subjectRole: r.role,
      researchScope: r.category,
    }),
  },
  fund: {
    kind: 'FUND',
    byProduct: false,
    map: (r: RecordRow) => ({
      id: r.id,
      subjectCode: r.code,
      projectName: r.title,
      naturefundUrl: r.url,
      projectCategory: r.category,
      fundingNumber: r.amount === null ? null : Number(r.amount),
      applicationTime: r.occurredOn,
      companyName: r.organization,
      role: r.role,
    }),
  },
  patent: { kind: 'PATENT', byProduct: false, map: (r: RecordRow) => ({ id: r.id, patentId: r.code ?? '', patentName: r.title, date: r.occurredOn, digest: r.digest }) },
} satisfies Record<string, { kind: AcademicRecordKind; byProduct: boolean; map: (row: RecordRow) => unknown }>;

/**
 * Opens the profile and resolves the drug filter. A withheld drug's data answers an empty page with
 * the notice (also as the envelope's message); otherwise `read` answers the page.
 */
async function section<T>(context: RequestContext, input: ProfileListQuery, read: (scope: ProductScope | null) => Promise<T>) {
  const { db, request } = context;
  const principal = await openDoctorProfile(db, request, input.id);
  const scope = await productScope(db, request, principal, input.productId);
  if (scope?.withheld) {
    context.envelopeMessage = scope.withheldNotice!;
    return withheldPage(scope);
  }
  return { ...(await read(scope)), ...shown };
}

export const papersOf = (context: RequestContext, input: ProfileListQuery) =>
  section(context, input, (scope) => paperPage(context.db, input.id, input, scope?.indications ?? null));

export const guidesOf = (context: RequestContext, input: ProfileListQuery) =>
  section(context, input, (scope) => guidePage(context.db, input.id, input, scope?.indications ?? null, guideRole(context.lang)));

export function recordsOf<K extends keyof typeof RECORD_LISTS>(context: RequestContext, list: K, input: ProfileListQuery) {
  const { kind, byProduct, map } = RECORD_LISTS[list] as { kind: AcademicRecordKind; byProduct: boolean; map: (row: RecordRow) => ReturnType<(typeof RECORD_LISTS)[K]['map']> };
  return section(context, input, async (scope) => {
    const { rows, totalElements } = await recordPage(context.db, input.id, kind, input, byProduct ? (scope?.indications ?? null) : null);
    return { content: rows.map((row) => map(row)), totalElements };
  });
}

/** A page of the activity timeline across every kind of record. */
export async function activitiesOf({ db, request, lang }: RequestContext, input: ProfileListQuery & { kind?: TimelineKind }) {
  await openDoctorProfile(db, request, input.id);
  const { rows, totalElements } = await activityPage(db, input.id, input.kind, input);
  const role = (row: (typeof rows)[number]) => (row.kind === 'PAPER' ? authorRole(lang, Number(row.role)) : row.kind === 'GUIDE' ? guideRole(lang)(row.role ?? '') : row.role);
  return {
    content: rows.map((row) => ({
      id: `${row.kind}-${row.id}`,
      kind: row.kind as TimelineKind,
      activityTime: row.activityTime,
      activityTitle: row.title,
      url: row.url,
      role: role(row),
    })),
    totalElements,
    ...shown,
  };
}

/** Counts of each kind of activity per year, at most 30 years. */
export async function activityRangeOf({ db, request }: RequestContext, doctorId: number, startYear: number, endYear: number) {
  if (startYear > endYear || endYear - startYear > MAX_YEAR_SPAN) throw badRequest('yearRangeInvalid', { max: MAX_YEAR_SPAN });
  await openDoctorProfile(db, request, doctorId);
  const rows = await activityRange(db, doctorId, startYear, endYear);
  return rows.map((row) => ({ ...row, kind: row.kind as TimelineKind }));
}

export async function paperRangeOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  return paperRange(db, doctorId);
}

export async function projectRangeOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  return projectRange(db, doctorId);
}
