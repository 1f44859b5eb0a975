import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicPage,
  doctorIdParams,
  doctorPairQuery,
  doctorRelationSchema,
  networkChartQuery,
  networkChartSchema,
  networkDoctorQuery,
  networkDoctorRowSchema,
  networkTableQuery,
  networkTableRowSchema,
  relationListQuery,
  relationSchema,
  relationTypeCountSchema,
  type RelationType,
} from '@crm/shared/academic-schemas';
import { envelope, ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/http-error';
import { requestLang } from '../../../lib/i18n';
import { requirePrincipal } from '../../../platform/request-context';
import { doctorRangeCondition } from '../../customers/access/doctor-scope';
import { NETWORK_VIEW, openDoctorProfile, PROFILE_VIEW } from '../academic-access';
import { query } from '../profile/profile-repository';
import { centreChart } from './centre-chart';
import { doctorsToCentre, neighbours, networkDoctors, relationTypeCounts, round, tiesFrom } from './network-repository';

const page = <T>(content: T[], totalElements: number) => ({ content, totalElements, withheld: false, withheldNotice: null });

/** Colleagues on the profile page, and the academic network of Insights (spec 2.3, 2.5, 7.5). */
export async function networkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/relation/findRelationType/list/:id',
    {
      config: PROFILE_VIEW,
      schema: {
        tags: ['doctor profile'],
        summary: 'How many colleagues a doctor has per kind of tie',
        params: doctorIdParams,
        response: { 200: envelope(relationTypeCountSchema) },
      },
    },
    async (request) => {
      await openDoctorProfile(app.db, request, request.params.id);
      return ok(await relationTypeCounts(app.db, request.params.id));
    },
  );

  /** A page of the doctor's direct ties (opened as a profile view) with each colleague's card. */
  const neighbourCards = async (request: FastifyRequest, query: { id: number; relationType?: RelationType; page: number; size: number }) => {
    const principal = await openDoctorProfile(app.db, request, query.id);
    const { rows, total } = await neighbours(app.db, query.id, query.relationType, { page: query.page, size: query.size });
    const cards = await networkDoctors(
      app.db,
      principal,
      requestLang(request),
      rows.map((r) => r.id),
    );
    return { rows, total, cards };
  };

  app.get(
    '/relation/findBy/list',
    {
      config: PROFILE_VIEW,
      schema: {
        tags: ['doctor profile'],
        summary: 'A doctor’s colleagues (co-authors, committees, societies, department, teachers and students), strongest ties first',
        querystring: relationListQuery,
        response: { 200: envelope(academicPage(relationSchema)) },
      },
    },
    async (request) => {
      const { rows, total, cards } = await neighbourCards(request, request.query);
      const content = rows.flatMap((row) => {
        const card = cards.get(row.id);
        if (!card) return [];
        return [
          {
            relationId: row.id,
            relationDoctorId: card.doctorId,
            relationName: card.name,
            relationHospital: card.hospital,
            relationDepartment: card.department,
            relationTitle: card.title,
            data: row.data,
            weight: row.weight,
            accessible: card.accessible,
          },
        ];
      });
      return ok(page(content, total));
    },
  );

  app.get(
    '/academicNetwork/doctorAcademicNetworkCenterChart',
    {
      config: NETWORK_VIEW,
      schema: {
        tags: ['academic network'],
        summary: 'The network around a doctor: direct ties and, at depth 2, their ties',
        querystring: networkChartQuery,
        response: { 200: envelope(networkChartSchema) },
      },
    },
    async (request) => {
      const principal = await openDoctorProfile(app.db, request, request.query.id);
      return ok(await centreChart(app.db, principal, requestLang(request), request.query));
    },
  );

  app.get(
    '/academicNetwork/doctorAcademicNetworkCenterTable',
    {
      config: NETWORK_VIEW,
      schema: {
        tags: ['academic network'],
        summary: 'The centre doctor’s direct ties as a table, strongest first',
        querystring: networkTableQuery,
        response: { 200: envelope(academicPage(networkTableRowSchema)) },
      },
    },
    async (request) => {
      const { rows, total, cards } = await neighbourCards(request, request.query);
      const content = rows.flatMap((row) => {
        const card = cards.get(row.id);
        return card ? [{ ...card, data: row.data, weight: row.weight, sharedPapers: row.data.CO_AUTHOR ?? 0, sharedGuidelines: row.data.GUIDELINE ?? 0 }] : [];
      });
      return ok(page(content, total));
    },
  );

  app.get(
    '/academicNetwork/findRelationList',
    {
      config: NETWORK_VIEW,
      schema: {
        tags: ['academic network'],
        summary: 'Doctors of the caller’s data range with academic ties, most influential first, to centre the network on',
        querystring: networkDoctorQuery,
        response: { 200: envelope(academicPage(networkDoctorRowSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { page: pageNumber, size, ...filters } = request.query;
      const { rows, total } = await doctorsToCentre(app.db, principal, filters, doctorRangeCondition(principal), { page: pageNumber, size });
      const cards = await networkDoctors(
        app.db,
        principal,
        requestLang(request),
        rows.map((r) => r.id),
      );
      return ok(
        page(
          rows.flatMap((row) => {
            const card = cards.get(row.id);
            return card ? [{ ...card, relationCount: row.relationCount, papers: row.papers }] : [];
          }),
          total,
        ),
      );
    },
  );

  app.get(
    '/academicNetwork/findDoctorRelation',
    {
      config: NETWORK_VIEW,
      schema: {
        tags: ['academic network'],
        summary: 'What ties two doctors: shared papers and guidelines, societies, department, mentorship, common colleagues',
        querystring: doctorPairQuery,
        response: { 200: envelope(doctorRelationSchema) },
      },
    },
    async (request) => {
      const { id, otherId } = request.query;
      if (id === otherId) throw badRequest('otherDoctorSame');
      const principal = await openDoctorProfile(app.db, request, id);
      const lang = requestLang(request);
      const cards = await networkDoctors(app.db, principal, lang, [id, otherId]);
      const other = cards.get(otherId);
      if (!other) throw notFound();
      const [ties] = await tiesFrom(app.db, [id]).then((links) => links.filter((l) => l.target === otherId));
      const papers = await query<{ id: number; title: string; publishPeriodical: string; publishYear: number }>(
        app.db,
        sql`select p.id::int as id, ${lang === 'en' ? sql`coalesce(p.title_en, p.title)` : sql`p.title`} as title, p.journal as "publishPeriodical", p.publish_year::int as "publishYear"
            from academic_paper_author a join academic_paper_author b on b.paper_id = a.paper_id and b.doctor_id = ${otherId} join academic_paper p on p.id = a.paper_id
            where a.doctor_id = ${id} order by p.publish_year desc, p.id desc limit 20`,
      );
      const guidelines = await query<{ id: number; guideTitle: string; publishYear: number }>(
        app.db,
        sql`select g.id::int as id, ${lang === 'en' ? sql`coalesce(g.title_en, g.title)` : sql`g.title`} as "guideTitle", g.publish_year::int as "publishYear"
            from academic_guideline_member a join academic_guideline_member b on b.guideline_id = a.guideline_id and b.doctor_id = ${otherId} join academic_guideline g on g.id = a.guideline_id
            where a.doctor_id = ${id} order by g.publish_year desc`,
      );
      const [facts] = await query<{ associations: string[] | null; sameDepartment: boolean; mentor: boolean; mentee: boolean }>(
        app.db,
        sql`select (select array_agg(distinct split_part(x, '#', 1)) from unnest(a.association) x where split_part(x, '#', 1) in (select split_part(y, '#', 1) from unnest(b.association) y)) as associations,
              coalesce(a.hospital_department_id = b.hospital_department_id, false) as "sameDepartment",
              exists (select 1 from doctor_mentorship m where m.mentor_id = b.id and m.mentee_id = a.id) as mentor,
              exists (select 1 from doctor_mentorship m where m.mentor_id = a.id and m.mentee_id = b.id) as mentee
            from doctor a, doctor b where a.id = ${id} and b.id = ${otherId}`,
      );
      let via: Array<typeof other> = [];
      if (!ties) {
        const common = await query<{ id: number }>(
          app.db,
          sql`select a.other_id::int as id from doctor_relation a join doctor_relation b on b.doctor_id = ${otherId} and b.other_id = a.other_id
              where a.doctor_id = ${id} group by a.other_id order by count(*) desc, a.other_id limit 10`,
        );
        const viaCards = await networkDoctors(
          app.db,
          principal,
          lang,
          common.map((c) => c.id),
        );
        via = common.flatMap((c) => viaCards.get(c.id) ?? []);
      }
      return ok({
        doctor: cards.get(id)!,
        other,
        direct: Boolean(ties),
        weight: ties ? round(ties.weight) : 0,
        types: (ties?.types ?? []) as RelationType[],
        papers,
        guidelines,
        associations: facts?.associations ?? [],
        sameDepartment: facts?.sameDepartment ?? false,
        mentorship: facts?.mentor ? ('MENTOR' as const) : facts?.mentee ? ('MENTEE' as const) : null,
        via,
      });
    },
  );
}
