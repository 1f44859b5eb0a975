import { sql } from 'drizzle-orm';
import type { NetworkChartQuery, RelationType } from '@crm/shared/contracts/academic-schemas';
import { badRequest, notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { doctorRangeCondition } from '../../customers/index';
import { openDoctorProfile } from '../academic-access';
import { query } from '../profile/profile-repository';
import { centreChart } from './centre-chart';
import { doctorsToCentre, neighbours, networkDoctors, relationTypeCounts, round, tiesFrom } from './network-repository';

/** Colleagues on the profile page, and the academic network of Insights (spec 2.3, 2.5, 7.5). */

const page = <T>(content: T[], totalElements: number) => ({ content, totalElements, withheld: false, withheldNotice: null });

export async function relationTypeCountsOf({ db, request }: RequestContext, doctorId: number) {
  await openDoctorProfile(db, request, doctorId);
  return relationTypeCounts(db, doctorId);
}

/** A page of the doctor's direct ties (opened as a profile view) with each colleague's card. */
async function neighbourCards({ db, request, lang }: RequestContext, input: { id: number; relationType?: RelationType; page: number; size: number }) {
  const principal = await openDoctorProfile(db, request, input.id);
  const { rows, total } = await neighbours(db, input.id, input.relationType, { page: input.page, size: input.size });
  const cards = await networkDoctors(
    db,
    principal,
    lang,
    rows.map((r) => r.id),
  );
  return { rows, total, cards };
}

/** The doctor's colleagues as the profile lists them. */
export async function colleaguesOf(context: RequestContext, input: { id: number; relationType?: RelationType; page: number; size: number }) {
  const { rows, total, cards } = await neighbourCards(context, input);
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
  return page(content, total);
}

/** The network around a doctor. */
export async function centreChartOf({ db, request, lang }: RequestContext, input: NetworkChartQuery) {
  const principal = await openDoctorProfile(db, request, input.id);
  return centreChart(db, principal, lang, input);
}

/** The centre doctor's direct ties as a table. */
export async function centreTableOf(context: RequestContext, input: { id: number; relationType?: RelationType; page: number; size: number }) {
  const { rows, total, cards } = await neighbourCards(context, input);
  const content = rows.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [{ ...card, data: row.data, weight: row.weight, sharedPapers: row.data.CO_AUTHOR ?? 0, sharedGuidelines: row.data.GUIDELINE ?? 0 }] : [];
  });
  return page(content, total);
}

/** Doctors of the caller's data range with academic ties, most influential first. */
export async function doctorsToCentreOf({ db, principal, lang }: RequestContext, input: Parameters<typeof doctorsToCentre>[2] & { page: number; size: number }) {
  const { page: pageNumber, size, ...filters } = input;
  const { rows, total } = await doctorsToCentre(db, principal, filters, doctorRangeCondition(principal), { page: pageNumber, size });
  const cards = await networkDoctors(
    db,
    principal,
    lang,
    rows.map((r) => r.id),
  );
  return page(
    rows.flatMap((row) => {
      const card = cards.get(row.id);
      return card ? [{ ...card, relationCount: row.relationCount, papers: row.papers }] : [];
    }),
    total,
  );
}

/** What ties two doctors. */
export async function pairTiesOf({ db, request, lang }: RequestContext, input: { id: number; otherId: number }) {
  const { id, otherId } = input;
  if (id === otherId) throw badRequest('otherDoctorSame');
  const principal = await openDoctorProfile(db, request, id);
  const cards = await networkDoctors(db, principal, lang, [id, otherId]);
  const other = cards.get(otherId);
  if (!other) throw notFound();
  const [ties] = await tiesFrom(db, [id]).then((links) => links.filter((l) => l.target === otherId));
  const papers = await query<{ id: number; title: string; publishPeriodical: string; publishYear: number }>(
    db,
    sql`select p.id::int as id, ${lang === 'en' ? sql`coalesce(p.title_en, p.title)` : sql`p.title`} as title, p.journal as "publishPeriodical", p.publish_year::int as "publishYear"
        from academic_paper_author a join academic_paper_author b on b.paper_id = a.paper_id and b.doctor_id = ${otherId} join academic_paper p on p.id = a.paper_id
        where a.doctor_id = ${id} order by p.publish_year desc, p.id desc limit 20`,
  );
  const guidelines = await query<{ id: number; guideTitle: string; publishYear: number }>(
    db,
    sql`select g.id::int as id, ${lang === 'en' ? sql`coalesce(g.title_en, g.title)` : sql`g.title`} as "guideTitle", g.publish_year::int as "publishYear"
        from academic_guideline_member a join academic_guideline_member b on b.guideline_id = a.guideline_id and b.doctor_id = ${otherId} join academic_guideline g on g.id = a.guideline_id
        where a.doctor_id = ${id} order by g.publish_year desc`,
  );
  const [facts] = await query<{ associations: string[] | null; sameDepartment: boolean; mentor: boolean; mentee: boolean }>(
    db,
    sql`select (select array_agg(distinct split_part(x, '#', 1)) from unnest(a.association) x where split_part(x, '#', 1) in (select split_part(y, '#', 1) from unnest(b.association) y)) as associations,
          coalesce(a.hospital_department_id = b.hospital_department_id, false) as "sameDepartment",
          exists (select 1 from doctor_mentorship m where m.mentor_id = b.id and m.mentee_id = a.id) as mentor,
          exists (select 1 from doctor_mentorship m where m.mentor_id = a.id and m.mentee_id = b.id) as mentee
        from doctor a, doctor b where a.id = ${id} and b.id = ${otherId}`,
  );
  let via: Array<typeof other> = [];
  if (!ties) {
    const common = await query<{ id: number }>(
      db,
      sql`select a.other_id::int as id from doctor_relation a join doctor_relation b on b.doctor_id = ${otherId} and b.other_id = a.other_id
          where a.doctor_id = ${id} group by a.other_id order by count(*) desc, a.other_id limit 10`,
    );
    const viaCards = await networkDoctors(
      db,
      principal,
      lang,
      common.map((c) => c.id),
    );
    via = common.flatMap((c) => viaCards.get(c.id) ?? []);
  }
  return {
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
  };
}
