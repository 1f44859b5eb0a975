import type { ReactNode } from 'react';
import { Card } from 'antd';
import { AuditOutlined, ClockCircleOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContractResult } from '@crm/shared/contract';
import type { homeToday } from '@crm/shared/contracts/home';
import { dashboardNs } from '../locales/i18n';
import { HOME_PATHS } from '../home-paths';

type Home = ContractResult<typeof homeToday>;

interface WorkItem {
  key: string;
  label: string;
  value: number;
  icon: ReactNode;
  path: string;
  alert?: boolean;
}

/**
 * The user's own work waiting, for a role without a field day: tasks due and overdue, meetings to
 * confirm, and approvals when no list of them is shown beside; each opens its list.
 */
export function MyWorkCard({ home, withApprovals }: { home: Home; withApprovals: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const items: WorkItem[] = [
    ...(withApprovals && home.approvals !== null
      ? [{ key: 'approvals', label: t('work.approvals'), value: home.approvals, icon: <AuditOutlined />, path: HOME_PATHS.approvals }]
      : []),
    ...(home.tasks
      ? [
          { key: 'today', label: t('work.today'), value: home.tasks.dueToday, icon: <ScheduleOutlined />, path: HOME_PATHS.tasksToday },
          { key: 'expired', label: t('work.expired'), value: home.tasks.overdue, icon: <ClockCircleOutlined />, path: HOME_PATHS.tasksOverdue, alert: true },
        ]
      : []),
    ...(home.meetingsToConfirm !== null
      ? [{ key: 'meetings', label: t('work.meetings'), value: home.meetingsToConfirm, icon: <TeamOutlined />, path: HOME_PATHS.meetingsToConfirm, alert: true }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <Card title={t('work.title')} className="dashboard-card work-card">
      <div className="work-card__grid">
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`work-tile clickable-tile${item.alert && item.value ? ' work-tile--alert' : ''}`}
            onClick={() => void navigate(item.path)}
            data-testid={`work-${item.key}`}
          >
            <span className="work-tile__icon">{item.icon}</span>
            <span className="work-tile__label">{item.label}</span>
            <span className="work-tile__value">{item.value}</span>
          </button>
        ))}
      </div>
    </Card>
  );
}
