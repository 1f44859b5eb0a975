import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { createLanguageEntry, languageEntryPage, LanguageOverrides } from '@crm/shared/contracts/admin-languages';
import type { Lang } from '@crm/shared/i18n';
import { isReservedKey, nullObject } from '@crm/shared/object-keys';
import type { Database } from '../../db/client';
import { languageEntry } from '../../db/schema/admin/admin';
import { page } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';

/** Language entries: the tenant's overrides of the product's interface strings, per language. */

type EntryQuery = ContractRequestParts<typeof languageEntryPage>['query'];
type EntryBody = ContractRequestParts<typeof createLanguageEntry>['body'];

const toView = (row: typeof languageEntry.$inferSelect) => ({
  id: row.id,
  type: row.type,
  key: row.key,
  lang: row.lang,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

/** The overrides of one language as {namespace: {key: text}}; none on a domain that is no tenant's. */
export async function overridesOf(db: Database, tenantId: number | undefined, lang: Lang): Promise<LanguageOverrides> {
  if (tenantId === undefined) return {};
  const rows = await db
    .select()
    .from(languageEntry)
    .where(and(eq(languageEntry.tenantId, tenantId), eq(languageEntry.lang, lang)));
  // Objects with no prototype: a stored namespace or key is only ever an entry, never `Object` or its prototype.
  const result: LanguageOverrides = nullObject();
  for (const row of rows) {
    if (isReservedKey(row.type) || isReservedKey(row.key)) continue;
    (result[row.type] ??= nullObject())[row.key] = row.content;
  }
  return result;
}

export async function languageEntriesPage({ db, principal }: RequestContext, query: EntryQuery) {
  const tenantId = principal.tenant.id;
  const { type, lang, keyword, page: pageIndex, size } = query;
  const conditions = [eq(languageEntry.tenantId, tenantId)];
  if (type) conditions.push(eq(languageEntry.type, type));
  if (lang) conditions.push(eq(languageEntry.lang, lang));
  if (keyword) conditions.push(or(ilike(languageEntry.key, containsPattern(keyword)), ilike(languageEntry.content, containsPattern(keyword)))!);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(languageEntry)
      .where(where)
      .orderBy(asc(languageEntry.type), asc(languageEntry.key), asc(languageEntry.lang))
      .limit(size)
      .offset(pageIndex * size),
    db.select({ n: count() }).from(languageEntry).where(where),
  ]);
  return page(rows.map(toView), total?.n ?? 0);
}

export async function addLanguageEntry({ db, principal, request }: RequestContext, body: EntryBody) {
  const tenantId = principal.tenant.id;
  const { type, key, lang } = body;
  const [existing] = await db
    .select({ id: languageEntry.id })
    .from(languageEntry)
    .where(and(eq(languageEntry.tenantId, tenantId), eq(languageEntry.type, type), eq(languageEntry.key, key), eq(languageEntry.lang, lang)));
  if (existing) throw badRequest('codeTaken', { code: `${type}.${key} (${lang})` });
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(languageEntry)
      .values({ ...body, tenantId, updatedBy: principal.userId })
      .returning();
    await recordAudit(tx, request, {
      action: 'admin.language.create',
      entityType: 'languageEntry',
      entityId: row!.id,
      message: { key: 'languageEntryCreated', params: { type, key, lang } },
      detail: body,
    });
    return row!;
  });
  return toView(created);
}

export async function editLanguageEntry({ db, principal, request }: RequestContext, id: number, content: string) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(languageEntry)
      .set({ content, updatedBy: principal.userId, updatedAt: new Date() })
      .where(and(eq(languageEntry.tenantId, principal.tenant.id), eq(languageEntry.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, request, {
      action: 'admin.language.update',
      entityType: 'languageEntry',
      entityId: row.id,
      message: { key: 'languageEntryUpdated', params: { type: row.type, key: row.key, lang: row.lang } },
      detail: { content: row.content },
    });
    return row;
  });
  return toView(updated);
}

export async function removeLanguageEntry({ db, principal, request }: RequestContext, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(languageEntry)
      .where(and(eq(languageEntry.tenantId, principal.tenant.id), eq(languageEntry.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, request, {
      action: 'admin.language.delete',
      entityType: 'languageEntry',
      entityId: row.id,
      message: { key: 'languageEntryDeleted', params: { type: row.type, key: row.key, lang: row.lang } },
    });
  });
  return null;
}
