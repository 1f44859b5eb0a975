import { eq } from 'drizzle-orm';
import { contentArticleVersion } from '../../db/schema/content/content';
import { HttpError, forbidden } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { decideTask, openRevisionTaskId, startRun, startInstance, publishNotices, actorOf } from '../workflow/index';
import { findArticle } from './article-store';

/**
 * Submitting an article's current version to the review chain (medical, legal, regulatory on the
 * workflow engine). Reviewers decide from their to-do list; the process hooks move the article.
 */
export async function submitForReview({ db, principal, host }: RequestContext, id: number): Promise<void> {
  const article = await findArticle(db, principal.tenant.id, id);
  if (article.createdBy !== principal.userId) throw forbidden();
  const actor = actorOf(principal);
  if (article.status === 'DRAFT') {
    const [version] = await db.select().from(contentArticleVersion).where(eq(contentArticleVersion.id, article.currentVersionId!));
    const title = `${version!.title} · v${version!.version}`;
    const facts = { amountCents: 0 };
    const { notices } = await db.transaction((tx) =>
      startInstance(tx, actor, { processType: 'ARTICLE_REVIEW', businessId: article.id, title, facts }, (d) => startRun(d.bpmnXml, { steps: d.steps, facts })),
    );
    await publishNotices(host, notices);
    return;
  }
  if (article.status === 'REJECTED' && article.instanceId) {
    const revision = await openRevisionTaskId(db, principal.tenant.id, article.instanceId);
    if (revision) {
      await decideTask(host, actor, { taskId: revision, decision: 'RESUBMIT' }, () => true);
      return;
    }
  }
  throw new HttpError(409, 'articleNotSubmittable', { status: article.status });
}
