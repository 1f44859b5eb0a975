import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { AcademicRecordKind } from '../../../db/schema/academic/academic';
import { rowsOf } from '../../../db/rows';

export async function query<T>(db: Pick<Database, 'execute'>, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

export interface Paging {
  page: number;
  size: number;
}

const limits = ({ page, size }: Paging) => sql`limit ${size} offset ${page * size}`;
/** Records of a disease among the drug's indications, when a drug filter applies. */
const indicationMatch = (column: SQL, indications: string[] | null) => (indications === null ? sql`true` : sql`${column} = any(${sql.param(indications)}::text[])`);

export async function paperRange(db: Database, doctorId: number) {
  return query<{ year: number; papers: number; firstAuthor: number; quotedTimes: number }>(
    db,
    sql`select p.publish_year::int as year, count(*)::int as papers, (count(*) filter (where pa.author_order = 1))::int as "firstAuthor", coalesce(sum(p.quoted_times), 0)::int as "quotedTimes"
        from academic_paper_author pa join academic_paper p on p.id = pa.paper_id where pa.doctor_id = ${doctorId} group by p.publish_year order by p.publish_year`,
  );
}

async function colleaguesOn(db: Database, table: 'academic_paper_author' | 'academic_guideline_member', key: 'paper_id' | 'guideline_id', ids: number[], doctorId: number) {
  if (ids.length === 0) return new Map<number, Array<{ id: number; doctorId: string; name: string }>>();
  const rows = await query<{ owner: number; id: number; code: string; name: string }>(
    db,
    sql`select x.${sql.raw(key)}::int as owner, d.id::int as id, d.code, d.name from ${sql.raw(table)} x join doctor d on d.id = x.doctor_id
        where x.${sql.raw(key)} = any(${sql.param(ids)}::bigint[]) and x.doctor_id <> ${doctorId} order by ${sql.raw(table === 'academic_paper_author' ? 'x.author_order' : 'd.id')}`,
  );
  const byOwner = new Map<number, Array<{ id: number; doctorId: string; name: string }>>();
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), { id: row.id, doctorId: row.code, name: row.name }]);
  return byOwner;
}

export async function paperPage(db: Database, doctorId: number, paging: Paging, indications: string[] | null) {
  const where = sql`pa.doctor_id = ${doctorId} and ${indicationMatch(sql`p.indication`, indications)}`;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from academic_paper_author pa join academic_paper p on p.id = pa.paper_id where ${where}`);
  const rows = await query<{
    id: number;
    title: string;
    titleEn: string | null;
    url: string | null;
    journal: string;
    publishYear: number;
    quotedTimes: number;
    authorOrder: number;
    isCorresponding: boolean;
    indication: string | null;
  }>(
    db,
    sql`select p.id::int as id, p.title, p.title_en as "titleEn", p.url, p.journal, p.publish_year::int as "publishYear", p.quoted_times as "quotedTimes",
          pa.author_order::int as "authorOrder", pa.is_corresponding as "isCorresponding", p.indication
        from academic_paper_author pa join academic_paper p on p.id = pa.paper_id where ${where}
        order by p.publish_year desc, p.quoted_times desc, p.id desc ${limits(paging)}`,
  );
  const coAuthors = await colleaguesOn(
    db,
    'academic_paper_author',
    'paper_id',
    rows.map((r) => r.id),
    doctorId,
  );
  return {
    content: rows.map(({ journal, ...row }) => ({ ...row, publishPeriodical: journal, coAuthors: coAuthors.get(row.id) ?? [] })),
    totalElements: total?.n ?? 0,
  };
}

export async function guidePage(db: Database, doctorId: number, paging: Paging, indications: string[] | null, roleName: (role: string) => string) {
  const where = sql`m.doctor_id = ${doctorId} and ${indicationMatch(sql`g.indication`, indications)}`;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from academic_guideline_member m join academic_guideline g on g.id = m.guideline_id where ${where}`);
  const rows = await query<{
    id: number;
    guideTitle: string;
    guideTitleEn: string | null;
    url: string | null;
    guideFormulateInstitutions: string;
    publishYear: number;
    quotedTimes: number;
    role: string;
  }>(
    db,
    sql`select g.id::int as id, g.title as "guideTitle", g.title_en as "guideTitleEn", g.url, g.institution as "guideFormulateInstitutions", g.publish_year::int as "publishYear",
          g.quoted_times as "quotedTimes", m.role
        from academic_guideline_member m join academic_guideline g on g.id = m.guideline_id where ${where}
        order by g.publish_year desc, g.id desc ${limits(paging)}`,
  );
  const committee = await colleaguesOn(
    db,
    'academic_guideline_member',
    'guideline_id',
    rows.map((r) => r.id),
    doctorId,
  );
  return { content: rows.map((row) => ({ ...row, role: roleName(row.role), committee: committee.get(row.id) ?? [] })), totalElements: total?.n ?? 0 };
}

