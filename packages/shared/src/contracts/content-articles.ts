import { z } from 'zod';
import { httpUrl } from '../http-url';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { tags, id, idParams, pageQuery, isoDate, contentReadCall } from './content-common';

/** The content center's articles: their versions, translations and review, and the lists that find them. */

export const ARTICLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;

export const articleBody = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().max(1000).nullable().default(null),
  bodyHtml: z.string().min(1).max(500_000),
  coverUrl: httpUrl().max(1000).nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  /** One of the product's indications. */
  indicationId: z.number().int().positive().nullable().default(null),
  /** Taken from the product when there is one; without a product, a code of the therapeutic-area list or null. */
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
  indicationId: z.number().int().nullable(),
  /** The indication's name in the reader's language. */
  indicationName: z.string().nullable(),
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

export const listSendableArticles = contentReadCall({
  path: '/article/list/by/example/pageable/user',
  summary: 'Articles the caller may see (approved and unexpired only when `sendable`), with filters, newest first',
  query: z.object({
    ...pageQuery,
    ...articleFilters,
    sendable: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  }),
  result: pageOf(articleSummarySchema),
});

export const countArticles = contentReadCall({
  path: '/article/count/by/example',
  summary: 'How many articles match the filters, in total and per status',
  query: z.object(articleFilters),
  result: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
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
