import { AI_SYNC_JOB, registerContentSource } from './modules/ai/index';
import { approvedArticleDocuments } from './modules/content/index';
import { onDecisionCommitted } from './modules/workflow/index';

let wired = false;

/**
 * What the assistant reads of other modules, and when it reads it again: the content center's
 * approved articles (the article and proposal modes answer from them), re-indexed as soon as a
 * review decision on an article is committed. Called by the app and by the demo seed, which indexes
 * the demo content before any app is built.
 */
export function registerAssistantContent(): void {
  registerContentSource(approvedArticleDocuments);
  if (wired) return;
  wired = true;
  onDecisionCommitted(async (app, instance) => {
    if (instance.processType !== 'ARTICLE_REVIEW') return;
    await app.jobs.enqueue(AI_SYNC_JOB, { tenantId: instance.tenantId, full: false }, { key: String(instance.tenantId), tenantId: instance.tenantId });
  });
}
