import { and, asc, eq } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { createDictItem, createDictType, updateDictItem, updateDictType } from '@crm/shared/contracts/admin-dictionaries';
import type { Database } from '../../db/client';
import { dictData, dictType } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';

/** Dictionary types and their items in both languages, as the administrator keeps them. */

type TypeBody = ContractRequestParts<typeof createDictType>['body'];
type TypeChanges = ContractRequestParts<typeof updateDictType>['body'];
type ItemBody = ContractRequestParts<typeof createDictItem>['body'];
type ItemChanges = ContractRequestParts<typeof updateDictItem>['body'];

async function requireType(db: Database, tenantId: number, dictKey: string) {
  const [found] = await db
    .select()
    .from(dictType)
    .where(and(eq(dictType.tenantId, tenantId), eq(dictType.dictKey, dictKey)));
  if (!found) throw badRequest('invalidField', { field: 'dictKey', reason: dictKey });
  return found;
}

export async function dictTypesOf({ db, principal }: RequestContext) {
  const rows = await db.select().from(dictType).where(eq(dictType.tenantId, principal.tenant.id)).orderBy(asc(dictType.dictKey));
  return rows.map(({ id, dictKey, name, nameEn, remark }) => ({ id, dictKey, name, nameEn, remark }));
}

export async function addDictType({ db, principal, request }: RequestContext, body: TypeBody) {
  const tenantId = principal.tenant.id;
  const [taken] = await db
    .select({ id: dictType.id })
    .from(dictType)
    .where(and(eq(dictType.tenantId, tenantId), eq(dictType.dictKey, body.dictKey)));
  if (taken) throw badRequest('codeTaken', { code: body.dictKey });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dictType)
      .values({ ...body, tenantId })
      .returning({ id: dictType.id });
    await recordAudit(tx, request, {
      action: 'admin.dict.createType',
      entityType: 'dictType',
      entityId: row!.id,
      message: { key: 'dictTypeCreated', params: { dictKey: body.dictKey } },
      detail: body,
    });
    return row!.id;
  });
  return { id };
}

export async function editDictType({ db, principal, request }: RequestContext, id: number, body: TypeChanges) {
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dictType)
      .set(body)
      .where(and(eq(dictType.tenantId, tenantId), eq(dictType.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, request, {
      action: 'admin.dict.updateType',
      entityType: 'dictType',
      entityId: row.id,
      message: { key: 'dictTypeUpdated', params: { dictKey: row.dictKey } },
      detail: body,
    });
  });
  return null;
}

/** Deletes the type and its items. */
export async function removeDictType({ db, principal, request }: RequestContext, id: number) {
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(dictType)
      .where(and(eq(dictType.tenantId, tenantId), eq(dictType.id, id)))
      .returning();
    if (!row) throw notFound();
    await tx.delete(dictData).where(and(eq(dictData.tenantId, tenantId), eq(dictData.dictKey, row.dictKey)));
    await recordAudit(tx, request, {
      action: 'admin.dict.deleteType',
      entityType: 'dictType',
      entityId: row.id,
      message: { key: 'dictTypeDeleted', params: { dictKey: row.dictKey } },
    });
  });
  return null;
}

/** Items of one type, disabled ones included. */
export async function dictItemsOf({ db, principal }: RequestContext, dictKey: string) {
  const rows = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.tenantId, principal.tenant.id), eq(dictData.dictKey, dictKey)))
    .orderBy(asc(dictData.sort), asc(dictData.id));
  return rows.map(({ id, dictKey: key, code, label, labelEn, sort, enabled }) => ({ id, dictKey: key, code, label, labelEn, sort, enabled }));
}

export async function addDictItem({ db, principal, request }: RequestContext, body: ItemBody) {
  const tenantId = principal.tenant.id;
  await requireType(db, tenantId, body.dictKey);
  const [taken] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.tenantId, tenantId), eq(dictData.dictKey, body.dictKey), eq(dictData.code, body.code)));
  if (taken) throw badRequest('codeTaken', { code: body.code });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dictData)
      .values({ ...body, tenantId })
      .returning({ id: dictData.id });
    await recordAudit(tx, request, {
      action: 'admin.dict.createData',
      entityType: 'dictData',
      entityId: row!.id,
      message: { key: 'dictItemCreated', params: { dictKey: body.dictKey, code: body.code } },
      detail: body,
    });
    return row!.id;
  });
  return { id };
}

export async function editDictItem({ db, principal, request }: RequestContext, id: number, body: ItemChanges) {
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dictData)
      .set(body)
      .where(and(eq(dictData.tenantId, tenantId), eq(dictData.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, request, {
      action: 'admin.dict.updateData',
      entityType: 'dictData',
      entityId: row.id,
      message: { key: 'dictItemUpdated', params: { dictKey: row.dictKey, code: row.code } },
      detail: body,
    });
  });
  return null;
}

export async function removeDictItem({ db, principal, request }: RequestContext, id: number) {
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(dictData)
      .where(and(eq(dictData.tenantId, tenantId), eq(dictData.id, id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, request, {
      action: 'admin.dict.deleteData',
      entityType: 'dictData',
      entityId: row.id,
      message: { key: 'dictItemDeleted', params: { dictKey: row.dictKey, code: row.code } },
    });
  });
  return null;
}
