import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useWaitingApprovals } from '../api/get-home';
import { dashboardNs } from '../locales/i18n';
import { HOME_PATHS } from '../home-paths';

/** Approval steps waiting for the user: how many, the newest five, each opening its request. */
export function ApprovalsCard({ count, timeZone }: { count: number; timeZone: string }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const waiting = useWaitingApprovals(count > 0).data;
  return (
    <Card
      title={t('approvals.title', { count })}
      className="dashboard-card approvals-card"
      data-testid="approvals"
      extra={
        <Button type="link" onClick={() => void navigate(HOME_PATHS.approvals)}>
          {t('approvals.all')}
        </Button>
      }
    >
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.none')} />
      ) : !waiting ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className="dashboard-messages">
          {waiting.content.map((task) => (
            <li key={task.taskId}>
              <button type="button" className="dashboard-messages__item" onClick={() => void navigate(`${HOME_PATHS.approval}?id=${task.instanceId}`)}>
                <span className="dashboard-messages__title">
                  {task.title}
                  <span className="approvals-card__step">
                    {localizedName(lang, task.name, task.nameEn)} · {localizedName(lang, task.initiatorName, task.initiatorNameEn)}
                  </span>
                </span>
                <span className="dashboard-messages__time">{formatWhen(task.createdAt, { timeZone, lang })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
