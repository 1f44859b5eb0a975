import type { DashboardWidget } from '@crm/shared/contracts/analytics';
import type { PermissionMark } from '@crm/shared/permissions';

/**
 * The dashboards a tenant starts with. They are written to the tenant's own table on first use;
 * from then on administrators change them in the product. Widgets added here later reach the
 * tenants that already have the dashboard through a migration (0025 added content reach and
 * lead-score movement to the manager's, sales against forecast to business dashboard 1).
 */
export interface DefaultDashboard {
  key: string;
  title: string;
  titleEn: string;
  permission: PermissionMark;
  widgets: DashboardWidget[];
}

const w = (
  id: string,
  metrics: string[],
  chart: DashboardWidget['chart'],
  place: [number, number, number, number],
  dimension?: string,
  extra: Partial<DashboardWidget> = {},
): DashboardWidget => ({
  id,
  metrics,
  chart,
  ...(dimension ? { dimension } : {}),
  filters: [],
  x: place[0],
  y: place[1],
  w: place[2],
  h: place[3],
  ...extra,
});

export const DEFAULT_DASHBOARDS: DefaultDashboard[] = [
  {
    key: 'manager-dashboard',
    title: '管理驾驶舱',
    titleEn: 'Management dashboard',
    permission: 'dashboard:manager:view',
    widgets: [
      w('completed', ['visit.completed'], 'number', [0, 0, 6, 2]),
      w('attainment', ['visit.planAttainment'], 'number', [6, 0, 6, 2]),
      w('coverage', ['doctor.coverage'], 'number', [12, 0, 6, 2]),
      w('overdue', ['task.overdue'], 'number', [18, 0, 6, 2]),
      w('plan-by-rep', ['visit.planned', 'visit.completed'], 'bar', [0, 2, 12, 4], 'region'),
      w('coverage-by-tier', ['doctor.target', 'doctor.covered'], 'bar', [12, 2, 12, 4], 'tier'),
      w('frequency-by-tier', ['doctor.callFrequency'], 'bar', [0, 6, 8, 4], 'tier'),
      w('meetings', ['meeting.held'], 'line', [8, 6, 8, 4], 'week'),
      w('spend', ['meeting.spend', 'budget.total'], 'bar', [16, 6, 8, 4], 'region'),
      w('overdue-by-rep', ['task.overdue'], 'table', [0, 10, 24, 4], 'rep'),
      w('content-sent', ['content.sent'], 'number', [0, 14, 6, 2]),
      w('content-opened', ['content.opened'], 'number', [6, 14, 6, 2]),
      w('leads-rising', ['leadScore.rising'], 'number', [12, 14, 6, 2]),
      w('leads-falling', ['leadScore.falling'], 'number', [18, 14, 6, 2]),
      w('content-reach-trend', ['content.sent', 'content.opened', 'content.clicked'], 'line', [0, 16, 12, 4], 'week', {
        title: '内容触达趋势',
        titleEn: 'Content reach by week',
      }),
      w('lead-points-trend', ['leadScore.pointsEarned'], 'line', [12, 16, 12, 4], 'week'),
      w('lead-movement-by-district', ['leadScore.rising', 'leadScore.falling'], 'bar', [0, 20, 12, 4], 'district', {
        title: '线索评分变化',
        titleEn: 'Lead-score movement',
      }),
      w('content-reach-by-rep', ['content.sent', 'content.opened', 'content.clicked'], 'table', [12, 20, 12, 4], 'rep', {
        title: '内容触达（人员）',
        titleEn: 'Content reach by person',
      }),
    ],
  },
  {
    key: 'business-1',
    title: '销售与 KOL 互动',
    titleEn: 'Sales and KOL engagement',
    permission: 'dashboard:business1:view',
    widgets: [
      w('kols', ['kol.count'], 'number', [0, 0, 8, 2]),
      w('kol-visits', ['kol.visits'], 'number', [8, 0, 8, 2]),
      w('kol-lectures', ['kol.speaking'], 'number', [16, 0, 8, 2]),
      w('kols-by-tier', ['kol.count'], 'pie', [0, 2, 8, 4], 'kolTier'),
      w('kol-visits-by-tier', ['kol.visits'], 'bar', [8, 2, 16, 4], 'kolTier'),
      w('kol-visits-trend', ['kol.visits'], 'line', [0, 6, 12, 4], 'month'),
      w('kol-visits-by-region', ['kol.visits'], 'bar', [12, 6, 12, 4], 'region'),
      w('sales-attainment', ['sales.forecastAttainment'], 'number', [0, 10, 8, 2]),
      w('sales-actual', ['sales.actualUnits'], 'number', [8, 10, 8, 2]),
      w('sales-forecast', ['sales.forecastUnits'], 'number', [16, 10, 8, 2]),
      w('sales-by-product', ['sales.forecastUnits', 'sales.actualUnits'], 'bar', [0, 12, 12, 4], 'product', {
        title: '产品销量与预测',
        titleEn: 'Sales against forecast by product',
      }),
      w('sales-by-region', ['sales.forecastUnits', 'sales.actualUnits'], 'bar', [12, 12, 12, 4], 'region', {
        title: '大区销量与预测',
        titleEn: 'Sales against forecast by region',
      }),
      w('sales-attainment-trend', ['sales.forecastAttainment'], 'line', [0, 16, 24, 4], 'month', {
        title: '销售预测达成趋势',
        titleEn: 'Sales against forecast by month',
      }),
    ],
  },
  {
    key: 'business-2',
    title: '合规',
    titleEn: 'Compliance',
    permission: 'dashboard:business2:view',
    widgets: [
      w('tov', ['tov.amount'], 'number', [0, 0, 6, 2]),
      w('near-cap', ['speaker.nearCap'], 'number', [6, 0, 6, 2]),
      w('lead-time', ['approval.leadTime'], 'number', [12, 0, 6, 2]),
      w('approvals', ['approval.completed'], 'number', [18, 0, 6, 2]),
      w('tov-by-category', ['tov.amount'], 'pie', [0, 2, 8, 4], 'tovCategory'),
      w('tov-trend', ['tov.amount'], 'line', [8, 2, 16, 4], 'month'),
      w('cap-use', ['speaker.capUse'], 'table', [0, 6, 12, 4], 'doctor'),
      w('lead-time-by-type', ['approval.leadTime', 'approval.completed'], 'bar', [12, 6, 12, 4], 'processType'),
    ],
  },
  {
    key: 'business-3',
    title: '会议与互动',
    titleEn: 'Meetings and interactions',
    permission: 'dashboard:business3:view',
    widgets: [
      w('held', ['meeting.held'], 'number', [0, 0, 8, 2]),
      w('spend', ['meeting.spend'], 'number', [8, 0, 8, 2]),
      w('interactions', ['interaction.events'], 'number', [16, 0, 8, 2]),
      w('spend-by-district', ['meeting.spend', 'budget.total'], 'bar', [0, 2, 24, 4], 'district'),
      w('interactions-trend', ['interaction.events'], 'line', [0, 6, 12, 4], 'week'),
      w('visits-by-type', ['visit.completed'], 'pie', [12, 6, 12, 4], 'visitType'),
    ],
  },
  {
    key: 'rb-records',
    title: '日报记录',
    titleEn: 'Daily reports',
    permission: 'report:dailyReport:view',
    widgets: [
      w('rate', ['report.submissionRate'], 'number', [0, 0, 8, 2]),
      w('submitted', ['report.submitted'], 'number', [8, 0, 8, 2]),
      w('rate-by-rep', ['report.submissionRate'], 'bar', [0, 2, 12, 4], 'rep'),
      w('submitted-trend', ['report.submitted'], 'line', [12, 2, 12, 4], 'day'),
    ],
  },
  {
    key: 'system-use',
    title: '系统使用分析',
    titleEn: 'System usage',
    permission: 'report:systemUse:view',
    widgets: [
      w('active-users', ['usage.activeUsers'], 'number', [0, 0, 8, 2]),
      w('minutes', ['usage.activeMinutes'], 'number', [8, 0, 8, 2]),
      w('views', ['usage.pageViews'], 'number', [16, 0, 8, 2]),
      w('daily-users', ['usage.activeUsers'], 'line', [0, 2, 12, 4], 'day'),
      w('weekly-users', ['usage.activeUsers'], 'bar', [12, 2, 12, 4], 'week'),
      w('time-by-section', ['usage.activeMinutes'], 'pie', [0, 6, 8, 4], 'section'),
      w('by-role', ['usage.activeUsers', 'usage.activeMinutes'], 'bar', [8, 6, 8, 4], 'role'),
      w('by-region', ['usage.activeUsers'], 'bar', [16, 6, 8, 4], 'region'),
      w('pages', ['usage.pageViews', 'usage.activeMinutes'], 'table', [0, 10, 24, 4], 'page'),
    ],
  },
];
