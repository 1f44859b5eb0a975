import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { articleBody, newArticleBody } from '@crm/shared/contracts/content-articles';
import { contentArticle, contentArticleVersion } from '../../db/schema/content/content';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { registerProcess, type TransitionOutcome, type Tx } from '../workflow/index';
import { isTherapeuticAreaCode } from '@crm/shared/therapeutic-areas';
import { sanitizeArticleHtml } from './sanitize';
import { rowsOf } from '../../db/rows';

/** Writing articles and versions, and how the review chain moves them. */

export type ArticleRow = typeof contentArticle.$inferSelect;
export type VersionRow = typeof contentArticleVersion.$inferSelect;
type Body = z.output<typeof articleBody>;
type NewBody = z.output<typeof newArticleBody>;

const STATUS_AFTER: Partial<Record<TransitionOutcome, string>> = {
  SUBMITTED: 'IN_REVIEW',
  RESUBMITTED: 'IN_REVIEW',
  REJECTED: 'REJECTED',
  APPROVED: 'APPROVED',
  WITHDRAWN: 'DRAFT',
};

registerProcess('ARTICLE_REVIEW', {
  decidePermission: 'content:article:review',
  links: (instance) => ({
    approver: `/taskManager/process-instance/detail?id=${instance.id}`,
    applicant: `/content/contentDetail?id=${instance.businessId}`,
  }),
  onTransition: async (tx, { instance, outcome }) => {
    const status = STATUS_AFTER[outcome];
    if (!status || instance.businessId === null) return;
    const [article] = await tx
      .select()
      .from(contentArticle)
      .where(and(eq(contentArticle.tenantId, instance.tenantId), eq(contentArticle.id, instance.businessId)))
      .for('update');
    if (!article?.currentVersionId) return;
    const approved = outcome === 'APPROVED';
    await tx
      .update(contentArticleVersion)
      .set({ status, ...(approved ? { approvedAt: new Date() } : {}) })
      .where(eq(contentArticleVersion.id, article.currentVersionId));
    await tx
      .update(contentArticle)
      .set({
        status,
        updatedAt: new Date(),
        ...(outcome === 'SUBMITTED' ? { instanceId: instance.id } : {}),
        ...(approved ? { approvedVersionId: article.currentVersionId } : {}),
      })
      .where(eq(contentArticle.id, article.id));
  },
});

