import { z } from 'zod';
import { PERMISSIONS, type PermissionMark } from '../permissions';
import { ROLE_CODES, button, hidden, hiddenPage, page, section, tab, type Def, type RoleCode } from './builders';
import { ROLE_GROUPS, type RoleGroup } from './role-groups';
import declared from './sections.json' with { type: 'json' };

/**
 * The menu's sections in sidebar order, declared in sections.json: each entry names the builder that
 * makes it (`kind`), its permission mark, and its roles as role codes or role group names. A `note`
 * says why an entry is as it is and is not part of the catalog.
 */

type RoleName = RoleCode | RoleGroup;
interface Titles {
  name: string;
  nameEn: string;
  note?: string | undefined;
}
interface ButtonEntry extends Titles {
  kind: 'button';
  permission: PermissionMark;
  roles: RoleName[];
}
interface PageEntry extends Titles {
  kind: 'page' | 'tab' | 'hiddenPage';
  path: string;
  permission?: PermissionMark | undefined;
  icon?: string | undefined;
  roles?: RoleName[] | undefined;
  isDefault?: true | undefined;
  attrs?: Record<string, string> | undefined;
  hidden?: true | undefined;
  children?: MenuEntry[] | undefined;
}
interface SectionEntry extends Titles {
  kind: 'section';
  path: string;
  icon: string;
  hidden?: true | undefined;
  children: MenuEntry[];
}
type MenuEntry = SectionEntry | PageEntry | ButtonEntry;

const roleName = z.enum([...ROLE_CODES, ...(Object.keys(ROLE_GROUPS) as RoleGroup[])]);
const permission = z.enum(PERMISSIONS);
const titles = { name: z.string().min(1), nameEn: z.string().min(1), note: z.string().optional() };
const icon = z.string().regex(/^[A-Z][A-Za-z]+$/, 'an Ant Design icon component name');

const buttonEntry = z.strictObject({ kind: z.literal('button'), permission, ...titles, roles: z.array(roleName) });

const pageEntry = z.strictObject({
  kind: z.enum(['page', 'tab', 'hiddenPage']),
  path: z.string().min(1),
  permission: permission.optional(),
  ...titles,
  icon: icon.optional(),
  roles: z.array(roleName).optional(),
  isDefault: z.literal(true).optional(),
  attrs: z.record(z.string(), z.string()).optional(),
  hidden: z.literal(true).optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof menuEntry>> {
    return z.array(menuEntry).optional();
  },
});

const sectionEntry = z.strictObject({
  kind: z.literal('section'),
  path: z.string().min(1),
  ...titles,
  icon,
  hidden: z.literal(true).optional(),
  get children(): z.ZodArray<typeof menuEntry> {
    return z.array(menuEntry);
  },
});

const menuEntry: z.ZodType<MenuEntry> = z.discriminatedUnion('kind', [sectionEntry, pageEntry, buttonEntry]);

const pageBuilders = { page, tab, hiddenPage };

const isRoleGroup = (name: RoleName): name is RoleGroup => Object.hasOwn(ROLE_GROUPS, name);

function rolesOf(names: readonly RoleName[]): RoleCode[] {
  return names.flatMap((name) => (isRoleGroup(name) ? ROLE_GROUPS[name] : [name]));
}

function made(entry: MenuEntry): Def {
  if (entry.kind === 'button') return button(entry.permission, entry.name, entry.nameEn, rolesOf(entry.roles));
  if (entry.kind === 'section') return section(entry.path, entry.name, entry.nameEn, entry.icon, entry.children.map(toDef));
  const { icon, permission, isDefault, attrs } = entry;
  return pageBuilders[entry.kind](entry.path, entry.name, entry.nameEn, {
    icon,
    permission,
    isDefault,
    attrs,
    roles: entry.roles && rolesOf(entry.roles),
    children: entry.children?.map(toDef),
  });
}

function toDef(entry: MenuEntry): Def {
  const def = made(entry);
  return entry.kind !== 'button' && entry.hidden ? hidden(def) : def;
}

/** Checks declared sections (the shape of sections.json) and turns them into the builders' entries; throws on an unknown permission, role or key. */
export function loadMenuSections(data: unknown): Def[] {
  return z.array(menuEntry).parse(data).map(toDef);
}

/** The menu's sections, from sections.json. */
export const menuSections: Def[] = loadMenuSections(declared);
