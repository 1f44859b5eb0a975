import { useState } from 'react';
import { App, Button, Card, Form, Input, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const [form] = Form.useForm<{ comment?: string; returnToStepId?: string }>();
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
    <Card title={`${t('decision.title')} · ${stepName(task.stepId)}`} className="speaker-decision">
      <Form form={form} layout="vertical">
        <Form.Item name="comment" label={t('decision.comment')}>
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('decision.commentPlaceholder')} />
        </Form.Item>
        {task.returnableSteps.length > 0 && (
          <Form.Item name="returnToStepId" label={t('decision.returnStep')}>
            <Select allowClear options={task.returnableSteps.map((id) => ({ value: id, label: stepName(id) }))} />
          </Form.Item>
        )}
        <Space wrap>
          <Button type="primary" loading={pending === 'APPROVE'} disabled={pending !== null} onClick={() => void submit('APPROVE')}>
            {t('decision.approve')}
          </Button>
          <Button danger loading={pending === 'REJECT'} disabled={pending !== null} onClick={() => void submit('REJECT')}>
            {t('decision.reject')}
          </Button>
          {task.returnableSteps.length > 0 && (
            <Button loading={pending === 'RETURN'} disabled={pending !== null} onClick={() => void submit('RETURN')}>
              {t('decision.returnTo')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
