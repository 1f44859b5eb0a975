import tree from './standard-departments.json';

/** A standard department with its name in both languages; the two-level tree is standard-departments.json. */
interface Department {
  code: string;
  name: string;
  nameEn: string;
  children?: Department[];
}

const TREE: Department[] = tree;

export interface StandardDepartmentRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
}

/** The tree's rows. Ids are fixed by position: 100 × the place (from 1) of a top-level department, and the next numbers for its children. */
export function standardDepartmentRows(): StandardDepartmentRow[] {
  const rows: StandardDepartmentRow[] = [];
  TREE.forEach(({ code, name, nameEn, children = [] }, index) => {
    const parentId = (index + 1) * 100;
    rows.push({ id: parentId, parentId: null, code, name, nameEn, sort: index });
    children.forEach((child, childIndex) => {
      rows.push({ id: parentId + childIndex + 1, parentId, code: child.code, name: child.name, nameEn: child.nameEn, sort: childIndex });
    });
  });
  return rows;
}
