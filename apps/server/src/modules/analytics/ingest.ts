import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { ingestEventSchema, type IngestResult } from '@crm/shared/contracts/event-analytics';
import { INTERACTION_TYPES } from '@crm/shared/interaction-types';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import { interactionEvent } from '../../db/schema/index';
import { badRequest } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { RequestContext } from '../../platform/contract-route';

/** The job that scores newly arrived events (registered by lead scoring). */
export const SCORE_NEW_EVENTS = 'leadScoring.newEvents';
import { rows } from './event-query';

type Candidate = ReturnType<typeof ingestEventSchema.parse>;
interface RowError {
  row: number;
  message: string;
}

/**
 * Touchpoints from outside sources. Every row is checked on its own (shape, type, time, doctor and
 * product of this tenant); good rows are appended in one statement, bad rows reported by number.
 * Sending a batch again adds nothing: the store is unique by tenant, source, type and source id.
 */
export async function ingest(context: RequestContext, source: string, raw: unknown[]): Promise<IngestResult> {
  const { principal, lang } = context;
  const tenantId = principal.tenant.id;
  const errors: RowError[] = [];
  const fail = (row: number, key: ServerMessageKey, params?: Record<string, string | number>) =>
    errors.push({ row, message: translate(lang, 'ingestRowInvalid', { row, reason: translate(lang, key, params) }) });

  const parsed: Array<{ row: number; event: Candidate }> = [];
  raw.forEach((item, index) => {
    const row = index + 1;
    const result = ingestEventSchema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') || '-';
      if (field === 'sourceEventId') return void fail(row, 'ingestIdMissing');
      errors.push({ row, message: translate(lang, 'ingestRowInvalid', { row, reason: translate(lang, 'invalidField', { field, reason: translate(lang, 'fieldFormat') }) }) });
      return;
    }
    const event = result.data;
    if (!(event.type in INTERACTION_TYPES)) return void fail(row, 'ingestTypeUnknown', { type: event.type });
    if (Number.isNaN(Date.parse(event.occurredAt))) return void fail(row, 'ingestTimeInvalid');
    parsed.push({ row, event });
  });

  // Doctors by id or master-data code, and products, looked up once for the batch within the tenant.
  const ids = [...new Set(parsed.map((p) => p.event.doctorId).filter((v): v is number => typeof v === 'number'))];
  const codes = [...new Set(parsed.map((p) => p.event.doctorCode).filter((v): v is string => typeof v === 'string'))];
  const products = [...new Set(parsed.map((p) => p.event.productId).filter((v): v is number => typeof v === 'number'))];
  const doctors = await rows(
    context.db,
    sql`select id, code, hospital_id from doctor where tenant_id = ${tenantId} and (id = any(${sql.param(ids)}::bigint[]) or code = any(${sql.param(codes)}::text[]))`,
  );
  const byId = new Map(doctors.map((d) => [Number(d.id), d]));
  const byCode = new Map(doctors.map((d) => [String(d.code), d]));
  const knownProducts = new Set(
    (await rows(context.db, sql`select id from product where tenant_id = ${tenantId} and id = any(${sql.param(products)}::bigint[])`)).map((p) => Number(p.id)),
  );

  const seen = new Set<string>();
  const values: Array<typeof interactionEvent.$inferInsert> = [];
  for (const { row, event } of parsed) {
    const doctor = event.doctorId != null ? byId.get(event.doctorId) : event.doctorCode != null ? byCode.get(event.doctorCode) : undefined;
    if ((event.doctorId != null || event.doctorCode != null) && !doctor) {
      fail(row, 'ingestDoctorUnknown');
      continue;
    }
    if (event.productId != null && !knownProducts.has(event.productId)) {
      fail(row, 'ingestProductUnknown');
      continue;
    }
    const key = `${event.type}\u0000${event.sourceEventId}`;
    if (seen.has(key)) {
      fail(row, 'ingestIdRepeated');
      continue;
    }
    seen.add(key);
    values.push({
      tenantId,
      type: event.type,
      occurredAt: new Date(event.occurredAt),
      doctorId: doctor ? Number(doctor.id) : null,
      hospitalId: doctor ? Number(doctor.hospital_id) : (event.hospitalId ?? null),
      channel: event.channel ?? null,
      productId: event.productId ?? null,
      campaignId: event.campaignId ?? null,
      source,
      sourceEventId: event.sourceEventId,
      properties: event.properties ?? {},
    });
  }
  const inserted = values.length ? await context.db.insert(interactionEvent).values(values).onConflictDoNothing().returning({ id: interactionEvent.id }) : [];
  if (inserted.length) await context.request.server.jobs.enqueue(SCORE_NEW_EVENTS, { tenantId }, { key: String(tenantId), tenantId });
  errors.sort((a, b) => a.row - b.row);
  return { received: raw.length, inserted: inserted.length, duplicates: values.length - inserted.length, errors };
}

const CSV_REQUIRED = ['sourceEventId', 'type', 'occurredAt'];

/** CSV with a header row: the same columns as the JSON events (properties as JSON text). */
export async function ingestCsv(context: RequestContext, source: string, csv: string): Promise<IngestResult> {
  let records: Array<Record<string, string>>;
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch {
    throw badRequest('invalidBody');
  }
  const header = Object.keys(records[0] ?? {});
  const missing = CSV_REQUIRED.filter((c) => !header.includes(c));
  if (records.length > 0 && missing.length) throw badRequest('ingestCsvHeader', { columns: missing.join(', ') });
  const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : /^\d+$/.test(v) ? Number(v) : v);
  const events = records.map((r) => {
    let properties: unknown;
    try {
      properties = r.properties ? JSON.parse(r.properties) : undefined;
    } catch {
      properties = r.properties;
    }
    return {
      sourceEventId: r.sourceEventId || undefined,
      type: r.type,
      occurredAt: r.occurredAt,
      doctorId: number(r.doctorId),
      doctorCode: r.doctorCode || undefined,
      channel: r.channel || undefined,
      productId: number(r.productId),
      campaignId: number(r.campaignId),
      properties,
    };
  });
  return ingest(context, source, events);
}
