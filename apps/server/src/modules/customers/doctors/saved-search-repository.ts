import { and, count, desc, eq } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import { MAX_SAVED_SEARCHES, type SavedSearch, type saveSearch } from '@crm/shared/contracts/doctors';
import { doctorFiltersSchema } from '@crm/shared/contracts/customer-doctor-schemas';
import { doctorSearchParam } from '../../../db/schema/customers/customers';
import { badRequest, notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';

type SavedSearchRow = typeof doctorSearchParam.$inferSelect;

// Parse on the way out so filters saved by an older version still answer the current shape.
const toView = (row: SavedSearchRow): SavedSearch => ({ id: row.id, name: row.name, params: doctorFiltersSchema.parse(row.params), createdAt: row.createdAt.toISOString() });

const mine = ({ principal }: RequestContext) => and(eq(doctorSearchParam.tenantId, principal.tenant.id), eq(doctorSearchParam.userId, principal.userId));

/** The caller's saved searches, newest first. */
export async function savedSearchesOf(context: RequestContext): Promise<SavedSearch[]> {
  const rows = await context.db.select().from(doctorSearchParam).where(mine(context)).orderBy(desc(doctorSearchParam.id));
  return rows.map(toView);
}

/** Saves filters under a name, within the per-user limit. */
export async function addSavedSearch(context: RequestContext, search: ContractRequestParts<typeof saveSearch>['body']): Promise<SavedSearch> {
  const { db, principal } = context;
  const [existing] = await db.select({ n: count() }).from(doctorSearchParam).where(mine(context));
  if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES) throw badRequest('savedSearchLimit', { max: MAX_SAVED_SEARCHES });
  const [row] = await db.insert(doctorSearchParam).values({ tenantId: principal.tenant.id, userId: principal.userId, name: search.name, params: search.params }).returning();
  return toView(row!);
}

/** Deletes one of the caller's saved searches; 404 when it is not theirs. */
export async function deleteSavedSearch(context: RequestContext, id: number): Promise<null> {
  const deleted = await context.db
    .delete(doctorSearchParam)
    .where(and(mine(context), eq(doctorSearchParam.id, id)))
    .returning({ id: doctorSearchParam.id });
  if (deleted.length === 0) throw notFound();
  return null;
}
