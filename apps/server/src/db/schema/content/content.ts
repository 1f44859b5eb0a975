import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, updatedAt } from '../platform/columns';
import { productIndication } from '../platform/products';

/**
 * The content center: articles with versions under review, per-doctor consent, per-channel caps,
 * one ledger of every send attempt, mass sends and the e-mail outbox of the embedded mailer.
 */

/** An article; its text lives in versions, the article points at the one under work and the last approved. */
export const contentArticle = pgTable(
  'content_article',
  {
    id: id(),
    tenantId: tenantId(),
    /** DRAFT, IN_REVIEW, APPROVED, REJECTED or EXPIRED: the state of the latest version. */
    status: text('status').notNull().default('DRAFT'),
    currentVersionId: ref('current_version_id'),
    approvedVersionId: ref('approved_version_id'),
    instanceId: ref('instance_id'),
    /** The original this article translates: twins share it, and lists show the one in the reader's language. */
    translationOf: ref('translation_of'),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_article_tenant_status').on(t.tenantId, t.status, t.updatedAt), index('content_article_translation').on(t.tenantId, t.translationOf)],
);

/** One version of an article as written and reviewed; a send names the version that went out. */
export const contentArticleVersion = pgTable(
  'content_article_version',
  {
    id: id(),
    tenantId: tenantId(),
    articleId: ref('article_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised HTML: only the tags and attributes the sanitiser allows are kept. */
    bodyHtml: text('body_html').notNull(),
    coverUrl: text('cover_url'),
    productId: ref('product_id'),
    /** One of the product's indications, or none; an indication an article names cannot be removed from the product master. */
    indicationId: ref('indication_id').references(() => productIndication.id),
    therapeuticArea: text('therapeutic_area'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    language: text('language').notNull().default('zh'),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    expiresOn: text('expires_on'),
    /** DRAFT, IN_REVIEW, APPROVED, REJECTED. */
    status: text('status').notNull().default('DRAFT'),
    approvedAt: at('approved_at'),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_article_version_no').on(t.articleId, t.version), index('content_article_version_tenant').on(t.tenantId, t.articleId)],
);

/** A tenant's settings for one channel: enabled, send cap per doctor and period, quiet hours. */
export const contentChannel = pgTable(
  'content_channel',
  {
    tenantId: tenantId(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    capCount: integer('cap_count'),
    /** DAY, WEEK or MONTH (calendar periods in the tenant's time zone). */
    capPeriod: text('cap_period').notNull().default('MONTH'),
    /** "HH:MM" in the tenant's time zone; a quiet window may pass midnight. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    /** EMAIL only: the tenant's own mail relay (`smtp://user:pass@host:port`), before the server-wide one. */
    smtpUrl: text('smtp_url'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.channel] })],
);

/** The current consent of a doctor on a channel; the row sends lock so caps hold under concurrency. */
export const contentConsent = pgTable(
  'content_consent',
  {
    tenantId: tenantId(),
    doctorId: ref('doctor_id').notNull(),
    channel: text('channel').notNull(),
    /** OPT_IN, OPT_OUT or NONE (a row exists for locking before any consent is given). */
    state: text('state').notNull().default('NONE'),
    /** An objection blocks every promotional send on every channel. */
    objection: boolean('objection').notNull().default(false),
    source: text('source'),
    textVersion: text('text_version'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.doctorId, t.channel] }), index('content_consent_channel').on(t.tenantId, t.channel, t.state)],
);

/**
 * Consent for one product's content on a channel, refining the channel consent: an opt-out here
 * suppresses that product's articles, an opt-in admits them even without consent to the whole channel.
 */
export const contentProductConsent = pgTable(
  'content_product_consent',
  {
    tenantId: tenantId(),
    doctorId: ref('doctor_id').notNull(),
    channel: text('channel').notNull(),
    productId: ref('product_id').notNull(),
    /** OPT_IN or OPT_OUT. */
    state: text('state').notNull(),
    source: text('source').notNull(),
    textVersion: text('text_version'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.doctorId, t.channel, t.productId] })],
);

