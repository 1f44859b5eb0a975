import { useState } from 'react';
import { App, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApprovalDecisionCard, type ApprovalDecisionValues } from '@/components/approval-decision-card';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { isApiError } from '@/lib/request/api-error';
import type { SpeakerApproval } from '../api/approval-history';
import { useDecideSpeaker, type SpeakerDecision as Decision } from '../api/speaker-actions';
import { speakersNs } from '../locales/i18n';

/** The approver's step of a speaker: approve, reject to the applicant or return to an earlier step, with a comment. */
export function SpeakerDecision({ speakerId, approval }: { speakerId: number; approval: SpeakerApproval }) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApprovalDecisionValues>();
  const [pending, setPending] = useState<Decision['decision'] | null>(null);
  const decide = useDecideSpeaker();
  const task = approval.myTask;
  if (!task || task.isRevision) return null;
  const stepName = (id: string) => {
    const step = approval.steps.find((s) => s.id === id);
    return step ? localizedName(lang, step.name, step.nameEn) : id;
  };

  const submit = async (decision: Decision['decision']) => {
    const { comment, returnToStepId } = form.getFieldsValue();
    form.setFields([
      { name: 'comment', errors: [] },
      { name: 'returnToStepId', errors: [] },
    ]);
    if ((decision === 'REJECT' || decision === 'RETURN') && !comment?.trim()) return form.setFields([{ name: 'comment', errors: [t('decision.commentRequired')] }]);
    if (decision === 'RETURN' && !returnToStepId) return form.setFields([{ name: 'returnToStepId', errors: [t('decision.returnStepRequired')] }]);
    setPending(decision);
    try {
      await decide.mutateAsync({
        id: speakerId,
        body: { taskId: task.taskId, decision, comment: comment?.trim() || undefined, returnToStepId: decision === 'RETURN' ? returnToStepId : undefined },
      });
      form.resetFields();
      void message.success(t('decision.done', { action: t(`action.${decision}`) }));
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      void message.error(conflict ? t('decision.conflict') : error instanceof Error ? error.message : String(error));
      if (conflict) void queryClient.invalidateQueries();
    } finally {
      setPending(null);
    }
  };

  return (
    <ApprovalDecisionCard
      title={`${t('decision.title')} · ${stepName(task.stepId)}`}
      className="speaker-decision"
      form={form}
      returnSteps={task.returnableSteps.map((id) => ({ value: id, label: stepName(id) }))}
      pending={pending}
      onDecide={(decision) => void submit(decision)}
    />
  );
}
