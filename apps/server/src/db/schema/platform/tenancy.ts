import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => enterprise.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant. Resolved from the page's domain; `realm` names its identity realm. */
export const enterprise = pgTable('enterprise', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  domain: text('domain').notNull().unique(),
  interfaceAddress: text('interface_address').notNull(),
  authAddress: text('auth_address').notNull(),
  realm: text('realm').notNull().unique(),
  clientId: text('client_id').notNull(),
  /**
   * Where the embedded realm may send its client back with an authorization code, and after logout:
   * exact addresses (`https://crm.example.com/pc/login`). On a loopback host (localhost, 127.0.0.1,
   * ::1) the port is not compared, as RFC 8252 allows for native and development clients.
   */
  redirectUris: text('redirect_uris')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Whether the embedded realm still accepts the password grant (scripts, benchmarks); the web app uses code + PKCE. */
  passwordGrant: boolean('password_grant').notNull().default(true),
  /** The claim of an outside identity server's access tokens whose value is the product user's login name. */
  userClaim: text('user_claim').notNull().default('preferred_username'),
  siteId: text('site_id'),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  /** Enterprise WeChat (WeCom) app used for sign-in inside the WeCom client; unset disables it. */
  wecomCorpId: text('wecom_corp_id'),
  wecomAgentId: text('wecom_agent_id'),
  wecomSecret: text('wecom_secret'),
  /**
   * WeChat (the consumer app) official account used for doctors' one-tap sign-in on the public
   * doctor pages; unrelated to WeCom, which is for staff. Unset hides WeChat sign-in from doctors.
   */
  wechatAppId: text('wechat_app_id'),
  wechatAppSecret: text('wechat_app_secret'),
  createdAt: createdAt(),
});

export const organization = pgTable(
  'organization',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    code: text('code').notNull(),
    type: text('type').notNull(),
    grade: integer('grade').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    leaderId: bigint('leader_id', { mode: 'number' }),
    /** Ids from the root down to this node, as `/1/4/9/`, so a subtree is one prefix match. */
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organization_tenant_code').on(t.tenantId, t.code), index('organization_tenant_path').on(t.tenantId, t.path)],
);

export const appUser = pgTable(
  'app_user',
  {
    id: id(),
    tenantId: tenantId(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    nameEn: text('name_en'),
    email: text('email'),
    mobile: text('mobile'),
    telephone: text('telephone'),
    company: text('company'),
    language: text('language').notNull().default('zh'),
    orgId: bigint('org_id', { mode: 'number' }).references(() => organization.id, { onDelete: 'set null' }),
    workId: text('work_id'),
    /** The member's WeCom user id, linking an enterprise-chat sign-in to this account. */
    wecomUserId: text('wecom_user_id'),
    userType: text('user_type').notNull().default('staff'),
    avatar: text('avatar'),
    enabled: boolean('enabled').notNull().default(true),
    passwordHash: text('password_hash'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set when an administrator creates the user or resets their password; cleared when the user sets their own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_user_tenant_username').on(t.tenantId, t.username),
    uniqueIndex('app_user_tenant_wecom').on(t.tenantId, t.wecomUserId),
    index('app_user_tenant_org').on(t.tenantId, t.orgId),
  ],
);

export type DataRange = 'self' | 'department' | 'department_and_below' | 'all';

export const role = pgTable(
  'role',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    orgId: bigint('org_id', { mode: 'number' }).references(() => organization.id, { onDelete: 'set null' }),
    dataRange: text('data_range').$type<DataRange>().notNull().default('self'),
    roleType: text('role_type').notNull().default('business'),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('role_tenant_code').on(t.tenantId, t.code)],
);

export const userRole = pgTable(
  'user_role',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export type MenuType = 'MENU' | 'TAG' | 'BUTTON';
export interface MenuAttribute {
  name: string;
  value: string;
}

export const menu = pgTable(
  'menu',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }),
    type: text('type').$type<MenuType>().notNull(),
    path: text('path').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    api: text('api'),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    view: text('view').notNull().default('pc'),
    status: boolean('status').notNull().default(true),
    /** Permission mark `module:entity:action` granted by holding this entry (buttons mostly). */
    permission: text('permission'),
    attributes: jsonb('attributes').$type<MenuAttribute[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('menu_tenant_code').on(t.tenantId, t.code), index('menu_tenant_parent').on(t.tenantId, t.parentId)],
);

export const roleMenu = pgTable(
  'role_menu',
  {
    tenantId: tenantId(),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const dictData = pgTable(
  'dict_data',
  {
    id: id(),
    tenantId: tenantId(),
    dictKey: text('dict_key').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('dict_data_tenant_key_code').on(t.tenantId, t.dictKey, t.code)],
);

export const dictType = pgTable(
  'dict_type',
  {
    id: id(),
    tenantId: tenantId(),
    dictKey: text('dict_key').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    remark: text('remark'),
  },
  (t) => [uniqueIndex('dict_type_tenant_key').on(t.tenantId, t.dictKey)],
);

export const product = pgTable(
  'product',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    genericName: text('generic_name'),
    genericNameEn: text('generic_name_en'),
    therapeuticArea: text('therapeutic_area'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('product_tenant_code').on(t.tenantId, t.code)],
);

export const userProduct = pgTable(
  'user_product',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
