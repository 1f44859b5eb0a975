import { and, eq, sql } from 'drizzle-orm';
import { ingestEventSchema } from '@crm/shared/contracts/event-analytics';
import type { Lang } from '@crm/shared/i18n';
import { INTERACTION_TYPES } from '@crm/shared/interaction-types';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Database } from '../../db/client';
import { eventIngest } from '../../db/schema/analytics/event-ingest';
import { appendIngestedEvents } from '../interactions/index';
import { translate } from '../../lib/i18n';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { rows } from '../../db/rows';
import { SCORE_NEW_EVENTS } from '../lead-scoring/index';

/** Rows checked and written together: 12 bound parameters a row keeps a statement far under PostgreSQL's 65,535. */
const BATCH_ROWS = 1000;
/** Rejected rows reported with their reason; the rest are counted. */
export const REPORTED_ERRORS = 1000;

export interface IngestTarget {
  db: Database;
  tenantId: number;
  ingestId: number;
  source: string;
  lang: Lang;
  jobs: JobQueue;
}

interface RowError {
  row: number;
  message: string;
}

/**
 * Touchpoints from outside sources, checked and written a batch at a time so that a file of any size
 * the limits allow streams through in bounded memory. Every row is checked on its own (shape, type,
 * time, doctor and product of this tenant); good rows are appended, bad rows reported by number.
 * Sending a batch again adds nothing: the store is unique by tenant, source, type and source id. A
 * source id repeated within one ingest is a row error, across the whole file.
 */
export class EventIngester {
  received = 0;
  inserted = 0;
  duplicates = 0;
  errorCount = 0;
  readonly errors: RowError[] = [];
  private readonly seen = new Set<string>();
  private pending: Array<{ row: number; item: unknown }> = [];

  constructor(private readonly target: IngestTarget) {}

  /** Adds one row; writes a batch when one is full and reports the counts so far. */
  async add(row: number, item: unknown, onBatch?: (ingester: EventIngester) => Promise<void>): Promise<void> {
    this.received++;
    this.pending.push({ row, item });
    if (this.pending.length >= BATCH_ROWS) {
      await this.flush();
      await onBatch?.(this);
    }
  }

  /** Writes what is pending and asks for the new events to be scored. */
  async finish(): Promise<void> {
    await this.flush();
    this.errors.sort((a, b) => a.row - b.row);
    if (this.inserted > 0)
      await this.target.jobs.enqueue(SCORE_NEW_EVENTS, { tenantId: this.target.tenantId }, { key: String(this.target.tenantId), tenantId: this.target.tenantId });
  }

  private fail(row: number, key: ServerMessageKey, params?: Record<string, string | number>): void {
    this.errorCount++;
    if (this.errors.length < REPORTED_ERRORS)
      this.errors.push({ row, message: translate(this.target.lang, 'ingestRowInvalid', { row, reason: translate(this.target.lang, key, params) }) });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const { db, tenantId, source, lang } = this.target;
    const parsed: Array<{ row: number; event: ReturnType<typeof ingestEventSchema.parse> }> = [];
    for (const { row, item } of batch) {
      const result = ingestEventSchema.safeParse(item);
      if (!result.success) {
        const field = result.error.issues[0]?.path.join('.') || '-';
        if (field === 'sourceEventId') this.fail(row, 'ingestIdMissing');
        else this.fail(row, 'invalidField', { field, reason: translate(lang, 'fieldFormat') });
        continue;
      }
      const event = result.data;
      if (!(event.type in INTERACTION_TYPES)) this.fail(row, 'ingestTypeUnknown', { type: event.type });
      else if (Number.isNaN(Date.parse(event.occurredAt))) this.fail(row, 'ingestTimeInvalid');
      else parsed.push({ row, event });
    }

    // Doctors by id or master-data code, and products, looked up once for the batch within the tenant.
    const ids = [...new Set(parsed.map((p) => p.event.doctorId).filter((v): v is number => typeof v === 'number'))];
    const codes = [...new Set(parsed.map((p) => p.event.doctorCode).filter((v): v is string => typeof v === 'string'))];
    const products = [...new Set(parsed.map((p) => p.event.productId).filter((v): v is number => typeof v === 'number'))];
    const doctors =
      ids.length + codes.length === 0
        ? []
        : await rows(
            db,
            sql`select id, code, hospital_id from doctor where tenant_id = ${tenantId} and (id = any(${sql.param(ids)}::bigint[]) or code = any(${sql.param(codes)}::text[]))`,
          );
    const byId = new Map(doctors.map((d) => [Number(d.id), d]));
    const byCode = new Map(doctors.map((d) => [String(d.code), d]));
    const knownProducts = new Set(
      products.length === 0
        ? []
        : (await rows(db, sql`select id from product where tenant_id = ${tenantId} and id = any(${sql.param(products)}::bigint[])`)).map((p) => Number(p.id)),
    );

    const values: Parameters<typeof appendIngestedEvents>[1] = [];
    for (const { row, event } of parsed) {
      const doctor = event.doctorId != null ? byId.get(event.doctorId) : event.doctorCode != null ? byCode.get(event.doctorCode) : undefined;
      if ((event.doctorId != null || event.doctorCode != null) && !doctor) {
        this.fail(row, 'ingestDoctorUnknown');
        continue;
      }
      if (event.productId != null && !knownProducts.has(event.productId)) {
        this.fail(row, 'ingestProductUnknown');
        continue;
      }
      const key = `${event.type}\u0000${event.sourceEventId}`;
      if (this.seen.has(key)) {
        this.fail(row, 'ingestIdRepeated');
        continue;
      }
      this.seen.add(key);
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
    if (values.length === 0) return;
    const inserted = await appendIngestedEvents(db, values);
    this.inserted += inserted.length;
    this.duplicates += values.length - inserted.length;
  }

  /** The counts as stored on the ingest. */
  counts() {
    return { received: this.received, inserted: this.inserted, duplicates: this.duplicates, errorCount: this.errorCount };
  }
}

/** Stores the counts so far on the ingest (its progress while a job works through a file). */
export async function recordProgress(db: Database, tenantId: number, ingestId: number, ingester: EventIngester): Promise<void> {
  await db
    .update(eventIngest)
    .set({ status: 'RUNNING', ...ingester.counts() })
    .where(and(eq(eventIngest.tenantId, tenantId), eq(eventIngest.id, ingestId)));
}

/** Stores the outcome; a completed file is dropped, as every row of it is now in the store or reported. */
export async function recordOutcome(db: Database, tenantId: number, ingestId: number, ingester: EventIngester, failure: string | null = null): Promise<void> {
  await db
    .update(eventIngest)
    .set({
      status: failure ? 'FAILED' : 'COMPLETED',
      ...ingester.counts(),
      errors: ingester.errors,
      failure,
      finishedAt: sql`now()`,
      ...(failure ? {} : { content: null }),
    })
    .where(and(eq(eventIngest.tenantId, tenantId), eq(eventIngest.id, ingestId)));
}
