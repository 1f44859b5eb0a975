import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { academicGuidelineMember, academicPaperAuthor } from '../../../db/schema/academic/academic';
import { rows } from '../../../db/rows';

type Executor = Pick<Database, 'execute'>;

/**
 * The doctor-to-doctor ties of a tenant from their sources: shared papers, shared guideline
 * committees, the same society (the part of `association` before '#'), the same hospital
 * department, and teacher-student pairs. Each tie is stored in both directions.
 *
 * A tie between two doctors depends only on the two doctors' own source rows, so when some doctors'
 * sources changed (queued in doctor_relation_change by triggers) only the ties touching them are
 * deleted and recomputed; the result equals a full rebuild.
 */

/** Above this share of the tenant's doctors changed, one full rebuild is cheaper than the pieces. */
const FULL_REBUILD_SHARE = 0.25;

export interface RelationRefresh {
  mode: 'full' | 'incremental' | 'unchanged';
  /** Doctors whose ties were recomputed (all of the tenant's on a full rebuild). */
  doctors: number;
}

/**
 * Brings the tenant's ties up to date: rebuilds them all when `full` (or when most doctors changed),
 * otherwise only those of the doctors whose sources changed since the last refresh.
 */
export async function refreshRelations(db: Executor, tenantId: number, options: { full?: boolean } = {}): Promise<RelationRefresh> {
  const changed = (await rows<{ id: number }>(db, sql`delete from doctor_relation_change where tenant_id = ${tenantId} returning doctor_id::int as id`)).map((r) => Number(r.id));
  if (!options.full) {
    if (changed.length === 0) return { mode: 'unchanged', doctors: 0 };
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor where tenant_id = ${tenantId}`);
    if (changed.length <= n * FULL_REBUILD_SHARE) {
      await rebuildRelationsOf(db, tenantId, changed);
      return { mode: 'incremental', doctors: changed.length };
    }
  }
  const doctors = await rebuildRelations(db, tenantId);
  return { mode: 'full', doctors };
}

/** Deletes and recomputes every tie of the tenant; returns the number of its doctors. */
export async function rebuildRelations(db: Executor, tenantId: number): Promise<number> {
  await db.execute(sql`delete from doctor_relation where tenant_id = ${tenantId}`);
  await insertTies(db, tenantId, null);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor where tenant_id = ${tenantId}`);
  return n;
}

/** Deletes and recomputes the ties touching `doctorIds` (in both directions). */
export async function rebuildRelationsOf(db: Executor, tenantId: number, doctorIds: number[]): Promise<void> {
  if (doctorIds.length === 0) return;
  const ids = sql`${sql.param(doctorIds)}::bigint[]`;
  await db.execute(sql`delete from doctor_relation where tenant_id = ${tenantId} and doctor_id = any(${ids})`);
  await db.execute(sql`delete from doctor_relation where tenant_id = ${tenantId} and other_id = any(${ids})`);
  await insertTies(db, tenantId, ids);
}

/**
 * Inserts the ties of the tenant, or only those with at least one doctor in `changed`. In the
 * partial case each kind is computed from the changed side and mirrored; `union` drops the pairs
 * found from both sides (ties are symmetric, strengths included).
 */
async function insertTies(db: Executor, tenantId: number, changed: SQL | null): Promise<void> {
  const mirrored = (pairs: SQL, type: string) =>
    changed
      ? sql`with pairs as (${pairs})
          insert into doctor_relation (tenant_id, doctor_id, other_id, relation_type, strength)
          select ${tenantId}::bigint, a, b, ${type}, s from pairs union select ${tenantId}::bigint, b, a, ${type}, s from pairs`
      : sql`insert into doctor_relation (tenant_id, doctor_id, other_id, relation_type, strength) select ${tenantId}::bigint, a, b, ${type}, s from (${pairs}) pairs`;
  const only = (column: SQL) => (changed ? sql`and ${column} = any(${changed})` : sql``);

  /** Doctors listed together (on a paper, in a guideline committee), tied by how many lists they share. */
  const listedTogether = (members: typeof academicPaperAuthor | typeof academicGuidelineMember, list: 'paper_id' | 'guideline_id') =>
    sql`select a.doctor_id as a, b.doctor_id as b, count(*)::int as s
        from ${members} a join ${members} b on b.${sql.identifier(list)} = a.${sql.identifier(list)} and b.doctor_id <> a.doctor_id
        where a.tenant_id = ${tenantId} ${only(sql`a.doctor_id`)}
        group by a.doctor_id, b.doctor_id`;

  await db.execute(mirrored(listedTogether(academicPaperAuthor, 'paper_id'), 'CO_AUTHOR'));
  await db.execute(mirrored(listedTogether(academicGuidelineMember, 'guideline_id'), 'GUIDELINE'));
  await db.execute(
    mirrored(
      sql`select a.id as a, b.id as b, count(*)::int as s
          from (select distinct d.id, split_part(m.entry, '#', 1) as society from doctor d cross join lateral unnest(d.association) as m(entry)
                where d.tenant_id = ${tenantId} ${only(sql`d.id`)}) a
          join (select distinct d.id, split_part(m.entry, '#', 1) as society from doctor d cross join lateral unnest(d.association) as m(entry)
                where d.tenant_id = ${tenantId}) b on b.society = a.society and b.id <> a.id
          group by a.id, b.id`,
      'ASSOCIATION',
    ),
  );
  await db.execute(
    mirrored(
      sql`select a.id as a, b.id as b, 1 as s
          from doctor a join doctor b on b.hospital_department_id = a.hospital_department_id and b.id <> a.id
          where a.tenant_id = ${tenantId} and b.tenant_id = ${tenantId} and a.hospital_department_id is not null ${only(sql`a.id`)}`,
      'COLLEAGUE',
    ),
  );
  const mentorships = sql`select mentee_id as a, mentor_id as b, 1 as s from doctor_mentorship
    where tenant_id = ${tenantId} ${changed ? sql`and (mentee_id = any(${changed}) or mentor_id = any(${changed}))` : sql``}`;
  await db.execute(sql`
    insert into doctor_relation (tenant_id, doctor_id, other_id, relation_type, strength)
    select ${tenantId}::bigint, a, b, 'MENTOR', s from (${mentorships}) m
    union all
    select ${tenantId}::bigint, b, a, 'MENTEE', s from (${mentorships}) m`);
}
