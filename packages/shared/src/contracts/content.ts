import { z } from 'zod';
import { defineContract } from '../contract';
import { doctorCardSchema } from '../customer-doctor-schemas';

/** The content center: articles under review, channels with caps, consent, the send ledger and its figures. */

export const CONTENT_CHANNELS = ['SMS', 'EMAIL', 'WECOM'] as const;
export type ContentChannel = (typeof CONTENT_CHANNELS)[number];
export const ARTICLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
/**
 * A send's state as its channel reported it: ACCEPTED when the relay, gateway or WeCom took it
 * (an SMTP 250, the embedded outbox); DELIVERED or BOUNCED when the channel's receipt says so;
 * FAILED when the channel refused it; SUPPRESSED when a rule kept it from going out. Opens, clicks
 * and unsubscribes are events of their own on the row, not states.
 */
export const SEND_STATUSES = ['QUEUED', 'SENDING', 'ACCEPTED', 'DELIVERED', 'BOUNCED', 'FAILED', 'SUPPRESSED'] as const;
export const SUPPRESSION_REASONS = ['NO_CONSENT', 'CAP_REACHED', 'NOT_BOUND', 'QUIET_HOURS', 'OBJECTION', 'CHANNEL_DISABLED', 'PRODUCT_OPT_OUT'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const CONSENT_SOURCES = ['PORTAL', 'REP_ATTESTED', 'IMPORT', 'UNSUBSCRIBE_LINK'] as const;
export const CONSENT_ACTIONS = ['OPT_IN', 'OPT_OUT', 'OBJECT', 'WITHDRAW_OBJECTION'] as const;
export const AGGREGATION_DIMENSIONS = ['channel', 'product', 'day', 'region', 'doctor', 'article'] as const;

const tags = ['content'];
const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const pageQuery = { page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const articleBody = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().max(1000).nullable().default(null),
  bodyHtml: z.string().min(1).max(500_000),
  coverUrl: z.string().url().max(1000).nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  therapeuticArea: z.string().max(100).nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  language: z.enum(['zh', 'en']).default('zh'),
  references: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
  expiresOn: isoDate.nullable().default(null),
});
export type ArticleBody = z.input<typeof articleBody>;

/** A new article, optionally the translation of another (its twin in the other language). */
export const newArticleBody = articleBody.extend({ translationOf: z.number().int().positive().nullable().default(null) });
export type NewArticleBody = z.input<typeof newArticleBody>;

/** Another language's twin of an article: lists show the twin in the reader's language and link the others. */
export const articleTranslationSchema = z.object({ id: z.number().int(), language: z.string(), title: z.string(), status: z.enum(ARTICLE_STATUSES) });

