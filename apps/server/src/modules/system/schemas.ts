import { z } from 'zod';

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

export const menuAttributeSchema = z.object({ name: z.string(), value: z.string() });

export interface MenuNode {
  id: number;
  parentId: number | null;
  type: 'MENU' | 'TAG' | 'BUTTON';
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

export const dictItemSchema = z.object({ code: z.string(), label: z.string(), labelEn: z.string(), sort: z.number().int() });
