import type { ServiceHost } from '../../platform/service-host';
import type { Lang } from '@crm/shared/i18n';
import type { WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import { translate } from '../../lib/i18n';
import { publishNotification } from '../notifications/index';
import { processHooks, type Actor, type InstanceRow, type Localized, type Notice, type NoticeParams, type TransitionOutcome } from './process-registry';
import { dictionaryOf } from '@crm/shared/object-keys';

/** Who is told what at each step: assignees of a new task, and the applicant of what happened to their request. */

type StepNames = Pick<WorkflowStep, 'name' | 'nameEn'>;
const stepName = (step: StepNames): Localized => ({ zh: step.name, en: step.nameEn });

function payload(instance: InstanceRow, extra: Record<string, unknown> = {}) {
  return { processType: instance.processType, instanceId: instance.id, businessId: instance.businessId, ...extra };
}

export function taskNotices(instance: InstanceRow, step: StepNames, taskId: number, candidateIds: number[]): Notice[] {
  const link = processHooks(instance.processType).links(instance).approver;
  return candidateIds.map((userId) => ({
    tenantId: instance.tenantId,
    userId,
    title: { key: 'noticeTaskTitle', params: { title: instance.title } },
    content: { key: 'noticeTaskContent', params: { title: instance.title, step: stepName(step) } },
    link,
    payload: payload(instance, { taskId }),
  }));
}

const OUTCOME_KEYS = {
  ADVANCED: ['noticeAdvancedTitle', 'noticeAdvancedContent'],
  APPROVED: ['noticeApprovedTitle', 'noticeApprovedContent'],
  REJECTED: ['noticeRejectedTitle', 'noticeRejectedContent'],
  RETURNED: ['noticeReturnedTitle', 'noticeReturnedContent'],
} as const;

/** The applicant hears of every decision others take on their request. */
export function outcomeNotices(instance: InstanceRow, outcome: TransitionOutcome, decidedStep: StepNames, actor: Actor, comment: string | null): Notice[] {
  if (actor.userId === instance.initiatorId || !(outcome in OUTCOME_KEYS)) return [];
  const [titleKey, contentKey] = OUTCOME_KEYS[outcome as keyof typeof OUTCOME_KEYS];
  const params: NoticeParams = { title: instance.title, step: stepName(decidedStep), actor: { zh: actor.name, en: actor.nameEn ?? actor.name }, comment: comment ?? '' };
  return [
    {
      tenantId: instance.tenantId,
      userId: instance.initiatorId,
      title: { key: titleKey, params },
      content: { key: contentKey, params },
      link: processHooks(instance.processType).links(instance).applicant,
      payload: payload(instance, { outcome }),
    },
  ];
}

function resolve(params: NoticeParams, lang: Lang): Record<string, string | number> {
  return dictionaryOf(Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[lang] : value]));
}

/** Sends notices after their transaction committed, written in both languages: each reader sees theirs. */
export async function publishNotices(app: Pick<ServiceHost, 'db' | 'broker' | 'log'>, notices: Notice[]): Promise<void> {
  for (const notice of notices) {
    const text = (lang: Lang) => ({
      title: translate(lang, notice.title.key, resolve(notice.title.params, lang)),
      content: translate(lang, notice.content.key, resolve(notice.content.params, lang)),
    });
    const [zh, en] = [text('zh'), text('en')];
    try {
      await publishNotification(app, {
        tenantId: notice.tenantId,
        userId: notice.userId,
        category: 'approval',
        ...zh,
        titleEn: en.title,
        contentEn: en.content,
        link: notice.link,
        payload: notice.payload,
      });
    } catch (error) {
      // The decision is committed; a lost notice must not turn it into an error for the decider.
      app.log.warn({ err: error, userId: notice.userId }, 'approval notice not stored');
    }
  }
}