export const articleSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ARTICLE_STATUSES),
  version: z.number().int(),
  approvedVersion: z.number().int().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  therapeuticArea: z.string().nullable(),
  tags: z.array(z.string()),
  language: z.string(),
  expiresOn: z.string().nullable(),
  updatedAt: z.string(),
  sends: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  translations: z.array(articleTranslationSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  bodyHtml: z.string(),
  coverUrl: z.string().nullable(),
  productId: z.number().int().nullable(),
  therapeuticArea: z.string().nullable(),
  tags: z.array(z.string()),
  language: z.string(),
  references: z.array(z.string()),
  expiresOn: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const articleDetailSchema = articleSummarySchema.extend({
  instanceId: z.number().int().nullable(),
  current: articleVersionSchema,
  versions: z.array(articleVersionSchema.omit({ bodyHtml: true, references: true })),
  /** Whether the caller may change and submit it (its author, while a draft or rejected). */
  editable: z.boolean(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

const articleFilters = {
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  productId: id.optional(),
  language: z.enum(['zh', 'en']).optional(),
  tag: z.string().max(40).optional(),
};

export const listSendableArticles = defineContract({
  method: 'GET',
  path: '/article/list/by/example/pageable/user',
  tags,
  summary: 'Articles the caller may see (approved and unexpired only when `sendable`), with filters, newest first',
  access: { permission: 'content:article:list' },
  query: z.object({
    ...pageQuery,
    ...articleFilters,
    sendable: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  }),
  result: z.object({ content: z.array(articleSummarySchema), totalElements: z.number().int() }),
});

export const countArticles = defineContract({
  method: 'GET',
  path: '/article/count/by/example',
  tags,
  summary: 'How many articles match the filters, in total and per status',
  access: { permission: 'content:article:list' },
  query: z.object(articleFilters),
  result: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
});

export const aggregationRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Accepted by the channel (delivered and bounced sends included). */
  sends: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  unsubscribed: z.number().int(),
  suppressed: z.number().int(),
  openRate: z.number(),
  clickRate: z.number(),
});
export type AggregationRow = z.infer<typeof aggregationRowSchema>;

export const aggregationQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  articleId: id.optional(),
  channel: z.enum(CONTENT_CHANNELS).optional(),
  productId: id.optional(),
  campaignId: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const aggregateSends = defineContract({
  method: 'GET',
  path: '/article/aggregation/:x',
  tags,
  summary: 'Sends, deliveries, opens and clicks with rates, grouped by channel, product, day, region, doctor or article',
  access: { permission: 'content:article:list' },
  params: z.object({ x: z.enum(AGGREGATION_DIMENSIONS) }),
  query: aggregationQuery,
  result: z.array(aggregationRowSchema),
});

export const channelSettingSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  enabled: z.boolean(),
  capCount: z.number().int().nullable(),
  capPeriod: z.enum(['DAY', 'WEEK', 'MONTH']),
  quietStart: z.string().nullable(),
  quietEnd: z.string().nullable(),
  /** The tenant's time zone, in which quiet hours and cap periods are counted. */
  timeZone: z.string(),
  /** EMAIL: whether the tenant has its own mail relay (its address is never shown, it may hold a password). */
  ownRelay: z.boolean(),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

export const listChannels = defineContract({
  method: 'GET',
  path: '/channel/list/by/example/pageable',
  tags,
  summary: 'The send channels of the tenant with their caps and quiet hours',
  access: { permission: 'content:article:list' },
  query: z.object({ ...pageQuery, enabled: z.enum(['true', 'false']).optional() }),
  result: z.object({ content: z.array(channelSettingSchema), totalElements: z.number().int() }),
});

export const updateChannel = defineContract({
  method: 'PUT',
  path: '/content/channel/:channel',
  tags,
  summary: 'Changes a channel: enabled, cap per doctor and period, quiet hours in a time zone',
  access: { permission: 'content:channel:edit' },
  params: z.object({ channel: z.enum(CONTENT_CHANNELS) }),
  body: z.object({
    enabled: z.boolean(),
    capCount: z.number().int().min(0).max(1000).nullable(),
    capPeriod: z.enum(['DAY', 'WEEK', 'MONTH']),
    quietStart: hhmm.nullable(),
    quietEnd: hhmm.nullable(),
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/\S+$/)
      .max(500)
      .nullable()
      .optional()
      .describe('EMAIL only: the tenant’s mail relay; null removes it, absent keeps it'),
  }),
  encoding: 'json',
  result: channelSettingSchema,
});

export const createArticle = defineContract({
  method: 'POST',
  path: '/content/article',
  tags,
  summary: 'Writes a new article as a draft (its HTML is sanitised), optionally as the translation of another',
  access: { permission: 'content:article:add' },
  body: newArticleBody,
  encoding: 'json',
  result: articleDetailSchema,
});

export const updateArticle = defineContract({
  method: 'PUT',
  path: '/content/article/:id',
  tags,
  summary: 'Changes the draft; on an approved or rejected article this starts a new version',
  access: { permission: 'content:article:add' },
  params: idParams,
  body: articleBody,
  encoding: 'json',
  result: articleDetailSchema,
});

export const submitArticle = defineContract({
  method: 'POST',
  path: '/content/article/:id/submit',
  tags,
  summary: 'Sends the current version into medical, legal and regulatory review (or back after a rejection)',
  access: { permission: 'content:article:add' },
  params: idParams,
  result: articleDetailSchema,
});

export const getArticle = defineContract({
  method: 'GET',
  path: '/content/article/:id',
  tags,
  summary: 'An article with its current version and version list',
  access: { permission: 'content:article:view' },
  params: idParams,
  result: articleDetailSchema,
});

export const sendSchema = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  senderName: z.string(),
  senderNameEn: z.string().nullable(),
  articleId: z.number().int(),
  title: z.string(),
  /** The language of the version that went out (its title may be shown in the reader's). */
  language: z.string(),
  version: z.number().int(),
  channel: z.enum(CONTENT_CHANNELS),
  status: z.enum(SEND_STATUSES),
  reason: z.enum(SUPPRESSION_REASONS).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  opens: z.number().int(),
  clicks: z.number().int(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  /** When the channel's receipt reported it delivered or bounced. */
  reportedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type SendRow = z.infer<typeof sendSchema>;

export const listSends = defineContract({
  method: 'GET',
  path: '/content/send/page',
  tags,
  summary: 'The send ledger, newest first, by article, doctor, batch or status',
  access: { permission: 'content:article:list' },
  query: z.object({ ...pageQuery, articleId: id.optional(), doctorId: id.optional(), batchId: id.optional(), status: z.enum(SEND_STATUSES).optional() }),
  result: z.object({ content: z.array(sendSchema), totalElements: z.number().int() }),
});

const sendBody = z.object({
  articleId: z.number().int().positive(),
  channel: z.enum(CONTENT_CHANNELS),
  doctorIds: z.array(z.number().int().positive()).min(1).max(100_000),
  campaignId: z.number().int().positive().nullable().default(null),
});

export const preflightSchema = z.object({
  audience: z.number().int(),
  willReceive: z.number().int(),
  excluded: z.record(z.enum(SUPPRESSION_REASONS), z.number().int()),
  version: z.number().int(),
});
export type Preflight = z.infer<typeof preflightSchema>;

/** The doctors a sender may pick: those of the caller's data range matching a name, pinyin, hospital or department. */
export const listSendRecipients = defineContract({
  method: 'GET',
  path: '/content/send/recipients',
  tags,
  summary: 'Doctors of the caller’s data range a send may address, matching a keyword',
  access: { permission: 'content:article:send' },
  query: z.object({ keyword: z.string().trim().max(50).optional(), size: z.coerce.number().int().min(1).max(50).default(30) }),
  result: z.object({ content: z.array(doctorCardSchema) }),
});

export const preflightSend = defineContract({
  method: 'POST',
  path: '/content/send/preflight',
  readOnly: true,
  tags,
  summary: 'How many doctors a send would reach and how many are excluded for each reason; sends nothing',
  access: { permission: 'content:article:send' },
  body: sendBody,
  encoding: 'json',
  result: preflightSchema,
});

export const batchSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  /** The language the article is written in (its title is shown as written). */
  language: z.enum(['zh', 'en']),
  version: z.number().int(),
  channel: z.enum(CONTENT_CHANNELS),
  senderName: z.string(),
  senderNameEn: z.string().nullable(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE']),
  audience: z.number().int(),
  processed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Sends per state or suppression reason, and OPENED, CLICKED and UNSUBSCRIBED: how many sends saw each. */
  counts: z.record(z.string(), z.number().int()),
});
export type Batch = z.infer<typeof batchSchema>;

export const startSend = defineContract({
  method: 'POST',
  path: '/content/send',
  tags,
  summary: 'Sends an approved article to doctors; a send to many runs as a background mass send',
  description: 'Each doctor is checked for consent, objection, binding, quiet hours and the channel cap in the transaction that records the attempt.',
  access: { permission: 'content:article:send' },
  body: sendBody,
  encoding: 'json',
  result: batchSchema,
});

export const listBatches = defineContract({
  method: 'GET',
  path: '/content/batch/page',
  tags,
  summary: 'Mass-message records: who sent which article when, to how many, with counts per status',
  access: { permission: 'report:massMessage:view' },
  query: z.object({
    ...pageQuery,
    mine: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  }),
  result: z.object({ content: z.array(batchSchema), totalElements: z.number().int() }),
});

export const RECEIPT_STATUSES = ['DELIVERED', 'BOUNCED'] as const;

export const recordReceipts = defineContract({
  method: 'POST',
  path: '/content/receipts',
  tags,
  summary: 'Delivery receipts from a channel (SMS gateway, mail relay, WeCom): each names the message id the channel gave when it accepted the send',
  description:
    'A receipt moves an accepted send to delivered or bounced and records the event; a receipt for a send already reported changes nothing, and ids no send carries are answered back.',
  access: { permission: 'content:receipt:write' },
  body: z.object({
    receipts: z
      .array(
        z.object({
          channel: z.enum(CONTENT_CHANNELS),
          providerMessageId: z.string().trim().min(1).max(200),
          status: z.enum(RECEIPT_STATUSES),
          reason: z.string().trim().max(500).nullable().default(null),
          at: z.string().datetime({ offset: true }).optional(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  encoding: 'json',
  result: z.object({ applied: z.number().int(), unchanged: z.number().int(), unknown: z.array(z.string()) }),
});

/** The opt-in (or other change) a send was admitted on: the doctor's last channel-wide consent change before it. */
export const consentCheckSchema = z.object({ action: z.enum(CONSENT_ACTIONS), source: z.enum(CONSENT_SOURCES), at: z.string() });

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  sendId: z.number().int().nullable(),
  toAddress: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  doctorNameEn: z.string().nullable(),
  senderName: z.string().nullable(),
  senderNameEn: z.string().nullable(),
  batchId: z.number().int().nullable(),
  status: z.enum(SEND_STATUSES).nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  consent: consentCheckSchema.nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const listEmailOutbox = defineContract({
  method: 'GET',
  path: '/content/email-outbox/page',
  tags,
  summary: 'The e-mails the embedded mailer kept instead of sending (no mail relay configured), newest first, with the send and its consent check',
  access: { permission: 'content:outbox:view' },
  query: z.object({ ...pageQuery, keyword: z.string().trim().max(100).optional(), batchId: id.optional() }),
  result: z.object({ content: z.array(outboxEmailSchema), totalElements: z.number().int() }),
});

export const getEmailOutbox = defineContract({
  method: 'GET',
  path: '/content/email-outbox/:id',
  tags,
  summary: 'One kept e-mail as it would have gone out; its tracked links and open pixel are disabled so reading it records nothing',
  access: { permission: 'content:outbox:view' },
  params: idParams,
  result: outboxEmailSchema.extend({ html: z.string() }),
});

export const consentStateSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  state: z.enum(['OPT_IN', 'OPT_OUT', 'NONE']),
  objection: z.boolean(),
  source: z.string().nullable(),
  textVersion: z.string().nullable(),
  changedAt: z.string().nullable(),
});
/** Consent for one product's content on a channel: it decides for that product's articles over the channel consent. */
export const productConsentSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  productId: z.number().int(),
  productName: z.string(),
  state: z.enum(['OPT_IN', 'OPT_OUT']),
  source: z.string(),
  textVersion: z.string().nullable(),
  changedAt: z.string(),
});
export type ProductConsent = z.infer<typeof productConsentSchema>;
export const consentHistorySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** The product the change was about; null for the whole channel. */
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
  textVersion: z.string().nullable(),
  attestation: z.string().nullable(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
});
export const doctorConsentSchema = z.object({
  states: z.array(consentStateSchema),
  products: z.array(productConsentSchema),
  history: z.array(consentHistorySchema),
});
export type DoctorConsent = z.infer<typeof doctorConsentSchema>;

export const getDoctorConsent = defineContract({
  method: 'GET',
  path: '/content/consent/:id',
  tags,
  summary: 'A doctor’s consent per channel and per product, and its append-only history',
  access: { permission: 'content:article:list' },
  params: idParams,
  result: doctorConsentSchema,
});

export const recordConsent = defineContract({
  method: 'POST',
  path: '/content/consent/:id',
  tags,
  summary: 'Records an opt-in (with its source and consent text version), an opt-out or an objection, for a channel or one product on it',
  access: { permission: 'content:article:send' },
  params: idParams,
  body: z.object({
    channel: z.enum(CONTENT_CHANNELS),
    productId: z.number().int().positive().nullable().default(null).describe('The product whose content the consent is about; null for every product'),
    action: z.enum(CONSENT_ACTIONS),
    source: z.enum(['PORTAL', 'REP_ATTESTED', 'IMPORT']),
    textVersion: z.string().trim().min(1).max(40),
    attestation: z.string().trim().max(500).nullable().default(null),
  }),
  encoding: 'json',
  result: doctorConsentSchema,
});

const tokenParams = z.object({ token: z.string().min(10).max(300) });

export const unsubscribeInfo = defineContract({
  method: 'GET',
  path: '/content/public/unsubscribe/:token',
  tags: ['public'],
  summary: 'What an unsubscribe link stops (no sign-in; the link is signed)',
  access: { public: true },
  params: tokenParams,
  result: z.object({
    channel: z.enum(CONTENT_CHANNELS),
    doctorName: z.string(),
    doctorNameEn: z.string().nullable(),
    tenantName: z.string(),
    tenantNameEn: z.string().nullable(),
    /** The whole channel is opted out. */
    optedOut: z.boolean(),
    /** The product the message was about, when it had one: the link can stop only that product's messages. */
    product: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), optedOut: z.boolean() }).nullable(),
  }),
});

