import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { TagTerm } from '@crm/shared/contracts/customer-tags';
import type { Database } from '../../../db/client';
import { doctorTag, tagGroup, tagTerm } from '../../../db/schema/customers/customers';
import { appUser } from '../../../db/schema/platform/tenancy';
import { HttpError, notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';

const termColumns = { id: tagTerm.id, groupId: tagTerm.groupId, value: tagTerm.value, valueEn: tagTerm.valueEn, ownerId: tagTerm.ownerId, isRuleBased: tagGroup.isRuleBased };
type TermRow = { id: number; groupId: number | null; value: string; valueEn: string | null; ownerId: number | null; isRuleBased: boolean | null };

function toView(row: TermRow, addedBy: { id: number | null; firstName: string | null } | null = null): TagTerm {
  return {
    id: row.id,
    groupId: row.groupId,
    value: row.value,
    valueEn: row.valueEn,
    kind: row.ownerId === null ? 'SYSTEM' : 'PERSONAL',
    isRuleBased: Boolean(row.isRuleBased),
    addedBy: addedBy?.id ? { id: addedBy.id, firstName: addedBy.firstName ?? '' } : null,
  };
}

/** System groups with their terms. */
export async function systemGroups(db: Database, tenantId: number, groupId?: number) {
  const groups = await db
    .select()
    .from(tagGroup)
    .where(and(eq(tagGroup.tenantId, tenantId), groupId === undefined ? undefined : eq(tagGroup.id, groupId)))
    .orderBy(asc(tagGroup.sort), asc(tagGroup.id));
  if (groups.length === 0) return [];
  const terms = await db
    .select(termColumns)
    .from(tagTerm)
    .innerJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .where(
      inArray(
        tagTerm.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(tagTerm.sort), asc(tagTerm.id));
  return groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    nameEn: g.nameEn,
    isRuleBased: g.isRuleBased,
    terms: terms.filter((t) => t.groupId === g.id).map((t) => toView(t)),
  }));
}

export async function personalTerms(db: Database, principal: Principal) {
  const rows = await db
    .select({ ...termColumns, uses: sql<number>`(select count(*)::int from doctor_tag dt where dt.term_id = ${tagTerm.id})` })
    .from(tagTerm)
    .leftJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .where(and(eq(tagTerm.tenantId, principal.tenant.id), eq(tagTerm.ownerId, principal.userId)))
    .orderBy(asc(tagTerm.sort), asc(tagTerm.id));
  return rows.map((row) => ({ ...toView(row), uses: Number(row.uses) }));
}

export async function addPersonalTerm(db: Database, principal: Principal, value: string) {
  const tenantId = principal.tenant.id;
  await db.insert(tagTerm).values({ tenantId, ownerId: principal.userId, value, sort: 1000 }).onConflictDoNothing();
  const [row] = await db
    .select({ ...termColumns })
    .from(tagTerm)
    .leftJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .where(and(eq(tagTerm.tenantId, tenantId), eq(tagTerm.ownerId, principal.userId), eq(tagTerm.value, value)));
  return toView(row!);
}

export type DoctorTagKind = 'rule' | 'staff' | 'personal';

/** The tags on a doctor of one kind: rule-applied system tags, hand-applied system tags, or the caller's own. */
export async function doctorTerms(db: Database, principal: Principal, doctorId: number, kind: DoctorTagKind): Promise<TagTerm[]> {
  const which = kind === 'personal' ? eq(tagTerm.ownerId, principal.userId) : and(isNull(tagTerm.ownerId), eq(tagGroup.isRuleBased, kind === 'rule'));
  const rows = await db
    .select({ term: termColumns, addedById: appUser.id, addedByName: appUser.firstName })
    .from(doctorTag)
    .innerJoin(tagTerm, eq(tagTerm.id, doctorTag.termId))
    .leftJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .leftJoin(appUser, eq(appUser.id, doctorTag.addedBy))
    .where(and(eq(doctorTag.tenantId, principal.tenant.id), eq(doctorTag.doctorId, doctorId), which))
    .orderBy(asc(tagGroup.sort), asc(tagTerm.sort), asc(tagTerm.id));
  return rows.map((r) => toView(r.term, { id: r.addedById, firstName: r.addedByName }));
}

/**
 * Terms the caller may put on doctors, by id: hand-applied system terms, or their own personal
 * ones. Rule terms are refused (rules maintain them) and another user's personal terms are 403.
 */
