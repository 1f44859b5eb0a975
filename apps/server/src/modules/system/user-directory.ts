import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Colleague, DictItem } from '@crm/shared/contracts/system';
import { appUser, dictData, organization } from '../../db/schema/platform/tenancy';
import { page } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { canSeeUser } from './visibility';
import { dictionaryOf } from '@crm/shared/object-keys';
import { startsWith } from '../../db/starts-with';

/** The other active users of a user's team (the organization above theirs), the user visible to the caller. */
export async function colleaguesOf({ db, principal }: RequestContext, userId: number, paging: { page: number; seize: number }) {
  const tenantId = principal.tenant.id;
  const [target] = await db
    .select({ id: appUser.id, orgId: appUser.orgId, orgPath: organization.path, parentId: organization.parentId })
    .from(appUser)
    .leftJoin(organization, eq(organization.id, appUser.orgId))
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)));
  if (!target || !canSeeUser(principal, target)) throw notFound();
  const teamOrgId = target.parentId ?? target.orgId;
  const [team] = teamOrgId === null ? [] : await db.select({ path: organization.path }).from(organization).where(eq(organization.id, teamOrgId));
  if (!team) return page<Colleague>([], 0);
  const where = and(eq(appUser.tenantId, tenantId), eq(appUser.enabled, true), ne(appUser.id, target.id), startsWith(sql`${organization.path}`, team.path));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: appUser.id,
        firstName: appUser.firstName,
        nameEn: appUser.nameEn,
        avatar: appUser.avatar,
        orgId: organization.id,
        orgName: organization.name,
        orgNameEn: organization.nameEn,
      })
      .from(appUser)
      .innerJoin(organization, eq(organization.id, appUser.orgId))
      .where(where)
      .orderBy(asc(organization.path), asc(appUser.id))
      .limit(paging.seize)
      .offset(paging.page * paging.seize),
    db.select({ total: count() }).from(appUser).innerJoin(organization, eq(organization.id, appUser.orgId)).where(where),
  ]);
  return page(
    rows.map((r) => ({ id: r.id, firstName: r.firstName, nameEn: r.nameEn, avatar: r.avatar, groups: [{ id: r.orgId, name: r.orgName, nameEn: r.orgNameEn }] })),
    total?.total ?? 0,
  );
}

/** The tenant's enabled items of each dictionary asked, in order; an unknown key answers an empty list. */
export async function dictionaryItemsOf({ db, principal }: RequestContext, askedKeys: string[]): Promise<Record<string, DictItem[]>> {
  const keys = [...new Set(askedKeys)];
  const result: Record<string, DictItem[]> = dictionaryOf(keys.map((k) => [k, []]));
  if (keys.length === 0) return result;
  const rows = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.tenantId, principal.tenant.id), inArray(dictData.dictKey, keys), eq(dictData.enabled, true)))
    .orderBy(asc(dictData.dictKey), asc(dictData.sort), asc(dictData.id));
  for (const row of rows) result[row.dictKey]?.push({ code: row.code, label: row.label, labelEn: row.labelEn, sort: row.sort });
  return result;
}
