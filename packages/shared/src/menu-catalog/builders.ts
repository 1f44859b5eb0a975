import type { PermissionMark } from '../permissions';

/** The menu catalog's entry types and the helpers that declare entries and build the tree (codes, sort order, role grants). */

export type MenuType = 'MENU' | 'TAG' | 'BUTTON';
export type RoleCode = 'admin' | 'manager' | 'rep' | 'msl' | 'marketing' | 'compliance' | 'finance' | 'reader' | 'default';

export interface MenuAttribute {
  name: string;
  value: string;
}

export interface MenuCatalogEntry {
  /** Unique, stable identifier, e.g. 'customer.doctorTeamManager.focusCustomer'. */
  code: string;
  type: MenuType;
  /** Route segment relative to the parent (MENU/TAG), or the permission mark itself (BUTTON). */
  path: string;
  /** Chinese title (default UI language). */
  name: string;
  /** English title. */
  nameEn: string;
  /** Ant Design icon component name. */
  icon?: string;
  sort: number;
  /** A routable page that is not shown in the sidebar (details and forms). */
  isHidden?: boolean;
  /** http address, only for embedded-frame / external entries. */
  api?: string;
  /** `module:entity:action` mark granted by holding this entry. */
  permission?: PermissionMark;
  attributes?: MenuAttribute[];
  /** Seeded roles granted this entry. */
  roles: RoleCode[];
  children?: MenuCatalogEntry[];
}

/** Seeded role codes, in display order. */
export const ROLE_CODES: readonly RoleCode[] = ['admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default'];

/** An entry as declared: its code, sort order and inherited role grants are worked out by `build`. */
export interface Def {
  type: MenuType;
  path: string;
  /** Code segment; derived from `path` (or the permission for buttons) when omitted. */
  code?: string;
  name: string;
  nameEn: string;
  icon?: string;
  isHidden?: boolean;
  api?: string;
  permission?: PermissionMark;
  attributes?: MenuAttribute[];
  roles: readonly RoleCode[];
  children?: Def[];
}

interface PageOptions {
  icon?: string;
  permission?: PermissionMark;
  roles?: readonly RoleCode[];
  /** Marks the child a bare parent path redirects to. */
  isDefault?: boolean;
  attrs?: Record<string, string>;
  /** Buttons and/or sub-pages. */
  children?: Def[];
}

function toAttributes(isDefault: boolean | undefined, attrs: Record<string, string> | undefined): MenuAttribute[] {
  const list: MenuAttribute[] = [];
  if (isDefault) list.push({ name: 'default', value: 'true' });
  for (const [name, value] of Object.entries(attrs ?? {})) list.push({ name, value });
  return list;
}

function node(type: MenuType, path: string, name: string, nameEn: string, opts: PageOptions = {}): Def {
  const def: Def = { type, path, name, nameEn, roles: opts.roles ?? [] };
  if (opts.icon) def.icon = opts.icon;
  if (opts.permission) def.permission = opts.permission;
  const attributes = toAttributes(opts.isDefault, opts.attrs);
  if (attributes.length > 0) def.attributes = attributes;
  if (opts.children && opts.children.length > 0) def.children = opts.children;
  return def;
}

/** Top-level sidebar section. */
export function section(path: string, name: string, nameEn: string, icon: string, children: Def[]): Def {
  return node('MENU', path, name, nameEn, { icon, children });
}

/** Sidebar page (a leaf, or a page whose children are tabs). */
export function page(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  return node('MENU', path, name, nameEn, opts);
}

/** Status tab of a page. */
export function tab(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  return node('TAG', path, name, nameEn, opts);
}

/** Routable detail/form page that is not shown in the sidebar and is not cached. */
export function hiddenPage(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  const def = node('MENU', path, name, nameEn, { ...opts, attrs: { ...opts.attrs, noCache: 'true' } });
  def.isHidden = true;
  return def;
}

/** Permission button; its path is the permission mark. */
export function button(permission: PermissionMark, name: string, nameEn: string, roles: readonly RoleCode[]): Def {
  const [, entity = '', action = ''] = permission.split(':');
  return {
    type: 'BUTTON',
    path: permission,
    code: `${entity}${action.charAt(0).toUpperCase()}${action.slice(1)}`,
    name,
    nameEn,
    permission,
    roles,
  };
}

/** 'process-instance/create' -> 'processInstanceCreate'; 'businessDashboard-1' -> 'businessDashboard1'. */
function codeSegment(path: string): string {
  return path
    .split(/[/-]/)
    .filter((part) => part.length > 0)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

function sortRoles(roles: Iterable<RoleCode>): RoleCode[] {
  const set = new Set<RoleCode>(roles);
  set.add('admin');
  return ROLE_CODES.filter((role) => set.has(role));
}

export function build(defs: Def[], parentCode: string | null): MenuCatalogEntry[] {
  return defs.map((def, index) => {
    const segment = def.code ?? codeSegment(def.path);
    const code = parentCode ? `${parentCode}.${segment}` : segment;
    const children = def.children ? build(def.children, code) : undefined;
    const roles = sortRoles([...def.roles, ...(children ?? []).flatMap((child) => child.roles)]);
    const entry: MenuCatalogEntry = {
      code,
      type: def.type,
      path: def.path,
      name: def.name,
      nameEn: def.nameEn,
      sort: (index + 1) * 10,
      roles,
    };
    if (def.icon) entry.icon = def.icon;
    if (def.isHidden) entry.isHidden = true;
    if (def.api) entry.api = def.api;
    if (def.permission) entry.permission = def.permission;
    if (def.attributes) entry.attributes = def.attributes;
    if (children) entry.children = children;
    return entry;
  });
}

/** The same entry kept out of the sidebar (a section or page reached some other way). */
export function hidden(def: Def): Def {
  return { ...def, isHidden: true };
}
