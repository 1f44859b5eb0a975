import { Space } from 'antd';
import { useAccess } from '@/lib/access/use-access';
import { attributeOf } from '@/lib/menu/menu-tree';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { DashboardView } from '../components/dashboard-view';
import { MyDailyReport } from '../components/my-daily-report';
import { TeamDailyReports } from '../components/team-daily-reports';

/** `/systemReport/rbRecords`: submission rates (a dashboard), the caller's report and the team's. */
export default function DailyReportsPage({ route }: MenuPageProps) {
  const maySubmit = useAccess().hasButton(['report:dailyReport:submit']);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <DashboardView dashboardKey={attributeOf(route.node, 'dashboardId') ?? 'rb-records'} />
      {maySubmit && <MyDailyReport />}
      <TeamDailyReports />
    </Space>
  );
}
