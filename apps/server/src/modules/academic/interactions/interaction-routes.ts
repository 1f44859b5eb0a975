import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicPage,
  ACTIVENESS_CATEGORIES,
  actionDetailQuery,
  actionDetailSchema,
  actionsByDataTypeQuery,
  activenessQuery,
  activenessSchema,
  countByTypeSchema,
  doctorOnlyQuery,
  type Activeness,
} from '@crm/shared/academic-schemas';
import { envelope, ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/http-error';
import { openDoctorProfile, PROFILE_VIEW } from '../academic-access';
import { query, type Paging } from '../profile/profile-repository';
import { actionTypeName, channelName } from './action-types';
import { activenessBuckets } from './activeness';
import { diseaseNameEn } from './topics';

const tags = ['doctor interaction'];
const ZONE = 'Asia/Shanghai';

async function actionPage(app: FastifyInstance, doctorId: number, dataTypes: string[] | null, paging: Paging) {
  const where: SQL = dataTypes ? sql`doctor_id = ${doctorId} and data_type = any(${sql.param(dataTypes)}::text[])` : sql`doctor_id = ${doctorId}`;
  const [total] = await query<{ n: number }>(app.db, sql`select count(*)::int as n from doctor_interaction where ${where}`);
  const rows = await query<{ id: number; startedAt: string | Date; actionType: string; subject: string; dataType: 'EDUCATION' | 'LIVE' | 'SURVEY'; duration: number | null }>(
    app.db,
    sql`select id::int as id, started_at as "startedAt", action_type as "actionType", subject, data_type as "dataType", duration_seconds as duration
        from doctor_interaction where ${where} order by started_at desc, id desc limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  const content = rows.map(({ startedAt, ...row }) => {
    const names = actionTypeName(row.actionType);
    return { ...row, actionStartTime: new Date(startedAt).toISOString(), actionTypeName: names.name, actionTypeNameEn: names.nameEn };
  });
  return { content, totalElements: total?.n ?? 0, withheld: false, withheldNotice: null };
}

/** The interaction widgets of the profile page (spec 2.5): activeness, behaviour statistics, tendencies, detail. */
export async function interactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/doctor/action/activeness',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'Interactions per day or month: total, medical education, live sessions, surveys (zero-filled)',
        querystring: activenessQuery,
        response: { 200: envelope(activenessSchema) },
      },
    },
    async (request) => {
      const { id, granularity } = request.query;
      const buckets = activenessBuckets(granularity, request.query.startDate, request.query.endDate, new Date());
      if (!buckets) throw badRequest('invalidField', { field: 'startDate', reason: `${request.query.startDate} > ${request.query.endDate}` });
      await openDoctorProfile(app.db, request, id);
      const unit = granularity === 'day' ? 'day' : 'month';
      const format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      const rows = await query<{ bucket: string; dataType: string; counts: number }>(
        app.db,
        sql`select to_char(date_trunc(${unit}, started_at at time zone ${ZONE}), ${format}) as bucket, data_type as "dataType", count(*)::int as counts
            from doctor_interaction where doctor_id = ${id} and started_at >= ${buckets.from}::timestamp at time zone ${ZONE} and started_at < ${buckets.to}::timestamp at time zone ${ZONE}
            group by 1, 2`,
      );
      const result = { granularity } as Activeness;
      for (const category of ACTIVENESS_CATEGORIES) {
        result[category] = buckets.labels.map((label) => ({
          actionDate: label,
          counts: rows.filter((r) => r.bucket === label && (category === 'TOTAL' || r.dataType === category)).reduce((sum, r) => sum + r.counts, 0),
        }));
      }
      return ok(result);
    },
  );

  app.get(
    '/doctor/action/statistical',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'How often a doctor did each kind of interaction, most frequent first',
        querystring: doctorOnlyQuery,
        response: { 200: envelope(countByTypeSchema) },
      },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.query.id);
      const rows = await query<{ dataType: string; counts: number }>(
        app.db,
        sql`select action_type as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${request.query.id} group by action_type order by counts desc, action_type`,
      );
      return ok(rows.map((row) => ({ ...row, ...actionTypeName(row.dataType) })));
    },
  );

  app.get(
    '/doctor/action/tendency',
    {
      config: PROFILE_VIEW,
      schema: { tags, summary: 'Where a doctor interacts (enterprise WeChat, app, web, SMS link)', querystring: doctorOnlyQuery, response: { 200: envelope(countByTypeSchema) } },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.query.id);
      const rows = await query<{ dataType: string; counts: number }>(
        app.db,
        sql`select channel as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${request.query.id} group by channel order by counts desc, channel`,
      );
      return ok(rows.map((row) => ({ ...row, ...channelName(row.dataType) })));
    },
  );

  app.get(
    '/doctor/action/detail',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'The interaction timeline of a doctor, newest first',
        querystring: actionDetailQuery,
        response: { 200: envelope(academicPage(actionDetailSchema)) },
      },
    },
    async (request) => {
      const { id, page, size } = request.query;
      await openDoctorProfile(app.db, request, id);
      return ok(await actionPage(app, id, null, { page, size }));
    },
  );

  app.get(
    '/action/find/by/list/dataType',
    {
      config: PROFILE_VIEW,
      schema: {
        tags,
        summary: 'The interaction timeline restricted to some data types (dataType repeated, without indices)',
        querystring: actionsByDataTypeQuery,
        response: { 200: envelope(academicPage(actionDetailSchema)) },
      },
    },
    async (request) => {
      const { id, page, size, dataType } = request.query;
      await openDoctorProfile(app.db, request, id);
      return ok(await actionPage(app, id, dataType, { page, size }));
    },
  );
}

/** The education-platform service (its own prefix, like the other services of spec 7). */
export async function educationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/educate/tendency',
    {
      config: PROFILE_VIEW,
      schema: {
        tags: ['education platform'],
        summary: 'What a doctor studies on the education platform, by disease area',
        querystring: doctorOnlyQuery,
        response: { 200: envelope(countByTypeSchema) },
      },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.query.id);
      const rows = await query<{ dataType: string; counts: number }>(
        app.db,
        sql`select topic as "dataType", count(*)::int as counts from doctor_interaction where doctor_id = ${request.query.id} and data_type = 'EDUCATION' and topic is not null
            group by topic order by counts desc, topic`,
      );
      return ok(rows.map((row) => ({ ...row, name: row.dataType, nameEn: diseaseNameEn(row.dataType) })));
    },
  );
}
