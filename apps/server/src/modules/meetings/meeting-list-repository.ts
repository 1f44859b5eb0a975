import { sql } from 'drizzle-orm';
import { MEETING_GROUP_PERMISSIONS, type FormOptions } from '@crm/shared/contracts/meetings';
import type { RequestContext } from '../../platform/contract-route';
import { requirePermission } from '../../platform/route-access';
import { listMeetings, type MeetingListQuery } from './meeting-lists';
import { rowsOf } from '../../db/rows';

/** The tabbed meeting lists and the choices of the meeting form. */

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Meetings of one tab; the group asked for decides the permission needed. */
export function meetingPageOf({ db, request }: RequestContext, query: MeetingListQuery) {
  const principal = requirePermission(request, MEETING_GROUP_PERMISSIONS[query.group]);
  return listMeetings(db, principal, query);
}

/** What the meeting form may choose: products, institutions, qualified suppliers, CC/IO, approved speakers and materials. */
export async function formOptionsOf({ db, principal }: RequestContext): Promise<FormOptions> {
  const tenantId = principal.tenant.id;
  const query = async (statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));
  const [products, institutions, suppliers, costCentres, internalOrders, speakers, materials] = await Promise.all([
    query(sql`select id, name, name_en from product where tenant_id = ${tenantId} and enabled order by sort, id`),
    query(sql`select id, name, name_en from institution where tenant_id = ${tenantId} and enabled order by name`),
    query(
      sql`select id, name, name_en, type from supplier where tenant_id = ${tenantId} and enabled and (qualification_expiry is null or qualification_expiry >= current_date) order by name`,
    ),
    query(sql`select id, code, name, name_en from cost_centre where tenant_id = ${tenantId} and enabled order by code`),
    query(sql`select id, code, name, name_en, cost_centre_id, product_id from internal_order where tenant_id = ${tenantId} and enabled order by code`),
    query(sql`select s.id, s.doctor_id, d.name, d.name_en, h.name as hospital_name, s.tier, s.fee_rate_cents,
        coalesce(array_agg(q.product_id) filter (where q.product_id is not null), '{}') as product_ids
      from speaker_profile s join doctor d on d.id = s.doctor_id join hospital h on h.id = d.hospital_id left join speaker_qualification q on q.speaker_id = s.id
      where s.tenant_id = ${tenantId} and s.status = 'APPROVED' group by s.id, d.name, d.name_en, h.name order by d.name`),
    query(sql`select v.id, v.material_id, v.version, v.valid_until::text as valid_until, m.title, m.title_en, m.material_type
      from library_material_version v join library_material m on m.id = v.material_id
      where v.tenant_id = ${tenantId} and v.status = 'APPROVED' and v.valid_until >= current_date order by m.title`),
  ]);
  return {
    products: products.map((r) => ({ id: Number(r.id), name: String(r.name), nameEn: text(r.name_en) })),
    institutions: institutions.map((r) => ({ id: Number(r.id), name: String(r.name), nameEn: text(r.name_en) })),
    suppliers: suppliers.map((r) => ({ id: Number(r.id), name: String(r.name), nameEn: r.name_en === null ? null : String(r.name_en), type: String(r.type) })),
    costCentres: costCentres.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name), nameEn: text(r.name_en) })),
    internalOrders: internalOrders.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      name: String(r.name),
      nameEn: text(r.name_en),
      costCentreId: Number(r.cost_centre_id),
      productId: r.product_id === null ? null : Number(r.product_id),
    })),
    speakers: speakers.map((r) => ({
      id: Number(r.id),
      doctorId: Number(r.doctor_id),
      name: String(r.name),
      nameEn: text(r.name_en),
      hospitalName: String(r.hospital_name),
      tier: String(r.tier),
      feeRateCents: Number(r.fee_rate_cents),
      productIds: (r.product_ids as Array<string | number>).map(Number),
    })),
    materials: materials.map((r) => ({
      id: Number(r.id),
      materialId: Number(r.material_id),
      name: String(r.title),
      nameEn: text(r.title_en),
      materialType: String(r.material_type),
      version: Number(r.version),
      validUntil: String(r.valid_until),
    })),
  };
}
