import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import { AuditOutlined, CalendarOutlined, ClockCircleOutlined, ScheduleOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useFollowCount, usePendingApprovals, useTaskCounts, useVisitsThisMonth } from '../api/get-work-figures';
import { dashboardNs } from '../locales/i18n';

interface WorkItem {
  key: string;
  label: string;
  value: number | undefined;
  icon: ReactNode;
  path: string;
  alert?: boolean;
}

function WorkTile({ item, onOpen }: { item: WorkItem; onOpen: () => void }) {
  return (
    <button type="button" className={`work-tile clickable-tile${item.alert && item.value ? ' work-tile--alert' : ''}`} onClick={onOpen} data-testid={`work-${item.key}`}>
      <span className="work-tile__icon">{item.icon}</span>
      <span className="work-tile__label">{item.label}</span>
      {item.value === undefined ? <Skeleton.Button active size="small" /> : <span className="work-tile__value">{item.value}</span>}
    </button>
  );
}

/** The user's open work: tasks due, overdue tasks, visits this month, follows and approvals waiting; each opens its list. */
export function WorkCards({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const access = useAccess();
  const mayTasks = access.hasPermission(['task:task:list']);
  const mayVisits = access.hasPermission(['visit:visit:list']);
  const mayFollows = access.hasPermission(['customer:follow:list']);
  const mayApprove = access.hasPermission(['workflow:task:list']);
  const tasks = useTaskCounts(mayTasks).data;
  const visits = useVisitsThisMonth(mayVisits, timeZone).data;
  const follows = useFollowCount(mayFollows).data;
  const approvals = usePendingApprovals(mayApprove).data;

  const items: WorkItem[] = [
    ...(mayTasks
      ? [
          { key: 'today', label: t('work.today'), value: tasks?.today, icon: <ScheduleOutlined />, path: '/task/today' },
          { key: 'expired', label: t('work.expired'), value: tasks?.expired, icon: <ClockCircleOutlined />, path: '/task/expired', alert: true },
        ]
      : []),
    ...(mayVisits ? [{ key: 'visits', label: t('work.visits'), value: visits, icon: <CalendarOutlined />, path: '/customer/visitTeamManager/myVisit' }] : []),
    ...(mayFollows ? [{ key: 'follows', label: t('work.follows'), value: follows, icon: <StarOutlined />, path: '/customer/doctorTeamManager/focusCustomer' }] : []),
    ...(mayApprove ? [{ key: 'approvals', label: t('work.approvals'), value: approvals, icon: <AuditOutlined />, path: '/taskManager/task/todo' }] : []),
  ];
  if (items.length === 0) return null;

  return (
    <Card title={t('work.title')} className="dashboard-card work-card">
      <div className="work-card__grid">
        {items.map((item) => (
          <WorkTile key={item.key} item={item} onOpen={() => void navigate(item.path)} />
        ))}
      </div>
    </Card>
  );
}
