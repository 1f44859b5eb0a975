import { Alert, Card, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useApprovalInstance } from '../api/get-approval-instance';
import type { HistoryEntry } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

const COLORS: Record<string, string> = { SUBMIT: 'blue', RESUBMIT: 'blue', APPROVE: 'green', REJECT: 'red', RETURN: 'orange', WITHDRAW: 'gray' };

/** Who decided what, when and why, on one approval; and who it waits for now. */
export function ApprovalHistory({ instanceId, title }: { instanceId: number | null; title: string }) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const instance = useApprovalInstance(instanceId);
  const stepName = (entry: Pick<HistoryEntry, 'stepName' | 'stepNameEn'>) => (entry.stepName ? localizedName(lang, entry.stepName, entry.stepNameEn) : '');
  let body;
  if (instanceId === null) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  else if (instance.isLoading) body = <Spin />;
  else if (!instance.data) body = <Alert type="warning" showIcon title={t('detail.noHistory')} />;
  else {
    const waiting = instance.data.currentTasks.map((task) => ({
      color: 'gray',
      content: (
        <Typography.Text type="secondary">
          {t('detail.waiting', {
            names: task.candidates.map((c) => localizedName(lang, c.name, c.nameEn)).join(lang === 'en' ? ', ' : '、'),
            step: localizedName(lang, task.name, task.nameEn),
          })}
        </Typography.Text>
      ),
    }));
    body = (
      <Timeline
        className="approval-history"
        items={[
          ...instance.data.history.map((entry) => ({
            color: COLORS[entry.action] ?? 'blue',
            content: (
              <div className="approval-history__entry">
                <div>
                  <Typography.Text strong>{t(`action.${entry.action}`, { defaultValue: entry.action })}</Typography.Text>
                  {entry.stepName && <Typography.Text type="secondary"> · {stepName(entry)}</Typography.Text>}
                </div>
                <div>
                  {localizedName(lang, entry.actorName, entry.actorNameEn)} · {formatWhen(entry.createdAt)}
                </div>
                {entry.comment && <Typography.Paragraph className="approval-history__comment">{entry.comment}</Typography.Paragraph>}
              </div>
            ),
          })),
          ...waiting,
        ]}
      />
    );
  }
  return (
    <Card title={title} className="meeting-card" size="small">
      {body}
    </Card>
  );
}