export interface RecordRow {
  id: number;
  title: string;
  url: string | null;
  occurredOn: string;
  place: string | null;
  role: string | null;
  category: string | null;
  code: string | null;
  organization: string | null;
  amount: number | null;
  keywords: string[];
  digest: string | null;
  indication: string | null;
}

export async function recordPage(db: Database, doctorId: number, kind: AcademicRecordKind, paging: Paging, indications: string[] | null = null) {
  const where = sql`doctor_id = ${doctorId} and kind = ${kind} and ${indicationMatch(sql`indication`, indications)}`;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from doctor_academic_record where ${where}`);
  const rows = await query<RecordRow>(
    db,
    sql`select id::int as id, title, url, occurred_on::text as "occurredOn", place, role, category, code, organization, amount::float8 as amount, keywords, digest, indication
        from doctor_academic_record where ${where} order by occurred_on desc, id desc ${limits(paging)}`,
  );
  return { rows, totalElements: total?.n ?? 0 };
}

/** Everything a doctor did, newest first: papers and guidelines by year, other records by date. */
const timeline = (doctorId: number) => sql`
  select 'PAPER' as kind, p.id, p.title, p.url, pa.author_order::text as role, p.publish_year::text as "activityTime", make_date(p.publish_year, 12, 31) as sort_date
    from academic_paper_author pa join academic_paper p on p.id = pa.paper_id where pa.doctor_id = ${doctorId}
  union all
  select 'GUIDE', g.id, g.title, g.url, m.role, g.publish_year::text, make_date(g.publish_year, 12, 31)
    from academic_guideline_member m join academic_guideline g on g.id = m.guideline_id where m.doctor_id = ${doctorId}
  union all
  select kind, id, title, url, role, occurred_on::text, occurred_on from doctor_academic_record where doctor_id = ${doctorId}`;

export async function activityPage(db: Database, doctorId: number, kind: string | undefined, paging: Paging) {
  const filter = kind ? sql`where t.kind = ${kind}` : sql``;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from (${timeline(doctorId)}) t ${filter}`);
  const rows = await query<{ kind: string; id: number; title: string; url: string | null; role: string | null; activityTime: string }>(
    db,
    sql`select t.kind, t.id::int as id, t.title, t.url, t.role, t."activityTime" from (${timeline(doctorId)}) t ${filter} order by t.sort_date desc, t.kind, t.id desc ${limits(paging)}`,
  );
  return { rows, totalElements: total?.n ?? 0 };
}

export async function activityRange(db: Database, doctorId: number, startYear: number, endYear: number) {
  return query<{ year: number; kind: string; counts: number }>(
    db,
    sql`select extract(year from t.sort_date)::int as year, t.kind, count(*)::int as counts from (${timeline(doctorId)}) t
        where extract(year from t.sort_date) between ${startYear} and ${endYear} group by 1, 2 order by 1, 2`,
  );
}

export async function projectRange(db: Database, doctorId: number) {
  return query<{ year: number; research: number; fund: number; patent: number }>(
    db,
    sql`select extract(year from occurred_on)::int as year, (count(*) filter (where kind = 'RESEARCH'))::int as research,
          (count(*) filter (where kind = 'FUND'))::int as fund, (count(*) filter (where kind = 'PATENT'))::int as patent
        from doctor_academic_record where doctor_id = ${doctorId} and kind in ('RESEARCH', 'FUND', 'PATENT') group by 1 order by 1`,
  );
}
