import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space } from 'antd';
import type { Decision } from '@crm/shared/contracts/workflow-schemas';
import { useTranslation } from 'react-i18next';
import { ApprovalDecisionCard } from '@/components/approval-decision-card';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDecideTask, useWithdrawInstance } from '../api/decide-task';
import type { InstanceDetail } from '../api/workflow-types';
import { decisionErrorMessage } from './decision-error';
import { workflowNs } from '../locales/i18n';

interface DecisionForm {
  comment?: string;
  returnToStepId?: string;
}

/**
 * The user's open step of a request: an approver approves, rejects to the applicant or returns
 * to an earlier step (both with a comment); the applicant of a rejected general request
 * resubmits or withdraws it.
 */
export function DecisionPanel({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionForm>();
  const [pending, setPending] = useState<Decision | null>(null);
  const decide = useDecideTask();
  const withdraw = useWithdrawInstance();
  const canWithdraw = useAccess().hasPermission(['workflow:processInstance:withdraw']);
  const task = instance.myTask;
  if (!task) return null;
  const stepName = (id: string) => {
    const step = instance.steps.find((s) => s.id === id);
    return step ? localizedName(lang, step.name, step.nameEn) : id;
  };

  const submit = async (decision: Decision) => {
    const needsComment = decision === 'REJECT' || decision === 'RETURN';
    form.setFields([
      { name: 'comment', errors: [] },
      { name: 'returnToStepId', errors: [] },
    ]);
    const { comment, returnToStepId } = form.getFieldsValue();
    const errors: Array<{ name: keyof DecisionForm; errors: string[] }> = [];
    if (needsComment && !comment?.trim()) errors.push({ name: 'comment', errors: [t('decision.commentRequired')] });
    if (decision === 'RETURN' && !returnToStepId) errors.push({ name: 'returnToStepId', errors: [t('decision.returnStepRequired')] });
    if (errors.length) return form.setFields(errors);
    setPending(decision);
    try {
      await decide.mutateAsync({
        taskId: task.taskId,
        body: { decision, comment: comment?.trim() || undefined, returnToStepId: decision === 'RETURN' ? returnToStepId : undefined },
      });
      form.resetFields();
      void message.success(t('decision.done', { action: t(`action.${decision}`) }));
    } catch (error) {
      void message.error(decisionErrorMessage(error, t));
    } finally {
      setPending(null);
    }
  };

  const withdrawRequest = async () => {
    try {
      await withdraw.mutateAsync({ instanceId: instance.id, comment: form.getFieldValue('comment')?.trim() || undefined });
      void message.success(t('decision.done', { action: t('action.WITHDRAW') }));
    } catch (error) {
      void message.error(decisionErrorMessage(error, t));
    }
  };

  if (task.isRevision) {
    return (
      <Card className="workflow-decision" title={t('decision.revisionTitle')}>
        <Alert type="warning" showIcon title={t('decision.revisionHint')} />
        <Form form={form} layout="vertical" className="workflow-decision__form">
          <Form.Item name="comment" label={t('decision.comment')}>
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" loading={pending === 'RESUBMIT'} onClick={() => void submit('RESUBMIT')}>
              {t('decision.resubmit')}
            </Button>
            {instance.processType === 'GENERAL' && canWithdraw && (
              <Popconfirm title={t('decision.withdrawConfirm')} onConfirm={() => void withdrawRequest()}>
                <Button danger loading={withdraw.isPending}>
                  {t('decision.withdraw')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Form>
      </Card>
    );
  }

  return (
    <ApprovalDecisionCard
      title={`${t('decision.title')} · ${stepName(task.stepId)}`}
      className="workflow-decision"
      formClassName="workflow-decision__form"
      form={form}
      returnSteps={task.returnableSteps.map((id) => ({ value: id, label: stepName(id) }))}
      returnStepPlaceholder={t('decision.returnStepPlaceholder')}
      pending={pending}
      onDecide={(decision) => void submit(decision)}
    />
  );
}
