import { Readable } from 'node:stream';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { parse, CsvError } from 'csv-parse';
import type { IngestResult } from '@crm/shared/contracts/event-analytics';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../db/client';
import { eventIngest } from '../../db/schema/analytics/event-ingest';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { EventIngester, recordOutcome, recordProgress } from './ingest';

type IngestRow = typeof eventIngest.$inferSelect;

const CSV_REQUIRED = ['sourceEventId', 'type', 'occurredAt'];
/** The file is handed to the CSV parser in slices, so only a slice's records are ever parsed ahead of the writer. */
const SLICE_BYTES = 64 * 1024;

export function toIngestView(row: Omit<IngestRow, 'content'>): IngestResult {
  return {
    id: row.id,
    status: row.status,
    received: row.received,
    inserted: row.inserted,
    duplicates: row.duplicates,
    errorCount: row.errorCount,
    errors: row.errors,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createIngest(
  db: Database,
  input: { tenantId: number; source: string; format: 'json' | 'csv'; fileName?: string; content?: Buffer; lang: Lang; userId: number },
): Promise<IngestRow> {
  const { userId, ...fields } = input;
  const [row] = await db
    .insert(eventIngest)
    .values({ ...fields, status: input.format === 'json' ? 'RUNNING' : 'QUEUED', createdBy: userId })
    .returning();
  return row!;
}

/** The ingest without its file (a poll every few seconds must not read megabytes each time). */
async function findIngestRow(db: Database, tenantId: number, id: number): Promise<Omit<IngestRow, 'content'>> {
  const { content: _content, ...columns } = getTableColumns(eventIngest);
  const [row] = await db
    .select(columns)
    .from(eventIngest)
    .where(and(eq(eventIngest.tenantId, tenantId), eq(eventIngest.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function findIngest(db: Database, tenantId: number, id: number): Promise<IngestResult> {
  return toIngestView(await findIngestRow(db, tenantId, id));
}

async function storedFile(db: Database, tenantId: number, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: eventIngest.content })
    .from(eventIngest)
    .where(and(eq(eventIngest.tenantId, tenantId), eq(eventIngest.id, id)));
  return row?.content ? Buffer.from(row.content) : null;
}

/** A JSON batch, ingested within the request and kept as an ingest of its own. */
export async function ingestJson(target: { db: Database; tenantId: number; lang: Lang; jobs: JobQueue; userId: number }, source: string, events: unknown[]): Promise<IngestResult> {
  const ingest = await createIngest(target.db, { tenantId: target.tenantId, lang: target.lang, userId: target.userId, source, format: 'json' });
  const ingester = new EventIngester({ ...target, ingestId: ingest.id, source });
  try {
    for (const [index, item] of events.entries()) await ingester.add(index + 1, item);
    await ingester.finish();
  } catch (error) {
    await recordOutcome(target.db, target.tenantId, ingest.id, ingester, translate(target.lang, 'ingestInterrupted'));
    throw error;
  }
  await recordOutcome(target.db, target.tenantId, ingest.id, ingester);
  return findIngest(target.db, target.tenantId, ingest.id);
}

/** Data rows of a CSV file (the line after the header is row 1), parsed as they are read. */
async function* csvEvents(content: Buffer, onHeader: (columns: string[]) => void): AsyncGenerator<unknown> {
  const slices = function* () {
    for (let at = 0; at < content.length; at += SLICE_BYTES) yield content.subarray(at, at + SLICE_BYTES);
  };
  const parser = Readable.from(slices()).pipe(
    parse({
      columns: (header: string[]) => (onHeader(header), header),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }),
  );
  const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : /^\d+$/.test(v) ? Number(v) : v);
  for await (const r of parser as AsyncIterable<Record<string, string>>) {
    let properties: unknown;
    try {
      properties = r.properties ? JSON.parse(r.properties) : undefined;
    } catch {
      properties = r.properties;
    }
    yield {
      sourceEventId: r.sourceEventId || undefined,
      type: r.type,
      occurredAt: r.occurredAt,
      doctorId: number(r.doctorId),
      doctorCode: r.doctorCode || undefined,
      hospitalId: number(r.hospitalId),
      channel: r.channel || undefined,
      productId: number(r.productId),
      campaignId: number(r.campaignId),
      properties,
    };
  }
}

class HeaderError extends Error {}

/**
 * Works through a stored CSV file in batches, storing the counts after each. Safe to run again
 * (the job retries): a completed ingest is left alone, and events already written are duplicates.
 */
export async function runCsvIngest(db: Database, jobs: JobQueue, tenantId: number, ingestId: number): Promise<void> {
  const ingest = await findIngestRow(db, tenantId, ingestId);
  const content = ingest.status === 'COMPLETED' ? null : await storedFile(db, tenantId, ingestId);
  if (!content) return;
  const lang = ingest.lang as Lang;
  const ingester = new EventIngester({ db, jobs, tenantId, ingestId, source: ingest.source, lang });
  const progress = (i: EventIngester) => recordProgress(db, tenantId, ingestId, i);
  let failure: string | null = null;
  try {
    await progress(ingester);
    let row = 0;
    const onHeader = (columns: string[]) => {
      const missing = CSV_REQUIRED.filter((c) => !columns.includes(c));
      if (missing.length) throw new HeaderError(translate(lang, 'ingestCsvHeader', { columns: missing.join(', ') }));
    };
    for await (const event of csvEvents(content, onHeader)) await ingester.add(++row, event, progress);
    await ingester.finish();
    if (ingester.received === 0) failure = translate(lang, 'uploadEmpty');
  } catch (error) {
    if (error instanceof HeaderError) failure = error.message;
    else if (error instanceof CsvError) failure = translate(lang, 'ingestCsvUnreadable', { line: Number((error as CsvError & { lines?: number }).lines ?? 0) });
    else {
      await recordOutcome(db, tenantId, ingestId, ingester, translate(lang, 'ingestInterrupted'));
      throw error;
    }
  }
  await recordOutcome(db, tenantId, ingestId, ingester, failure);
}
