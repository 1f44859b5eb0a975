import { Steps } from 'antd';
import { REVISE_STEP_ID } from '@crm/shared/contracts/workflow-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { InstanceDetail } from '../api/workflow-types';
import { workflowNs } from '../locales/i18n';

/** The chain's approval steps with the passed ones finished and the waiting one current. */
export function StepProgress({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const steps = instance.steps.filter((step) => step.id !== REVISE_STEP_ID);
  const current = instance.currentTasks[0];
  const passed = new Set(instance.history.filter((entry) => entry.action === 'APPROVE').map((entry) => entry.stepId));
  const currentIndex = current ? steps.findIndex((step) => step.id === current.stepId) : -1;
  const isRevising = current?.stepId === REVISE_STEP_ID;
  const statusOf = (index: number, id: string): 'finish' | 'process' | 'wait' | 'error' => {
    if (instance.status === 'APPROVED') return 'finish';
    if (index === currentIndex) return 'process';
    if (currentIndex >= 0 ? index < currentIndex : passed.has(id)) return 'finish';
    return 'wait';
  };
  return (
    <Steps
      className="workflow-steps"
      size="small"
      items={[
        ...steps.map((step, index) => ({
          title: localizedName(lang, step.name, step.nameEn),
          status: statusOf(index, step.id),
          content:
            index === currentIndex && current
              ? t('detail.candidates', { names: current.candidates.map((c) => localizedName(lang, c.name, c.nameEn)).join(lang === 'en' ? ', ' : '、') })
              : step.hasCondition
                ? t('create.conditional')
                : undefined,
        })),
        ...(isRevising && current
          ? [
              {
                title: t('detail.applicantRevises'),
                status: 'error' as const,
                content: t('detail.candidates', { names: current.candidates.map((c) => localizedName(lang, c.name, c.nameEn)).join(lang === 'en' ? ', ' : '、') }),
              },
            ]
          : []),
      ]}
    />
  );
}
