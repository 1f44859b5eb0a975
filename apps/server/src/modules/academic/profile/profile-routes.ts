import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  academicPage,
  activityInfoQuery,
  activityRangeParams,
  activityRangeSchema,
  activitySchema,
  doctorIdParams,
  doctorOnlyQuery,
  fundSchema,
  guideSchema,
  liveSchema,
  meetingSchema,
  paperRangeSchema,
  paperSchema,
  patentSchema,
  profileListQuery,
  projectRangeSchema,
  researchSchema,
  type TimelineKind,
} from '@crm/shared/academic-schemas';
import type { Lang } from '@crm/shared/i18n';
import type { AcademicRecordKind } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { requestLang } from '../../../lib/i18n';
import { openDoctorProfile, PROFILE_VIEW, productScope, withheldPage } from '../academic-access';
import { activityPage, activityRange, guidePage, paperPage, paperRange, projectRange, recordPage, type RecordRow } from './profile-repository';

const tags = ['doctor profile'];
const MAX_YEAR_SPAN = 30;
const GUIDE_ROLES: Record<string, Record<Lang, string>> = {
  CHAIR: { zh: '组长', en: 'Chair' },
  WRITER: { zh: '执笔专家', en: 'Writing expert' },
  MEMBER: { zh: '编写委员', en: 'Committee member' },
};
const guideRole = (lang: Lang) => (role: string) => GUIDE_ROLES[role]?.[lang] ?? role;
const authorRole = (lang: Lang, order: number) => (lang === 'zh' ? (order === 1 ? '第一作者' : `第${order}作者`) : order === 1 ? 'First author' : `Author ${order}`);

