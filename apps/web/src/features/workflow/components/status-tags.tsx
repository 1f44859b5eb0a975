import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { workflowNs } from '../locales/i18n';

const STATUS_COLOR: Record<string, string> = { RUNNING: 'processing', REJECTED: 'error', APPROVED: 'success', WITHDRAWN: 'default' };
const ACTION_COLOR: Record<string, string> = { SUBMIT: 'blue', APPROVE: 'green', REJECT: 'red', RETURN: 'orange', RESUBMIT: 'blue', WITHDRAW: 'default' };

/** The state of a request: in approval, rejected, approved or withdrawn. */
export function InstanceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(workflowNs);
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}

/** A decision or submission in the history and the done list. */
export function ActionTag({ action }: { action: string | null }) {
  const { t } = useTranslation(workflowNs);
  if (!action) return <>-</>;
  return <Tag color={ACTION_COLOR[action] ?? 'default'}>{t(`action.${action}`, { defaultValue: action })}</Tag>;
}

/** The kind of request: meeting application or payment, speaker, general. */
export function ProcessTypeLabel({ processType }: { processType: string }) {
  const { t } = useTranslation(workflowNs);
  return <>{t(`processType.${processType}`, { defaultValue: processType })}</>;
}