/** Append-only history of consent changes (a trigger refuses updates and deletes), shown on the doctor record. */
export const contentConsentHistory = pgTable(
  'content_consent_history',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: ref('doctor_id').notNull(),
    channel: text('channel').notNull(),
    /** OPT_IN, OPT_OUT, OBJECT, WITHDRAW_OBJECTION. */
    action: text('action').notNull(),
    /** PORTAL, REP_ATTESTED, IMPORT, UNSUBSCRIBE_LINK. */
    source: text('source').notNull(),
    /** The product whose content the change is about; null for the whole channel. */
    productId: ref('product_id'),
    textVersion: text('text_version'),
    attestation: text('attestation'),
    actorUserId: ref('actor_user_id'),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('content_consent_history_doctor').on(t.tenantId, t.doctorId, t.occurredAt)],
);

/** A send to one or many doctors (群发 when many): progress is counted on this row. */
export const contentBatch = pgTable(
  'content_batch',
  {
    id: id(),
    tenantId: tenantId(),
    articleId: ref('article_id').notNull(),
    versionId: ref('version_id').notNull(),
    channel: text('channel').notNull(),
    campaignId: ref('campaign_id'),
    senderId: ref('sender_id').notNull(),
    doctorIds: jsonb('doctor_ids').$type<number[]>().notNull(),
    /** Where the links in the messages point (the address the sender used). */
    linkBase: text('link_base').notNull(),
    /** QUEUED, RUNNING, DONE. */
    status: text('status').notNull().default('QUEUED'),
    audience: integer('audience').notNull(),
    processed: integer('processed').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('content_batch_tenant_time').on(t.tenantId, t.createdAt)],
);

/** The send ledger: one row per attempt to reach one doctor, with its outcome and engagement. */
export const contentSend = pgTable(
  'content_send',
  {
    id: id(),
    tenantId: tenantId(),
    batchId: ref('batch_id'),
    articleId: ref('article_id').notNull(),
    versionId: ref('version_id').notNull(),
    doctorId: ref('doctor_id').notNull(),
    senderId: ref('sender_id').notNull(),
    channel: text('channel').notNull(),
    productId: ref('product_id'),
    campaignId: ref('campaign_id'),
    /** QUEUED, SENDING, ACCEPTED, DELIVERED, BOUNCED, FAILED, SUPPRESSED (see SEND_STATUSES). */
    status: text('status').notNull(),
    /** NO_CONSENT, PRODUCT_OPT_OUT, CAP_REACHED, NOT_BOUND, QUIET_HOURS, OBJECTION, CHANNEL_DISABLED. */
    reason: text('reason'),
    error: text('error'),
    address: text('address'),
    /** The channel's id for the message (SMTP message id, gateway id, WeCom msgid), which its receipts name. */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    /** When the channel accepted it. */
    sentAt: at('sent_at'),
    /** When the channel's receipt reported it delivered or bounced. */
    reportedAt: at('reported_at'),
    unsubscribedAt: at('unsubscribed_at'),
    openedAt: at('opened_at'),
    clickedAt: at('clicked_at'),
    opens: integer('opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    index('content_send_tenant_time').on(t.tenantId, t.createdAt),
    index('content_send_doctor').on(t.tenantId, t.doctorId, t.channel, t.createdAt),
    index('content_send_article').on(t.tenantId, t.articleId, t.createdAt),
    index('content_send_provider_message')
      .on(t.tenantId, t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('content_send_batch_doctor')
      .on(t.batchId, t.doctorId)
      .where(sql`${t.batchId} is not null`),
  ],
);

/** E-mails written by the embedded mailer (no SMTP server configured), for administrators to read. */
export const contentEmailOutbox = pgTable(
  'content_email_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    sendId: ref('send_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_email_outbox_tenant').on(t.tenantId, t.createdAt)],
);

/** A marketing campaign: a named set of articles for a product over a period. */
export const contentCampaign = pgTable(
  'content_campaign',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    productId: ref('product_id'),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    articleIds: jsonb('article_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('content_campaign_tenant').on(t.tenantId, t.startsOn)],
);

/** The secret that signs a tenant's unsubscribe and tracking links, made on first use. */
export const contentLinkKey = pgTable('content_link_key', {
  tenantId: tenantId().primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
