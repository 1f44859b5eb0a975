import { sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Tx } from '../workflow/index';
import { dateIn } from '../../lib/zoned-time';
import { formatYuan } from './calendar';
import { rows } from '../../db/rows';

/** The checks of a meeting application: references on every save, compliance rules on submission. */

type Queryable = Database | Tx;

async function missingIds(db: Queryable, table: string, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: string | number }>(db, sql`select id from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::bigint[])`);
  const present = new Set(found.map((r) => Number(r.id)));
  return ids.filter((id) => !present.has(id));
}

/** Every id the form names must be the tenant's own (never another tenant's). */
export async function checkReferences(db: Queryable, tenantId: number, body: MeetingBody): Promise<void> {
  if (new Date(body.endAt) <= new Date(body.startAt)) throw badRequest('meetingEndBeforeStart');
  const references: Array<[string, string, number[]]> = [
    ['productIds', 'product', body.productIds],
    ['institutionId', 'institution', body.institutionId ? [body.institutionId] : []],
    ['supplierId', 'supplier', body.supplierId ? [body.supplierId] : []],
    ['costCentreId', 'cost_centre', body.costCentreId ? [body.costCentreId] : []],
    ['internalOrderId', 'internal_order', body.internalOrderId ? [body.internalOrderId] : []],
    ['speakers.speakerId', 'speaker_profile', body.speakers.map((s) => s.speakerId)],
    ['invitedDoctorIds', 'doctor', body.invitedDoctorIds],
    ['libraryVersionIds', 'library_material_version', body.libraryVersionIds],
  ];
  for (const [field, table, ids] of references) {
    const [missing] = await missingIds(db, table, tenantId, [...new Set(ids)]);
    if (missing !== undefined) throw badRequest('referenceNotFound', { field, id: missing });
  }
  const speakerIds = body.speakers.map((s) => s.speakerId);
  if (new Set(speakerIds).size !== speakerIds.length) {
    const duplicate = speakerIds.find((id, i) => speakerIds.indexOf(id) !== i)!;
    throw badRequest('speakerDuplicate', { name: String(duplicate) });
  }
}

interface SpeakerFacts {
  id: number;
  name: string;
  status: string;
  fee_rate_cents: string | number;
  contract_start: string;
  contract_end: string;
  qualified: boolean;
}

/** The compliance rules an application must meet before it enters approval. */
export async function checkSubmission(db: Queryable, tenant: { id: number; timeZone: string }, body: MeetingBody, lang: Lang): Promise<void> {
  const start = new Date(body.startAt);
  const day = dateIn(start, tenant.timeZone);
  if (start <= new Date()) throw badRequest('meetingStartPast');
  if (body.type === 'ONLINE' && !body.onlineLink) throw badRequest('meetingOnlineLinkRequired');
  if (body.type !== 'ONLINE' && !body.venue) throw badRequest('meetingVenueRequired');
  if (!body.costCentreId) throw badRequest('costCentreRequired');
  const [finance] = await rows<{ cc_enabled: boolean; io_matches: boolean | null }>(
    db,
    sql`select cc.enabled as cc_enabled, (select io.cost_centre_id = cc.id and io.enabled from internal_order io where io.id = ${body.internalOrderId ?? 0}) as io_matches
        from cost_centre cc where cc.tenant_id = ${tenant.id} and cc.id = ${body.costCentreId}`,
  );
  if (!finance?.cc_enabled) throw badRequest('referenceNotFound', { field: 'costCentreId', id: body.costCentreId });
  if (body.internalOrderId && !finance.io_matches) throw badRequest('internalOrderMismatch');
  if (body.institutionId) {
    const [found] = await rows<{ enabled: boolean }>(db, sql`select enabled from institution where tenant_id = ${tenant.id} and id = ${body.institutionId}`);
    if (!found?.enabled) throw badRequest('referenceNotFound', { field: 'institutionId', id: body.institutionId });
  }
  if (body.supplierId) {
    const [found] = await rows<{ name: string; usable: boolean }>(
      db,
      sql`select name, enabled and (qualification_expiry is null or qualification_expiry >= ${day}::date) as usable from supplier where tenant_id = ${tenant.id} and id = ${body.supplierId}`,
    );
    if (!found?.usable) throw badRequest('supplierNotQualified', { name: found?.name ?? String(body.supplierId) });
  }
  await checkSpeakers(db, tenant.id, body, day, lang);
  await checkMaterials(db, tenant, body, lang);
}

async function checkSpeakers(db: Queryable, tenantId: number, body: MeetingBody, day: string, lang: Lang): Promise<void> {
  if (body.speakers.length === 0) return;
  const facts = await rows<SpeakerFacts>(
    db,
    sql`select s.id, case when ${lang} = 'en' then coalesce(d.name_en, d.name) else d.name end as name, s.status, s.fee_rate_cents,
          s.contract_start::text as contract_start, s.contract_end::text as contract_end,
          exists (select 1 from speaker_qualification q where q.speaker_id = s.id and (q.product_id is null or q.product_id = any(${sql.param(body.productIds)}::bigint[]))) as qualified
        from speaker_profile s join doctor d on d.id = s.doctor_id
        where s.tenant_id = ${tenantId} and s.id = any(${sql.param(body.speakers.map((s) => s.speakerId))}::bigint[])`,
  );
  const byId = new Map(facts.map((f) => [Number(f.id), f]));
  for (const booked of body.speakers) {
    const speaker = byId.get(booked.speakerId)!;
    if (speaker.status !== 'APPROVED') throw badRequest('speakerNotApproved', { name: speaker.name });
    if (booked.feeCents > Number(speaker.fee_rate_cents)) {
      throw badRequest('speakerFeeAboveRate', { name: speaker.name, fee: formatYuan(booked.feeCents), rate: formatYuan(Number(speaker.fee_rate_cents)) });
    }
    if (!speaker.qualified) throw badRequest('speakerNotQualified', { name: speaker.name });
    if (day < speaker.contract_start || day > speaker.contract_end) throw badRequest('speakerContractInvalid', { name: speaker.name });
  }
  const travel = body.speakers.reduce((sum, s) => sum + s.travelCents, 0);
  const travelLine = body.budgetLines.filter((l) => l.category === 'TRAVEL').reduce((sum, l) => sum + l.amountCents, 0);
  if (travel > travelLine) throw badRequest('speakerTravelAboveLine', { travel: formatYuan(travel), line: formatYuan(travelLine) });
}

/** Only approved library material, still valid on the meeting day, may be shown at a meeting. */
export async function checkMaterials(db: Queryable, tenant: { id: number; timeZone: string }, body: MeetingBody, lang: Lang): Promise<void> {
  if (body.libraryVersionIds.length === 0) return;
  const tenantId = tenant.id;
  const day = dateIn(new Date(body.startAt), tenant.timeZone);
  const unusable = await rows<{ title: string }>(
    db,
    sql`select case when ${lang} = 'en' then coalesce(m.title_en, m.title) else m.title end as title
        from library_material_version v join library_material m on m.id = v.material_id
        where v.tenant_id = ${tenantId} and v.id = any(${sql.param(body.libraryVersionIds)}::bigint[]) and (v.status <> 'APPROVED' or v.valid_until < ${day}::date)
        limit 1`,
  );
  if (unusable[0]) throw badRequest('materialNotApproved', { title: unusable[0].title });
}
