import { eq } from 'drizzle-orm';
import { menuCatalog, type MenuCatalogEntry } from '@crm/shared/menu-catalog';
import type { Tx } from '../client';
import { dictData, dictType, enterprise, menu, organization, role, roleMenu } from '../schema/platform/tenancy';
import { dictionaries, roles } from './reference';

export type { Tx };

export interface TenantInput {
  name: string;
  nameEn: string;
  domain: string;
  realm: string;
  siteId: string;
  /** Whether the embedded realm accepts the password grant (on for the demo, off for a company's own enterprise). */
  passwordGrant?: boolean;
  /** Ports besides the default ones the web app is reached on, for its registered sign-in page. */
  ports?: number[];
}

export interface OrgInput {
  code: string;
  name: string;
  nameEn: string;
  type: 'company' | 'division' | 'region' | 'district' | 'territory' | 'department';
  children?: OrgInput[];
}

/**
 * The web app's sign-in page on the tenant's domain, where the realm sends an authorization code:
 * on the default ports, and on the given ones (the server's own, when it is reached directly).
 */
export function webRedirectUris(domain: string, ports: number[] = []): string[] {
  return ['', ...ports.map((port) => `:${port}`)].flatMap((port) => [`https://${domain}${port}/pc/login`, `http://${domain}${port}/pc/login`]);
}

/** Creates a tenant with its reference data: roles, the menu tree with role grants, dictionaries. */
export async function createTenant(tx: Tx, input: TenantInput) {
  const { ports = [], ...fields } = input;
  const [tenant] = await tx
    .insert(enterprise)
    .values({ ...fields, interfaceAddress: '/prod-api', authAddress: '/auth', clientId: 'crm-web', redirectUris: webRedirectUris(input.domain, ports) })
    .returning();
  if (!tenant) throw new Error('tenant insert returned nothing');
  const roleRows = await tx
    .insert(role)
    .values(
      roles.map((r, sort) => ({
        tenantId: tenant.id,
        code: r.code,
        name: r.name,
        nameEn: r.nameEn,
        dataRange: r.dataRange,
        roleType: r.roleType,
        isDefault: r.isDefault ?? false,
        remark: r.remark,
        sort,
      })),
    )
    .returning();
  const roleIdByCatalogCode = new Map(roles.map((r) => [r.catalogCode, roleRows.find((row) => row.code === r.code)!.id]));
  await insertMenus(tx, tenant.id, menuCatalog, null, roleIdByCatalogCode);
  for (const [dictKey, dictionary] of Object.entries(dictionaries)) {
    await tx.insert(dictType).values({ tenantId: tenant.id, dictKey, name: dictionary.name, nameEn: dictionary.nameEn });
    await tx.insert(dictData).values(dictionary.items.map((item, sort) => ({ tenantId: tenant.id, dictKey, ...item, sort })));
  }
  return { tenant, roleIdByCode: new Map(roleRows.map((r) => [r.code, r.id])) };
}

async function insertMenus(tx: Tx, tenantId: number, entries: MenuCatalogEntry[], parentId: number | null, roleIds: Map<string, number>) {
  for (const { roles: grantedTo, children, ...fields } of entries) {
    const [row] = await tx
      .insert(menu)
      .values({ ...fields, tenantId, parentId })
      .returning({ id: menu.id });
    const granted = new Set<string>(['admin', ...grantedTo]);
    const grants = [...granted].flatMap((code) => {
      const roleId = roleIds.get(code);
      return roleId === undefined ? [] : [{ tenantId, roleId, menuId: row!.id }];
    });
    if (grants.length) await tx.insert(roleMenu).values(grants);
    if (children?.length) await insertMenus(tx, tenantId, children, row!.id, roleIds);
  }
}

/** Inserts an organization tree; returns each node's id and path by code. */
export async function createOrganizations(tx: Tx, tenantId: number, root: OrgInput) {
  const byCode = new Map<string, { id: number; path: string; parentId: number | null }>();
  const insert = async (node: OrgInput, parent: { id: number; path: string } | null, grade: number, sort: number) => {
    const [row] = await tx
      .insert(organization)
      .values({ tenantId, parentId: parent?.id ?? null, code: node.code, name: node.name, nameEn: node.nameEn, type: node.type, grade, sort, path: '/' })
      .returning({ id: organization.id });
    const path = `${parent?.path ?? '/'}${row!.id}/`;
    await tx.update(organization).set({ path }).where(eq(organization.id, row!.id));
    byCode.set(node.code, { id: row!.id, path, parentId: parent?.id ?? null });
    let childSort = 0;
    for (const child of node.children ?? []) await insert(child, { id: row!.id, path }, grade + 1, childSort++);
  };
  await insert(root, null, 0, 0);
  return byCode;
}
