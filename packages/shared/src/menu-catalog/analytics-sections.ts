import { section, page, tab, hiddenPage, button, type Def } from './builders';
import { INSIGHTS, SURVEY_TAKERS, MARKET_ANALYTICS, MARKET_EDITORS, DASHBOARDS, SYSTEM_REPORTS, DATA_ASSETS, ADMIN_ONLY } from './role-groups';

/** The analytics menu sections: insights, lead scoring, funnels, journeys, campaigns, Customer 360, dashboards, system reports and data assets. */

export const analyticsSections: Def[] = [
  section('userInsights', '用户洞察', 'Insights', 'RadarChartOutlined', [
    page('DoctorAcademicNetwork', '医生学术网络', 'Academic network', {
      icon: 'DeploymentUnitOutlined',
      permission: 'insight:academicNetwork:view',
      roles: INSIGHTS,
      isDefault: true,
    }),
    page('HCPGrouPortrait', '医生舆情画像', 'HCP portrait', {
      icon: 'UserOutlined',
      permission: 'insight:doctorPortrait:view',
      children: [
        tab('DocIndividual', '个体医生分析', 'Individual doctors', {
          permission: 'insight:doctorIndividual:view',
          roles: INSIGHTS,
          isDefault: true,
        }),
        tab('DocGroup', '医生群体分析', 'Doctor groups', { permission: 'insight:doctorGroup:view', roles: INSIGHTS }),
      ],
    }),
    page('PatientPortrait', '患者画像', 'Patient portrait', {
      icon: 'HeartOutlined',
      permission: 'insight:patientPortrait:list',
      roles: INSIGHTS,
    }),
    hiddenPage('PatientPortraitDetail', '患者画像详情', 'Patient portrait details', {
      permission: 'insight:patientPortrait:view',
      roles: INSIGHTS,
    }),
    page('Surveys', '问卷调研', 'Surveys', {
      icon: 'FormOutlined',
      permission: 'insight:survey:list',
      roles: SURVEY_TAKERS,
      children: [
        button('insight:survey:add', '新建问卷', 'New survey', INSIGHTS),
        button('insight:survey:publish', '发布问卷', 'Publish survey', INSIGHTS),
        button('insight:surveyResponse:add', '录入答卷', 'Enter answers', SURVEY_TAKERS),
      ],
    }),
  ]),

  section('clueScore', '线索评分', 'Lead scoring', 'AimOutlined', [
    page('ruleManagement', '规则管理', 'Scoring rules', {
      icon: 'UnorderedListOutlined',
      permission: 'clue:rule:list',
      roles: MARKET_ANALYTICS,
      isDefault: true,
    }),
    page('clueQuery', '线索查询', 'Lead search', {
      icon: 'FileSearchOutlined',
      permission: 'clue:clue:list',
      roles: MARKET_ANALYTICS,
    }),
    page('addRule', '新建规则', 'New rule', {
      icon: 'PlusCircleOutlined',
      permission: 'clue:rule:view',
      roles: MARKET_ANALYTICS,
      children: [button('clue:rule:edit', '保存规则', 'Save rule', MARKET_EDITORS)],
    }),
  ]),

  section('salesFunnel', '销售漏斗', 'Sales funnel', 'FunnelPlotOutlined', [
    page('marketingFunnel', '营销漏斗', 'Marketing funnel', {
      icon: 'FunnelPlotOutlined',
      permission: 'funnel:marketing:view',
      roles: MARKET_ANALYTICS,
      isDefault: true,
      children: [button('funnel:funnel:edit', '保存漏斗', 'Save funnel', MARKET_EDITORS)],
    }),
    page('indirectFunnel', '间接漏斗', 'Indirect funnel', {
      icon: 'BranchesOutlined',
      permission: 'funnel:indirect:view',
      roles: MARKET_ANALYTICS,
    }),
  ]),

  section('transit', '用户旅程', 'User journey', 'NodeIndexOutlined', [
    page('userTransit', '旅程总览', 'Journey overview', {
      icon: 'NodeIndexOutlined',
      permission: 'journey:overview:view',
      roles: MARKET_ANALYTICS,
      isDefault: true,
      children: [button('journey:event:ingest', '导入触点', 'Import touchpoints', MARKET_EDITORS)],
    }),
    page('trendAssay', '趋势分析', 'Trend analysis', {
      icon: 'LineChartOutlined',
      permission: 'journey:trend:view',
      roles: MARKET_ANALYTICS,
    }),
    page('personal', '个人旅程', 'Individual journeys', {
      icon: 'UserOutlined',
      permission: 'journey:personal:view',
      roles: MARKET_ANALYTICS,
    }),
    page('company', '机构旅程', 'Organization journeys', {
      icon: 'BankOutlined',
      permission: 'journey:company:view',
      roles: MARKET_ANALYTICS,
    }),
  ]),

  section('marketActive', '营销活动', 'Marketing activities', 'NotificationOutlined', [
    page('marketContent', '活动内容分析', 'Activity content analysis', {
      icon: 'PieChartOutlined',
      permission: 'marketing:content:view',
      roles: MARKET_ANALYTICS,
      isDefault: true,
      children: [button('marketing:campaign:edit', '编辑营销活动', 'Edit campaigns', MARKET_EDITORS)],
    }),
  ]),

  section('Customer360', '客户360', 'Customer 360', 'IdcardOutlined', [
    page('ClueScore', '线索评分', 'Lead scoring', {
      icon: 'AimOutlined',
      permission: 'clue:rule:list',
      roles: MARKET_ANALYTICS,
      isDefault: true,
      attrs: { customRoute: 'true', component: '/clueScore/ruleManagement' },
    }),
    page('SalesFunnel', '销售漏斗', 'Sales funnel', {
      icon: 'FunnelPlotOutlined',
      permission: 'funnel:marketing:view',
      roles: MARKET_ANALYTICS,
      attrs: { customRoute: 'true', component: '/salesFunnel/marketingFunnel' },
    }),
    page('Transit', '用户旅程', 'User journey', {
      icon: 'NodeIndexOutlined',
      permission: 'journey:overview:view',
      roles: MARKET_ANALYTICS,
      attrs: { customRoute: 'true', component: '/transit/userTransit' },
    }),
    page('MarketActive', '营销活动', 'Marketing activities', {
      icon: 'NotificationOutlined',
      permission: 'marketing:content:view',
      roles: MARKET_ANALYTICS,
      attrs: { customRoute: 'true', component: '/marketActive/marketContent' },
    }),
  ]),

  section('data', '数据看板', 'Dashboards', 'DashboardOutlined', [
    page('managerDashboard', '管理驾驶舱', 'Management dashboard', {
      icon: 'FundOutlined',
      permission: 'dashboard:manager:view',
      roles: [...DASHBOARDS, 'finance'],
      isDefault: true,
      attrs: { dashboardId: 'manager-dashboard' },
      children: [button('dashboard:definition:edit', '编辑看板', 'Edit dashboards', ADMIN_ONLY)],
    }),
    page('businessDashboard-1', '业务看板一', 'Business dashboard 1', {
      icon: 'BarChartOutlined',
      permission: 'dashboard:business1:view',
      roles: DASHBOARDS,
      attrs: { dashboardId: 'business-1' },
    }),
    page('businessDashboard-2', '业务看板二', 'Business dashboard 2', {
      icon: 'BarChartOutlined',
      permission: 'dashboard:business2:view',
      roles: DASHBOARDS,
      attrs: { dashboardId: 'business-2' },
    }),
    page('businessDashboard-3', '业务看板三', 'Business dashboard 3', {
      icon: 'BarChartOutlined',
      permission: 'dashboard:business3:view',
      roles: DASHBOARDS,
      attrs: { dashboardId: 'business-3' },
    }),
    page('analysis', '自助分析', 'Self-service analytics', {
      icon: 'AreaChartOutlined',
      permission: 'dashboard:analysis:view',
      roles: DASHBOARDS,
      attrs: { externalApi: 'true', openInNewWindow: 'true' },
    }),
  ]),

  section('systemReport', '系统报表', 'System reports', 'ProfileOutlined', [
    page('rbRecords', '日报记录', 'Daily report records', {
      icon: 'ContainerOutlined',
      permission: 'report:dailyReport:view',
      roles: [...SYSTEM_REPORTS, 'rep'],
      isDefault: true,
      attrs: { dashboardId: 'rb-records' },
      children: [
        button('report:dailyReport:submit', '提交日报', 'Submit daily reports', ['manager', 'rep']),
        button('report:dailyReport:comment', '批阅日报', 'Comment on daily reports', ['manager']),
      ],
    }),
    page('qfRecord', '群发记录', 'Mass message records', {
      icon: 'SendOutlined',
      permission: 'report:massMessage:view',
      // Marketing does the mass sends: it reads their records with the managers.
      roles: [...SYSTEM_REPORTS, 'marketing'],
      attrs: { dashboardId: 'qf-record' },
    }),
    page('systemUseAnalysis', '系统使用分析', 'System usage analysis', {
      icon: 'MonitorOutlined',
      permission: 'report:systemUse:view',
      roles: SYSTEM_REPORTS,
      attrs: { dashboardId: 'system-use' },
    }),
  ]),

  section('dataAssets', '数据资产', 'Data assets', 'DatabaseOutlined', [
    page('home', '资产概览', 'Overview', {
      icon: 'AppstoreOutlined',
      permission: 'dataAsset:overview:view',
      roles: DATA_ASSETS,
      isDefault: true,
    }),
    page('dataAssetsIndex', '资产目录', 'Asset catalog', {
      icon: 'TableOutlined',
      permission: 'dataAsset:asset:list',
      roles: DATA_ASSETS,
    }),
    page('dataAssetsPage', '资产详情', 'Asset details', {
      icon: 'FolderOpenOutlined',
      permission: 'dataAsset:asset:view',
      roles: DATA_ASSETS,
      children: [
        button('dataAsset:asset:check', '运行质量检查', 'Run quality checks', DATA_ASSETS),
        button('dataAsset:asset:unmask', '查看未脱敏数据', 'See unmasked data', ADMIN_ONLY),
      ],
    }),
  ]),
];
