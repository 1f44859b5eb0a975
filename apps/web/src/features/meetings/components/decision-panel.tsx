import { useState } from 'react';
import { App, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useApprovalInstance } from '../api/get-approval-instance';
import { useDecideMeeting } from '../api/meeting-mutations';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';

interface DecisionPanelProps {
  meeting: MeetingDetail;
  process: 'application' | 'payment';
  onDecided: () => void;
}

/** The approver's step: approve, reject to the applicant, or return to an earlier step, with a comment. */
export function DecisionPanel({ meeting, process, onDecided }: DecisionPanelProps) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const [returnTo, setReturnTo] = useState<string | undefined>();
  const [commentError, setCommentError] = useState(false);
  const decide = useDecideMeeting();
  const task = meeting.myTask?.process === process ? meeting.myTask : null;
  const instance = useApprovalInstance(task ? task.instanceId : null);
  if (!task) return null;
  const steps = instance.data?.steps ?? [];
  const stepLabel = (id: string) => {
    const step = steps.find((candidate) => candidate.id === id);
    return step ? localizedName(lang, step.name, step.nameEn) : id;
  };
  const returnable = instance.data?.myTask?.returnableSteps ?? [];

  const run = async (decision: 'APPROVE' | 'REJECT' | 'RETURN') => {
    if (decision !== 'APPROVE' && !comment.trim()) {
      setCommentError(true);
      return;
    }
    const input = {
      id: meeting.id,
      process,
      taskId: task.taskId,
      decision,
      comment: comment.trim() || undefined,
      returnToStepId: decision === 'RETURN' ? (returnTo ?? returnable[returnable.length - 1]) : undefined,
    };
    await decide.mutateAsync(input);
    void message.success(t(decision === 'APPROVE' ? 'decision.approved' : decision === 'REJECT' ? 'decision.rejected' : 'decision.returned'));
    onDecided();
  };

  return (
    <Card title={t('decision.title')} className="meeting-card decision-panel" size="small">
      <Typography.Paragraph type="secondary">{t('decision.yourStep', { step: stepLabel(task.stepId) })}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('decision.comment')}
        placeholder={t('decision.commentPlaceholder')}
        value={comment}
        maxLength={1000}
        rows={3}
        status={commentError ? 'error' : undefined}
        onChange={(event) => {
          setComment(event.target.value);
          setCommentError(false);
        }}
      />
      {commentError && <Typography.Text type="danger">{t('decision.commentRequired')}</Typography.Text>}
      <Flex gap={8} wrap style={{ marginTop: 12 }} align="center">
        <Button type="primary" loading={decide.isPending} onClick={() => void run('APPROVE')}>
          {t('decision.approve')}
        </Button>
        <Button danger loading={decide.isPending} onClick={() => void run('REJECT')}>
          {t('decision.reject')}
        </Button>
        {returnable.length > 0 && (
          <>
            <Select
              aria-label={t('decision.returnTo')}
              placeholder={t('decision.returnTo')}
              style={{ minWidth: 160 }}
              value={returnTo ?? returnable[returnable.length - 1]}
              options={returnable.map((id) => ({ value: id, label: stepLabel(id) }))}
              onChange={setReturnTo}
            />
            <Button loading={decide.isPending} onClick={() => void run('RETURN')}>
              {t('decision.return')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
