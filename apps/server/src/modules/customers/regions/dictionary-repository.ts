import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DictionaryItem } from '@crm/shared/contracts/dictionaries';
import { CUSTOMER_DICTIONARIES } from '@crm/shared/customer-reference';
import { dictData } from '../../../db/schema/platform/tenancy';
import type { RequestContext } from '../../../platform/contract-route';
import { dictionaryOf, ownValue } from '@crm/shared/object-keys';

/** A built-in vocabulary as dictionary items, sorted as listed. */
export const withSort = (items: ReadonlyArray<{ code: string; label: string; labelEn: string }>): DictionaryItem[] => items.map((item, sort) => ({ ...item, sort }));

/** The items of each dictionary asked: the tenant's own entries for a key, else the built-in customer vocabulary. */
export async function dictionariesOf({ db, principal }: RequestContext, requested: string[]): Promise<Record<string, DictionaryItem[]>> {
  const keys = [...new Set(requested)];
  const rows = keys.length
    ? await db
        .select()
        .from(dictData)
        .where(and(eq(dictData.tenantId, principal.tenant.id), inArray(dictData.dictKey, keys), eq(dictData.enabled, true)))
        .orderBy(asc(dictData.sort), asc(dictData.id))
    : [];
  // A tenant's own entries for a key take precedence over the built-in vocabulary.
  return dictionaryOf(
    keys.map((key) => {
      const own = rows.filter((r) => r.dictKey === key).map(({ code, label, labelEn, sort }) => ({ code, label, labelEn, sort }));
      return [key, own.length ? own : withSort(ownValue(CUSTOMER_DICTIONARIES, key) ?? [])];
    }),
  );
}