export async function findArticle(db: Pick<Tx, 'select'>, tenantId: number, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(contentArticle)
    .where(and(eq(contentArticle.tenantId, tenantId), eq(contentArticle.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function checkProduct(tx: Pick<Tx, 'execute'>, tenantId: number, productId: number | null): Promise<void> {
  if (productId === null) return;
  const found = rowsOf<unknown>(await tx.execute(sql`select 1 from product where tenant_id = ${tenantId} and id = ${productId}`));
  if (found.length === 0) throw badRequest('referenceNotFound', { field: 'productId', id: productId });
}

/**
 * The therapeutic area a version is filed under: its product's (whatever the body says), or without a
 * product the body's, which must then be a code of the closed list.
 */
async function areaOf(tx: Pick<Tx, 'execute'>, tenantId: number, body: Body): Promise<string | null> {
  if (body.productId === null) {
    if (body.therapeuticArea !== null && !isTherapeuticAreaCode(body.therapeuticArea)) throw badRequest('therapeuticAreaUnknown', { value: body.therapeuticArea });
    return body.therapeuticArea;
  }
  const [product] = rowsOf<{ therapeutic_area: string | null }>(
    await tx.execute(sql`select therapeutic_area from product where tenant_id = ${tenantId} and id = ${body.productId}`),
  );
  if (!product) throw badRequest('referenceNotFound', { field: 'productId', id: body.productId });
  return product.therapeutic_area;
}

/** An indication must be one of the article's product's. */
async function checkIndication(tx: Pick<Tx, 'execute'>, tenantId: number, body: Body): Promise<void> {
  if (body.indicationId === null) return;
  if (body.productId === null) throw badRequest('articleIndicationNeedsProduct');
  const found = rowsOf<unknown>(
    await tx.execute(sql`select 1 from product_indication where tenant_id = ${tenantId} and id = ${body.indicationId} and product_id = ${body.productId}`),
  );
  if (found.length === 0) throw badRequest('articleIndicationNotOfProduct', { id: body.indicationId });
}

async function versionValues(tx: Pick<Tx, 'execute'>, tenantId: number, body: Body) {
  const bodyHtml = sanitizeArticleHtml(body.bodyHtml);
  if (!bodyHtml) throw badRequest('articleBodyEmpty');
  const therapeuticArea = await areaOf(tx, tenantId, body);
  await checkIndication(tx, tenantId, body);
  return {
    title: body.title,
    summary: body.summary,
    bodyHtml,
    coverUrl: body.coverUrl,
    productId: body.productId,
    indicationId: body.indicationId,
    therapeuticArea,
    tags: body.tags,
    language: body.language,
    references: body.references,
    expiresOn: body.expiresOn,
  };
}

/**
 * The original a new translation belongs to: twins all point at the first article of their group
 * (a translation of a translation joins the same group), and each language appears once in it.
 */
async function translationRoot(tx: Tx, tenantId: number, of: number, language: string): Promise<number> {
  const [target] = await tx
    .select({ id: contentArticle.id, translationOf: contentArticle.translationOf })
    .from(contentArticle)
    .where(and(eq(contentArticle.tenantId, tenantId), eq(contentArticle.id, of)));
  if (!target) throw badRequest('referenceNotFound', { field: 'translationOf', id: of });
  const root = target.translationOf ?? target.id;
  await checkLanguageFree(tx, tenantId, root, language, null);
  return root;
}

/** Refuses a second twin in one language; the group's first row is locked so two translators cannot both add it. */
async function checkLanguageFree(tx: Tx, tenantId: number, root: number, language: string, except: number | null): Promise<void> {
  await tx.execute(sql`select 1 from content_article where tenant_id = ${tenantId} and id = ${root} for update`);
  const taken = rowsOf<unknown>(
    await tx.execute(sql`select 1 from content_article a join content_article_version v on v.id = a.current_version_id
    where a.tenant_id = ${tenantId} and (a.id = ${root} or a.translation_of = ${root}) and a.id <> ${except ?? 0} and v.language = ${language}`),
  );
  if (taken.length > 0) throw new HttpError(409, 'translationLanguageTaken', { language });
}

export async function createArticle(tx: Tx, tenantId: number, userId: number, body: NewBody): Promise<number> {
  const values = await versionValues(tx, tenantId, body);
  const translationOf = body.translationOf === null ? null : await translationRoot(tx, tenantId, body.translationOf, body.language);
  const [article] = await tx.insert(contentArticle).values({ tenantId, createdBy: userId, translationOf }).returning({ id: contentArticle.id });
  const [version] = await tx
    .insert(contentArticleVersion)
    .values({ tenantId, articleId: article!.id, version: 1, createdBy: userId, ...values })
    .returning({ id: contentArticleVersion.id });
  await tx.update(contentArticle).set({ currentVersionId: version!.id }).where(eq(contentArticle.id, article!.id));
  return article!.id;
}

/** A draft or rejected version is changed in place; an approved one gets a new version (the approved stays sendable). */
export async function updateArticle(tx: Tx, tenantId: number, userId: number, id: number, body: Body): Promise<void> {
  const [article] = await tx
    .select()
    .from(contentArticle)
    .where(and(eq(contentArticle.tenantId, tenantId), eq(contentArticle.id, id)))
    .for('update');
  if (!article) throw notFound();
  if (article.status === 'IN_REVIEW') throw new HttpError(409, 'articleNotEditable', { status: article.status });
  const values = await versionValues(tx, tenantId, body);
  await checkLanguageFree(tx, tenantId, article.translationOf ?? article.id, body.language, article.id);
  const [current] = await tx.select().from(contentArticleVersion).where(eq(contentArticleVersion.id, article.currentVersionId!));
  if (current && (current.status === 'DRAFT' || current.status === 'REJECTED')) {
    await tx.update(contentArticleVersion).set(values).where(eq(contentArticleVersion.id, current.id));
  } else {
    const [version] = await tx
      .insert(contentArticleVersion)
      .values({ tenantId, articleId: id, version: (current?.version ?? 0) + 1, createdBy: userId, ...values })
      .returning({ id: contentArticleVersion.id });
    await tx.update(contentArticle).set({ currentVersionId: version!.id, status: 'DRAFT' }).where(eq(contentArticle.id, id));
  }
  await tx.update(contentArticle).set({ updatedAt: new Date() }).where(eq(contentArticle.id, id));
}

/** The version a send may use: the approved one, unless it has expired. */
export async function sendableVersion(db: Pick<Tx, 'select'>, tenantId: number, articleId: number, today: string): Promise<VersionRow> {
  const article = await findArticle(db, tenantId, articleId);
  if (!article.approvedVersionId) throw badRequest('articleNotSendable');
  const [version] = await db.select().from(contentArticleVersion).where(eq(contentArticleVersion.id, article.approvedVersionId));
  if (!version || version.status !== 'APPROVED' || (version.expiresOn !== null && version.expiresOn < today)) throw badRequest('articleNotSendable');
  return version;
}
