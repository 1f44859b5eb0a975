import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { queryBoolean } from '../query-params';

/** Spec 7.1: enterprise lookup, user info, menus, colleagues, dictionaries, the caller's profile, session end. */

const tags = ['system'];
const signedIn = { authenticated: true } as const;

export const enterpriseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  domain: z.string(),
  interfaceAddress: z.string(),
  authAddress: z.string(),
  realm: z.string(),
  clientId: z.string(),
  siteId: z.string().nullable(),
  timeZone: z.string(),
  baseUrl: z.string().describe('interfaceAddress resolved against the asking origin'),
});
/** The tenant serving a page origin. */
export type EnterpriseInfo = z.infer<typeof enterpriseSchema>;

export const roleSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), dataRange: z.string() });

export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  userName: z.string(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  enabled: z.boolean(),
  language: z.string(),
  roles: z.array(roleSchema),
  permissions: z.array(z.string()),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() })),
  enterpriseVO: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), timeZone: z.string() }),
  dataRange: z.string(),
  /** The password was set by an administrator: the user must change it before anything else. */
  mustChangePassword: z.boolean(),
});
/** The signed-in user with roles, permissions and groups. */
export type UserInfo = z.infer<typeof userInfoSchema>;

export const menuAttributeSchema = z.object({ name: z.string(), value: z.string() });

/** A node of the menu tree: a section or page (MENU, TAG) or a button permission (BUTTON). */
export interface MenuNode {
  id: number;
  parentId: number | null;
  type: 'MENU' | 'TAG' | 'BUTTON';
  /** Segment relative to the parent; the permission mark itself for a BUTTON. */
  path: string;
  code: string;
  name: string;
  enName: string;
  api: string | null;
  icon: string | null;
  sort: number;
  isHidden: boolean;
  permission: string | null;
  attributes: Array<{ name: string; value: string }>;
  children: MenuNode[];
}

const menuFields = {
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.enum(['MENU', 'TAG', 'BUTTON']),
  path: z.string(),
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  api: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  isHidden: z.boolean(),
  permission: z.string().nullable(),
  attributes: z.array(menuAttributeSchema),
};

export const menuNodeSchema: z.ZodType<MenuNode> = z
  .object({
    ...menuFields,
    get children() {
      return z.array(menuNodeSchema);
    },
  })
  .meta({ id: 'MenuNode' });

export const colleagueSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  avatar: z.string().nullable(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() })),
});
/** A colleague: another active user of the same team, with their organization. */
export type Colleague = z.infer<typeof colleagueSchema>;

export const dictItemSchema = z.object({ code: z.string(), label: z.string(), labelEn: z.string(), sort: z.number().int() });
/** An item of a tenant dictionary, in both languages. */
export type DictItem = z.infer<typeof dictItemSchema>;

export const findEnterprise = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/enterprise/find',
  tags,
  summary: 'The enterprise (tenant) serving a page origin; an empty list for an unknown domain',
  access: { public: true },
  query: z.object({ domain: z.string().min(1).max(300) }),
  result: z.array(enterpriseSchema),
});

export const userInfo = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/user/info',
  tags,
  summary: 'The signed-in user with roles, permissions and groups',
  access: signedIn,
  beforePasswordChange: true,
  result: userInfoSchema,
});

const logoutSummary = 'Ends the caller’s session: its refresh tokens stop working (answers 200 when already ended)';

/** Logging out is idempotent: the client calls both addresses, and the second finds the session ended. */
export const logout = defineContract({ method: 'POST', path: '/API-SYSTEM/logout', tags, summary: logoutSummary, access: { public: true }, result: z.null() });
export const userLogout = defineContract({ method: 'POST', path: '/API-SYSTEM/user/logout', tags, summary: logoutSummary, access: { public: true }, result: z.null() });

export const menuTree = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/menu/all/tree',
  tags,
  summary: 'The caller’s menu tree; ignorePermission=true (menu administrators only) gives the whole tree',
  access: signedIn,
  query: z.object({ ignorePermission: queryBoolean.default(false), view: z.string().max(20).default('pc') }),
  result: z.array(menuNodeSchema),
});

export const menuEntries = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/menu/user/all',
  tags,
  summary: 'The caller’s menu entries of one type (BUTTON for button permissions), flat',
  access: signedIn,
  query: z.object({
    ignorePermission: queryBoolean.default(false),
    type: z.enum(['MENU', 'TAG', 'BUTTON']).default('BUTTON'),
    view: z.string().max(20).default('pc'),
    status: queryBoolean.default(true),
  }),
  result: z.array(menuNodeSchema),
});

export const colleagues = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/user/colleagues/:userId',
  tags,
  summary: 'Colleagues of a user: the other active users of their team (the organization above theirs)',
  access: signedIn,
  params: z.object({ userId: z.coerce.number().int().positive() }),
  query: z.object({ page: z.coerce.number().int().min(0).default(0), seize: z.coerce.number().int().min(1).max(1000).default(1000) }),
  result: pageOf(colleagueSchema),
});

export const dictionaryItems = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/dict/data/find',
  tags,
  summary: 'Dictionary items for each key asked, in both languages',
  access: signedIn,
  readOnly: true,
  body: z.array(z.string().min(1).max(100)).max(100),
  encoding: 'json',
  result: z.record(z.string(), z.array(dictItemSchema)),
});

export const updateProfile = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/user/profile',
  tags,
  summary: 'Updates the caller’s e-mail, mobile and interface language',
  access: signedIn,
  body: z.object({
    email: z.email().max(200).nullable().optional(),
    mobile: z
      .string()
      .regex(/^\+?[0-9 -]{6,20}$/)
      .nullable()
      .optional(),
    language: z.enum(['zh', 'en']).optional(),
  }),
  encoding: 'json',
  result: z.null(),
});

export const changePassword = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/user/profile/password',
  tags,
  summary: 'Changes the caller’s password (also the one an administrator set, which must be changed at first sign-in); other sessions of the user end',
  access: signedIn,
  beforePasswordChange: true,
  body: z.object({ oldPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200), confirmPassword: z.string().min(1).max(200) }),
  encoding: 'json',
  result: z.null(),
});
