/** The approver's card of an approval step: a comment, the step to return to, and approve / reject / return. */
import { Button, Card, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an approver may decide on a step. */
export type ApprovalDecision = 'APPROVE' | 'REJECT' | 'RETURN';

/** The fields of the card's form. */
export interface ApprovalDecisionValues {
  comment?: string;
  returnToStepId?: string;
}

interface ApprovalDecisionCardProps {
  title: string;
  className: string;
  formClassName?: string;
  form: FormInstance<ApprovalDecisionValues>;
  /** The earlier steps the request may go back to; none hides the step field and the Return button. */
  returnSteps: Array<{ value: string; label: string }>;
  returnStepPlaceholder?: string;
  /** The decision being sent, if any: its button spins and every button waits. */
  pending: string | null;
  onDecide: (decision: ApprovalDecision) => void;
}

/** Lets the approver of a step approve, reject to the applicant or return to an earlier step, with a comment. */
export function ApprovalDecisionCard({ title, className, formClassName, form, returnSteps, returnStepPlaceholder, pending, onDecide }: ApprovalDecisionCardProps) {
  const { t } = useTranslation('common');
  return (
    <Card title={title} className={className}>
      <Form form={form} layout="vertical" className={formClassName}>
        <Form.Item name="comment" label={t('decision.comment')}>
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('decision.commentPlaceholder')} />
        </Form.Item>
        {returnSteps.length > 0 && (
          <Form.Item name="returnToStepId" label={t('decision.returnStep')}>
            <Select allowClear placeholder={returnStepPlaceholder} options={returnSteps} />
          </Form.Item>
        )}
        <Space wrap>
          <Button type="primary" loading={pending === 'APPROVE'} disabled={pending !== null} onClick={() => onDecide('APPROVE')}>
            {t('decision.approve')}
          </Button>
          <Button danger loading={pending === 'REJECT'} disabled={pending !== null} onClick={() => onDecide('REJECT')}>
            {t('decision.reject')}
          </Button>
          {returnSteps.length > 0 && (
            <Button loading={pending === 'RETURN'} disabled={pending !== null} onClick={() => onDecide('RETURN')}>
              {t('decision.returnTo')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
