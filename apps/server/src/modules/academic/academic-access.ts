import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { academicProductPolicy } from '../../db/schema/academic/academic';
import { productIndication } from '../../db/schema/platform/products';
import { product } from '../../db/schema/platform/tenancy';
import { badRequest } from '../../lib/http-error';
import { requestLang, translate } from '../../lib/i18n';
import { recordAudit } from '../../platform/audit/record-audit';
import { requireVisibleDoctor } from '../customers/index';
import type { Principal } from '../../platform/principal';
import { requirePrincipal, type RequestFacts } from '../../platform/route-access';
import { rowsOf } from '../../db/rows';

/** Route access declarations, named after the menu entries they belong to. */
export const PROFILE_VIEW = { access: { permission: 'customer:doctorProfile:view' } } as const;
export const NETWORK_VIEW = { access: { permission: 'insight:academicNetwork:view' } } as const;
export const KOL_VIEW = { access: { permission: 'customer:kol:view' } } as const;

/** One audit record per caller and doctor within this window, however many sections the page loads. */
const AUDIT_WINDOW_MINUTES = 10;
/**
 * Views this instance has recorded lately, per database, so the sections of one page (and reopening it) skip the
 * audit-trail lookup; the record itself is still written in the request, before the data is shown.
 */
const recentlyRecorded = new WeakMap<Database, Map<string, number>>();
const RECENT_MAX = 20_000;

function recentViews(db: Database): Map<string, number> {
  let views = recentlyRecorded.get(db);
  if (!views) recentlyRecorded.set(db, (views = new Map()));
  return views;
}

function rememberView(db: Database, key: string, at: number) {
  const views = recentViews(db);
  if (views.size >= RECENT_MAX) views.delete(views.keys().next().value!);
  views.set(key, at);
}

/**
 * The caller, once the doctor is known to be in their data range (404 otherwise, also for another
 * tenant's id); the view is written to the audit trail.
 */
export async function openDoctorProfile(db: Database, request: RequestFacts, doctorId: number): Promise<Principal> {
  const principal = requirePrincipal(request);
  await requireVisibleDoctor(db, principal, doctorId);
  const key = `${principal.tenant.id}|${principal.userId}|${doctorId}`;
  const seen = recentViews(db).get(key);
  // A little inside the window, so the database would surely have answered "already recorded" too.
  if (seen !== undefined && Date.now() - seen < (AUDIT_WINDOW_MINUTES - 1) * 60_000) return principal;
  const recent = rowsOf<unknown>(
    await db.execute(
      sql`select 1 from audit_log where tenant_id = ${principal.tenant.id} and actor_id = ${principal.userId} and action = 'doctor.profile.view'
        and entity_id = ${String(doctorId)} and created_at > now() - make_interval(mins => ${AUDIT_WINDOW_MINUTES}) limit 1`,
    ),
  );
  const started = Date.now();
  if (recent.length === 0) {
    await recordAudit(db, request, {
      action: 'doctor.profile.view',
      entityType: 'doctor',
      entityId: doctorId,
      message: { key: 'doctorProfileViewed', params: { doctorId } },
      detail: { path: request.routeOptions.url },
    });
    rememberView(db, key, started);
  }
  return principal;
}

export interface ProductScope {
  withheld: boolean;
  withheldNotice: string | null;
  /** The drug's indications (Chinese names), which the academic records are matched on. */
  indications: string[];
}

/** What a `productId` filter means for the caller: the drug's indications, or that its data is withheld. */
export async function productScope(db: Database, request: RequestFacts, principal: Principal, productId: number | undefined): Promise<ProductScope | null> {
  if (productId === undefined) return null;
  const [found] = await db
    .select({ id: product.id, withheld: academicProductPolicy.withheld })
    .from(product)
    .leftJoin(academicProductPolicy, eq(academicProductPolicy.productId, product.id))
    .where(and(eq(product.tenantId, principal.tenant.id), eq(product.id, productId)));
  if (!found) throw badRequest('invalidField', { field: 'productId', reason: String(productId) });
  if (found.withheld) return { withheld: true, withheldNotice: translate(requestLang(request), 'academicDataWithheld'), indications: [] };
  const indications = await db
    .select({ name: productIndication.name })
    .from(productIndication)
    .where(inArray(productIndication.productId, [productId]));
  return { withheld: false, withheldNotice: null, indications: indications.map((i) => i.name) };
}

export function withheldPage(scope: ProductScope) {
  return { content: [], totalElements: 0, withheld: true, withheldNotice: scope.withheldNotice };
}