/** The record lists of spec 3 that differ only in how their columns are named. */
const RECORD_LISTS: Array<{ path: string; kind: AcademicRecordKind; schema: z.ZodType; summary: string; byProduct: boolean; map: (row: RecordRow) => unknown }> = [
  {
    path: '/get/meeting/info',
    kind: 'MEETING',
    schema: meetingSchema,
    summary: 'Academic meetings of a doctor, newest first',
    byProduct: false,
    map: (r) => ({ id: r.id, recentAcademicMeeting: r.title, meetingUrl: r.url, meetingData: r.occurredOn, meetingAddress: r.place, role: r.role }),
  },
  {
    path: '/get/live/info',
    kind: 'LIVE',
    schema: liveSchema,
    summary: 'Live sessions a doctor gave, newest first',
    byProduct: false,
    map: (r) => ({ id: r.id, liveTitle: r.title, url: r.url, keywords: r.keywords, liveTime: r.occurredOn }),
  },
  {
    path: '/get/research/info',
    kind: 'RESEARCH',
    schema: researchSchema,
    summary: 'Clinical research of a doctor, newest first (filterable by drug through its indications)',
    byProduct: true,
    map: (r) => ({ id: r.id, researchTitle: r.title, url: r.url, adaptationDisease: r.indication, researchDate: r.occurredOn, subjectRole: r.role, researchScope: r.category }),
  },
  {
    path: '/get/fund/info',
    kind: 'FUND',
    schema: fundSchema,
    summary: 'Fund projects of a doctor, newest first',
    byProduct: false,
    map: (r) => ({
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
  {
    path: '/get/patent/info',
    kind: 'PATENT',
    schema: patentSchema,
    summary: 'Patents of a doctor, newest first',
    byProduct: false,
    map: (r) => ({ id: r.id, patentId: r.code ?? '', patentName: r.title, date: r.occurredOn, digest: r.digest }),
  },
];

/** The academic sections of the doctor profile page (spec 2.5), each answering 404 outside the data range. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/get/paper/range/:id',
    {
      config: PROFILE_VIEW,
      schema: { tags, summary: 'Papers, first-authored papers and citations of a doctor per year', params: doctorIdParams, response: { 200: envelope(paperRangeSchema) } },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.params.id);
      return ok(await paperRange(app.db, request.params.id));
    },
  );

  app.get(
    '/get/paper/info',
    {
      config: PROFILE_VIEW,
      schema: { tags, summary: 'Papers of a doctor with their co-authors, newest first', querystring: profileListQuery, response: { 200: envelope(academicPage(paperSchema)) } },
    },
    async (request) => {
      const { id, page, size, productId } = request.query;
      const principal = await openDoctorProfile(app.db, request, id);
      const scope = await productScope(app.db, request, principal, productId);
      if (scope?.withheld) return ok(withheldPage(scope), scope.withheldNotice!);
      return ok({ ...(await paperPage(app.db, id, { page, size }, scope?.indications ?? null)), withheld: false, withheldNotice: null });
    },
  );

  app.get(
    '/get/guide/info',
    {
      config: PROFILE_VIEW,
      schema: { tags, summary: 'Guidelines a doctor helped write, with the committee', querystring: profileListQuery, response: { 200: envelope(academicPage(guideSchema)) } },
    },
    async (request) => {
      const { id, page, size, productId } = request.query;
      const principal = await openDoctorProfile(app.db, request, id);
      const scope = await productScope(app.db, request, principal, productId);
      if (scope?.withheld) return ok(withheldPage(scope), scope.withheldNotice!);
      return ok({ ...(await guidePage(app.db, id, { page, size }, scope?.indications ?? null, guideRole(requestLang(request)))), withheld: false, withheldNotice: null });
    },
  );

  for (const list of RECORD_LISTS) {
    app.get(
      list.path,
      { config: PROFILE_VIEW, schema: { tags, summary: list.summary, querystring: profileListQuery, response: { 200: envelope(academicPage(list.schema)) } } },
      async (request) => {
        const { id, page, size, productId } = request.query;
        const principal = await openDoctorProfile(app.db, request, id);
        const scope = await productScope(app.db, request, principal, productId);
        if (scope?.withheld) return ok(withheldPage(scope), scope.withheldNotice!);
        const { rows, totalElements } = await recordPage(app.db, id, list.kind, { page, size }, list.byProduct ? (scope?.indications ?? null) : null);
        return ok({ content: rows.map(list.map), totalElements, withheld: false, withheldNotice: null });
      },
    );
  }

  app.get(
    '/get/activity/info',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'The activity timeline: papers, guidelines, meetings, live sessions, research, funds, patents and activities',
        querystring: activityInfoQuery,
        response: { 200: envelope(academicPage(activitySchema)) },
      },
    },
    async (request) => {
      const { id, page, size, kind } = request.query;
      await openDoctorProfile(app.db, request, id);
      const lang = requestLang(request);
      const { rows, totalElements } = await activityPage(app.db, id, kind, { page, size });
      const role = (row: (typeof rows)[number]) => (row.kind === 'PAPER' ? authorRole(lang, Number(row.role)) : row.kind === 'GUIDE' ? guideRole(lang)(row.role ?? '') : row.role);
      return ok({
        content: rows.map((row) => ({
          id: `${row.kind}-${row.id}`,
          kind: row.kind as TimelineKind,
          activityTime: row.activityTime,
          activityTitle: row.title,
          url: row.url,
          role: role(row),
        })),
        totalElements,
        withheld: false,
        withheldNotice: null,
      });
    },
  );

  app.get(
    '/get/activity/range/:startYear/:endYear',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'Counts of each kind of activity per year, for the timeline header',
        params: activityRangeParams,
        querystring: doctorOnlyQuery,
        response: { 200: envelope(activityRangeSchema) },
      },
    },
    async (request) => {
      const { startYear, endYear } = request.params;
      if (startYear > endYear || endYear - startYear > MAX_YEAR_SPAN) throw badRequest('yearRangeInvalid', { max: MAX_YEAR_SPAN });
      await openDoctorProfile(app.db, request, request.query.id);
      const rows = await activityRange(app.db, request.query.id, startYear, endYear);
      return ok(rows.map((row) => ({ ...row, kind: row.kind as TimelineKind })));
    },
  );

  app.get(
    '/get/project/range/:id',
    {
      config: PROFILE_VIEW,
      schema: { tags, summary: 'Clinical research, fund projects and patents of a doctor per year', params: doctorIdParams, response: { 200: envelope(projectRangeSchema) } },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.params.id);
      return ok(await projectRange(app.db, request.params.id));
    },
  );
}