export async function requireAssignableTerms(db: Database, principal: Principal, termIds: number[], kind: 'SYSTEM' | 'PERSONAL'): Promise<number[]> {
  const ids = [...new Set(termIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select(termColumns)
    .from(tagTerm)
    .leftJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .where(and(eq(tagTerm.tenantId, principal.tenant.id), inArray(tagTerm.id, ids)));
  if (rows.length !== ids.length) throw notFound();
  for (const row of rows) {
    if (kind === 'PERSONAL' && row.ownerId !== principal.userId) throw new HttpError(403, 'personalTagNotOwned');
    if (kind === 'SYSTEM' && row.ownerId !== null) throw new HttpError(400, 'tagKindMismatch');
    if (kind === 'SYSTEM' && row.isRuleBased) throw new HttpError(400, 'ruleTagReadOnly');
  }
  return ids;
}

/** Replaces the caller-editable tags of one kind on a doctor with exactly `termIds`. */
export async function replaceDoctorTerms(db: Database, principal: Principal, doctorId: number, termIds: number[], kind: 'SYSTEM' | 'PERSONAL'): Promise<void> {
  const tenantId = principal.tenant.id;
  const editable =
    kind === 'PERSONAL'
      ? sql`${doctorTag.termId} in (select id from tag_term where owner_id = ${principal.userId})`
      : sql`${doctorTag.termId} in (select t.id from tag_term t join tag_group g on g.id = t.group_id where t.tenant_id = ${tenantId} and not g.is_rule_based)`;
  await db.transaction(async (tx) => {
    await tx
      .delete(doctorTag)
      .where(and(eq(doctorTag.tenantId, tenantId), eq(doctorTag.doctorId, doctorId), editable, termIds.length ? notInArray(doctorTag.termId, termIds) : undefined));
    if (termIds.length)
      await tx
        .insert(doctorTag)
        .values(termIds.map((termId) => ({ tenantId, doctorId, termId, addedBy: principal.userId })))
        .onConflictDoNothing();
  });
}

export async function addDoctorTerm(db: Database, principal: Principal, doctorId: number, termId: number): Promise<void> {
  await db.insert(doctorTag).values({ tenantId: principal.tenant.id, doctorId, termId, addedBy: principal.userId }).onConflictDoNothing();
}

export async function removeTermFromDoctors(db: Database, principal: Principal, termId: number, doctorIds: number[]): Promise<number> {
  if (doctorIds.length === 0) return 0;
  const removed = await db
    .delete(doctorTag)
    .where(and(eq(doctorTag.tenantId, principal.tenant.id), eq(doctorTag.termId, termId), inArray(doctorTag.doctorId, doctorIds)))
    .returning({ doctorId: doctorTag.doctorId });
  return removed.length;
}

/** The rule-applied system tags of each doctor given (already limited to those the caller may see), with their group's names. */
export async function ruleTermsOfDoctors(db: Database, principal: Principal, doctorIds: number[]) {
  const rows = doctorIds.length
    ? await db
        .select({ doctorId: doctorTag.doctorId, term: tagTerm, group: tagGroup })
        .from(doctorTag)
        .innerJoin(tagTerm, eq(tagTerm.id, doctorTag.termId))
        .innerJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
        .where(and(eq(doctorTag.tenantId, principal.tenant.id), inArray(doctorTag.doctorId, doctorIds), eq(tagGroup.isRuleBased, true)))
    : [];
  return doctorIds.map((doctorId) => ({
    doctorId,
    terms: rows
      .filter((r) => r.doctorId === doctorId)
      .map((r) => ({
        id: r.term.id,
        groupId: r.group.id,
        value: r.term.value,
        valueEn: r.term.valueEn,
        kind: 'SYSTEM' as const,
        isRuleBased: true,
        addedBy: null,
        groupName: r.group.name,
        groupNameEn: r.group.nameEn,
      })),
  }));
}

/** Terms the caller could still put on a doctor: hand-applied system terms and their personal terms not on it yet. */
export async function availableDoctorTerms(db: Database, principal: Principal, doctorId: number): Promise<TagTerm[]> {
  const present = new Set((await db.select({ termId: doctorTag.termId }).from(doctorTag).where(eq(doctorTag.doctorId, doctorId))).map((r) => r.termId));
  const manual = (await systemGroups(db, principal.tenant.id)).filter((g) => !g.isRuleBased).flatMap((g) => g.terms);
  const personal = await personalTerms(db, principal);
  return [...manual, ...personal.map(({ uses: _uses, ...term }) => term)].filter((term) => !present.has(term.id));
}
