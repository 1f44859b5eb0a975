import { INGEST_JSON_MAX_EVENTS, ingestSourceSchema, type IngestResult } from '@crm/shared/contracts/event-analytics';
import { HttpError, badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { EVENT_INGEST_JOB } from './ingest-jobs';
import { createIngest, findIngest, ingestJson, runCsvIngest } from './ingest-service';

const NEWLINE = 0x0a;

/** Data lines of a CSV file (lines after the header, a last line without its newline included). */
function dataLines(content: Buffer): number {
  let lines = 0;
  for (let at = content.indexOf(NEWLINE); at !== -1; at = content.indexOf(NEWLINE, at + 1)) lines++;
  if (content.length > 0 && content[content.length - 1] !== NEWLINE) lines++;
  return Math.max(0, lines - 1);
}

/**
 * Reads a multipart event file (`source` field, then `file`) within the limits: over the size or the
 * row limit answers 413 naming it, before anything is stored.
 */
async function readEventFile(
  { request, readUpload }: Pick<RequestContext, 'request' | 'readUpload'>,
  limits: { maxMb: number; maxRows: number },
): Promise<{ source: string; fileName: string; content: Buffer }> {
  // A CSV, read as text lines.
  const file = await readUpload({
    maxBytes: limits.maxMb * 1024 * 1024,
    missing: 'uploadFileMissing',
    tooLarge: 'ingestFileTooLarge',
    archive: 'never-unpacked',
  });
  const source = ingestSourceSchema.safeParse(file.fields.source ?? (request.query as Record<string, unknown>).source ?? '');
  if (!source.success) throw badRequest('ingestSourceInvalid');
  if (dataLines(file.content) > limits.maxRows) throw new HttpError(413, 'ingestTooManyRows', { max: limits.maxRows });
  return { source: source.data, fileName: file.fileName, content: file.content };
}

/** Ingests a batch of events sent as JSON, at most INGEST_JSON_MAX_EVENTS of them (413 past that). */
export function ingestEventBatch({ db, principal, lang, host }: RequestContext, source: string, events: unknown[]): Promise<IngestResult> {
  if (events.length > INGEST_JSON_MAX_EVENTS) throw new HttpError(413, 'ingestTooManyEvents', { max: INGEST_JSON_MAX_EVENTS });
  return ingestJson({ db, tenantId: principal.tenant.id, lang, jobs: host.jobs, userId: principal.userId }, source, events);
}

/** Ingests an uploaded event file: in the request up to the inline size, by the job above it (poll the ingest for its progress). */
export async function ingestEventFile(context: RequestContext): Promise<IngestResult> {
  const { db, principal, lang, host } = context;
  const { eventIngestMaxMb, eventIngestMaxRows, eventIngestInlineKb } = host.config;
  const file = await readEventFile(context, { maxMb: eventIngestMaxMb, maxRows: eventIngestMaxRows });
  const tenantId = principal.tenant.id;
  const ingest = await createIngest(db, { tenantId, ...file, format: 'csv', lang, userId: principal.userId });
  if (file.content.length <= eventIngestInlineKb * 1024) await runCsvIngest(db, host.jobs, tenantId, ingest.id);
  else await host.jobs.enqueue(EVENT_INGEST_JOB, { tenantId, ingestId: ingest.id }, { key: String(ingest.id), tenantId });
  return findIngest(db, tenantId, ingest.id);
}