/** What an unsubscribe stops: messages about the product of the message, or everything on its channel. */
export const UNSUBSCRIBE_SCOPES = ['PRODUCT', 'CHANNEL'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export const confirmUnsubscribe = defineContract({
  method: 'POST',
  path: '/content/public/unsubscribe/:token',
  tags: ['public'],
  summary: 'Records the opt-out an unsubscribe link carries, for the product of the message or the whole channel (no sign-in; the link is signed)',
  access: { public: true },
  params: tokenParams,
  body: z.object({ scope: z.enum(UNSUBSCRIBE_SCOPES).default('CHANNEL') }).default({ scope: 'CHANNEL' }),
  encoding: 'json',
  result: z.object({ optedOut: z.boolean(), scope: z.enum(UNSUBSCRIBE_SCOPES) }),
});

export const trackedClick = defineContract({
  method: 'GET',
  path: '/content/public/c/:token',
  tags: ['public'],
  summary: 'A tracked link: records the click and redirects to the article',
  access: { public: true },
  params: tokenParams,
  result: 'file',
});

export const trackedOpen = defineContract({
  method: 'GET',
  path: '/content/public/o/:token',
  tags: ['public'],
  summary: 'The open pixel of an e-mail: records the open and answers a 1×1 image',
  access: { public: true },
  params: tokenParams,
  result: 'file',
});

export const publicArticle = defineContract({
  method: 'GET',
  path: '/content/public/article/:token',
  tags: ['public'],
  summary: 'The article version a tracked link was sent with, for the reader page (records an open)',
  access: { public: true },
  params: tokenParams,
  result: z.object({
    title: z.string(),
    summary: z.string().nullable(),
    bodyHtml: z.string(),
    coverUrl: z.string().nullable(),
    language: z.string(),
    unsubscribeToken: z.string(),
  }),
});

const metricsSchema = aggregationRowSchema.omit({ key: true, label: true });

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  articleIds: z.array(z.number().int()),
  current: metricsSchema,
  previous: metricsSchema,
  meetings: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const listCampaigns = defineContract({
  method: 'GET',
  path: '/content/campaign/list',
  tags,
  summary: 'Marketing campaigns with reach, opens and clicks in their period and in the period before',
  access: { permission: 'marketing:content:view' },
  result: z.array(campaignSchema),
});

export const campaignBody = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  startsOn: isoDate,
  endsOn: isoDate,
  articleIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type CampaignBody = z.input<typeof campaignBody>;

export const createCampaign = defineContract({
  method: 'POST',
  path: '/content/campaign',
  tags,
  summary: 'Creates a campaign: a named set of articles for a product over a period',
  access: { permission: 'marketing:campaign:edit' },
  body: campaignBody,
  encoding: 'json',
  result: campaignSchema,
});

export const updateCampaign = defineContract({
  method: 'PUT',
  path: '/content/campaign/:id',
  tags,
  summary: 'Changes a campaign’s name, product, period or articles',
  access: { permission: 'marketing:campaign:edit' },
  params: idParams,
  body: campaignBody,
  encoding: 'json',
  result: campaignSchema,
});

export const CAMPAIGN_DIMENSIONS = ['article', 'channel', 'region'] as const;

export const campaignBreakdownRowSchema = z.object({ key: z.string(), label: z.string(), current: metricsSchema, previous: metricsSchema });
export type CampaignBreakdownRow = z.infer<typeof campaignBreakdownRowSchema>;

export const campaignBreakdown = defineContract({
  method: 'GET',
  path: '/content/campaign/:id/breakdown/:x',
  tags,
  summary: 'A campaign’s reach, opens and clicks per content, channel or region, in its period and in the equally long period before',
  access: { permission: 'marketing:content:view' },
  params: z.object({ id, x: z.enum(CAMPAIGN_DIMENSIONS) }),
  result: z.array(campaignBreakdownRowSchema),
});
