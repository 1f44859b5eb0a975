import { bigint, boolean, index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprise } from '../platform/tenancy';
import { id, tenantId, ref, at, createdAt, updatedAt, actorRef, userRef } from '../platform/columns';

/**
 * A searchable passage of the tenant's content (a chunk of a library material, an uploaded document,
 * a paper, a guideline, an article or a visit note). `terms` is the passage already tokenized
 * (space separated), so loading an index does not segment Chinese text again.
 */
export const aiPassage = pgTable(
  'ai_passage',
  {
    id: id(),
    tenantId: tenantId(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    chunk: integer('chunk').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    terms: text('terms').notNull(),
    url: text('url'),
    /** Visit notes: the doctor the note is about (proposal context). */
    doctorId: ref('doctor_id'),
    /** Only content whose use is approved may answer promotional modes (article, proposal). */
    approved: boolean('approved').notNull().default(false),
    embedding: real('embedding').array(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ai_passage_source_chunk').on(t.tenantId, t.sourceType, t.sourceId, t.chunk), index('ai_passage_tenant').on(t.tenantId, t.id)],
);

/** Per tenant: the index generation (bumped on every change, so instances reload) and the last sync. */
export const aiIndexState = pgTable('ai_index_state', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(0),
  syncedAt: at('synced_at'),
});

/** A PDF or DOCX uploaded to the knowledge base, with the text extracted from it. */
export const aiDocument = pgTable('ai_document', {
  id: id(),
  tenantId: tenantId(),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: text('content').notNull(),
  uploadedBy: actorRef('uploaded_by'),
  createdAt: createdAt(),
});

/** The enterprise's assistant settings; absent means on, embedded answerer, default limits. */
export const aiSetting = pgTable('ai_setting', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  chatBaseUrl: text('chat_base_url'),
  chatKey: text('chat_key'),
  chatModel: text('chat_model'),
  embeddingBaseUrl: text('embedding_base_url'),
  embeddingKey: text('embedding_key'),
  embeddingModel: text('embedding_model'),
  pubmedBaseUrl: text('pubmed_base_url'),
  pubmedKey: text('pubmed_key'),
  requestsPerMinute: integer('requests_per_minute').notNull().default(10),
  monthlyTokenLimit: integer('monthly_token_limit').notNull().default(0),
});

export const aiConversation = pgTable(
  'ai_conversation',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userRef().notNull(),
    mode: text('mode').notNull(),
    title: text('title').notNull(),
    doctorId: ref('doctor_id'),
    /** Deleted by its owner: hidden from them, kept for the audit trail. */
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_conversation_user').on(t.tenantId, t.userId, t.updatedAt)],
);

export const aiMessage = pgTable(
  'ai_message',
  {
    id: id(),
    tenantId: tenantId(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => aiConversation.id, { onDelete: 'cascade' }),
    userId: ref('user_id').notNull(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').notNull().default([]),
    found: boolean('found').notNull().default(true),
    status: text('status').$type<'complete' | 'stopped' | 'failed'>().notNull().default('complete'),
    feedback: smallint('feedback'),
    model: text('model'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ai_message_conversation').on(t.conversationId, t.id), index('ai_message_user_time').on(t.tenantId, t.userId, t.createdAt)],
);
