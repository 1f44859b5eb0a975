import { asc, isNull } from 'drizzle-orm';
import type { Department, DepartmentTree } from '@crm/shared/contracts/dictionaries';
import type { Database } from '../../../db/client';
import { standardDepartment } from '../../../db/schema/customers/hospitals';

/** The standard departments as a tree (also served to doctors on the public side). */
export async function departmentTree(db: Database): Promise<DepartmentTree[]> {
  const rows = await db.select().from(standardDepartment).orderBy(asc(standardDepartment.sort), asc(standardDepartment.id));
  const pick = ({ id, parentId, code, name, nameEn }: (typeof rows)[number]) => ({ id, parentId, code, name, nameEn });
  return rows.filter((r) => r.parentId === null).map((top) => ({ ...pick(top), children: rows.filter((r) => r.parentId === top.id).map(pick) }));
}

/** The first-level standard departments. */
export async function topDepartments(db: Database): Promise<Department[]> {
  const rows = await db.select().from(standardDepartment).where(isNull(standardDepartment.parentId)).orderBy(asc(standardDepartment.sort));
  return rows.map(({ id, parentId, code, name, nameEn }) => ({ id, parentId, code, name, nameEn }));
}
