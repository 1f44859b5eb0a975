import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id, ref, tenantId } from '../platform/columns';

export type EventIngestStatus = 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';

/**
 * One batch or file of outside events: who sent what and when, and what became of it. A CSV file is
 * kept here only until it has been worked through (the job reads it in batches), then dropped.
 */
export const eventIngest = pgTable(
  'event_ingest',
  {
    id: id(),
    tenantId: tenantId(),
    source: text('source').notNull(),
    format: text('format').$type<'json' | 'csv'>().notNull(),
    fileName: text('file_name'),
    content: bytea('content'),
    lang: text('lang').notNull().default('zh'),
    status: text('status').$type<EventIngestStatus>().notNull().default('QUEUED'),
    received: integer('received').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first rejected rows, each with its reason in the sender's language. */
    errors: jsonb('errors').$type<Array<{ row: number; message: string }>>().notNull().default([]),
    failure: text('failure'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('event_ingest_tenant_created').on(t.tenantId, t.createdAt)],
);
