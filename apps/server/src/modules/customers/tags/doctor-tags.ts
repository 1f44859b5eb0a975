import type { TagTerm } from '@crm/shared/contracts/customer-tags';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { visibleDoctorIds } from '../access/doctor-scope';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';
import {
  addDoctorTerm,
  addPersonalTerm,
  availableDoctorTerms,
  doctorTerms,
  removeTermFromDoctors,
  replaceDoctorTerms,
  requireAssignableTerms,
  ruleTermsOfDoctors,
  type DoctorTagKind,
} from './tag-repository';

type TermKind = TagTerm['kind'];

/** The rule-defined system tags of each doctor asked that the caller may see. */
export async function ruleTagsOfDoctors(db: Database, principal: Principal, doctorIds: number[]) {
  return ruleTermsOfDoctors(db, principal, [...(await visibleDoctorIds(db, principal, doctorIds))]);
}

/** The tags of one kind on a doctor the caller may see. */
export async function tagsOnDoctor(db: Database, principal: Principal, doctorId: number, kind: DoctorTagKind): Promise<TagTerm[]> {
  return doctorTerms(db, principal, await visibleDoctorId(db, principal, { id: doctorId }), kind);
}

/** Terms the caller could still put on a doctor they may see. */
export async function tagsAvailableFor(db: Database, principal: Principal, doctorId: number): Promise<TagTerm[]> {
  return availableDoctorTerms(db, principal, await visibleDoctorId(db, principal, { id: doctorId }));
}

/** Sets the caller-editable tags of one kind on a doctor to exactly `termIds`; answers those tags. */
export async function setDoctorTags(db: Database, principal: Principal, doctorId: number, termIds: number[], kind: TermKind): Promise<TagTerm[]> {
  const id = await visibleDoctorId(db, principal, { id: doctorId });
  await replaceDoctorTerms(db, principal, id, await requireAssignableTerms(db, principal, termIds, kind), kind);
  return doctorTerms(db, principal, id, kind === 'SYSTEM' ? 'staff' : 'personal');
}

/** Puts a tag on a doctor: a personal tag by its text (created when new), or a system term by its id. */
export async function tagDoctor(db: Database, principal: Principal, doctorId: number, addedValue: string, kind: TermKind): Promise<TagTerm> {
  const id = await visibleDoctorId(db, principal, { id: doctorId });
  const termId = kind === 'PERSONAL' ? (await addPersonalTerm(db, principal, addedValue)).id : Number(addedValue);
  if (!Number.isSafeInteger(termId) || termId <= 0) throw notFound();
  await requireAssignableTerms(db, principal, [termId], kind);
  await addDoctorTerm(db, principal, id, termId);
  const all = [...(await doctorTerms(db, principal, id, 'staff')), ...(await doctorTerms(db, principal, id, 'personal'))];
  return all.find((term) => term.id === termId)!;
}

/** Takes a tag term off those of the listed doctors the caller may see; answers how many lost it. */
export async function untagDoctors(db: Database, principal: Principal, termId: number, doctorIds: number[], kind: TermKind): Promise<{ removed: number }> {
  await requireAssignableTerms(db, principal, [termId], kind);
  const visible = [...(await visibleDoctorIds(db, principal, doctorIds))];
  return { removed: await removeTermFromDoctors(db, principal, termId, visible) };
}
