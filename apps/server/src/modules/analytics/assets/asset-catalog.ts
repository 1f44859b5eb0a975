/**
 * The catalog of the product's data sets: what each holds, who owns it, how often it changes, its
 * fields, and the quality checks run on it. Checks are SQL over the table aliased `t`, already
 * limited to the tenant: `failing` counts the rows that break the rule.
 */
export type QualityDimension = 'completeness' | 'validity' | 'uniqueness' | 'freshness';

export interface QualityCheck {
  code: string;
  dimension: QualityDimension;
  name: string;
  nameEn: string;
  /** Completeness/validity: a row failing when this is true. Uniqueness: the key columns. */
  rule: string;
  /** Share of rows allowed to fail (0 = none); for freshness, the maximum age in hours. */
  tolerance: number;
}

export interface AssetField {
  name: string;
  type: string;
  description: string;
  descriptionEn: string;
  /** Personal data: masked in samples for viewers without the unmask permission. */
  sensitive?: boolean;
}

export interface DataAsset {
  code: string;
  table: string;
  domain: 'customers' | 'field' | 'meetings' | 'engagement' | 'operations';
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  owner: string;
  ownerEn: string;
  frequency: 'realtime' | 'daily' | 'weekly';
  /** Column whose latest value tells how fresh the set is. */
  freshnessColumn: string;
  /** Column the sample is ordered by (newest first). */
  orderColumn: string;
  fields: AssetField[];
  checks: QualityCheck[];
  /** Metrics reading it (metric codes) and screens showing it (menu paths). */
  metrics: string[];
  screens: string[];
}

export const DOMAINS: Record<DataAsset['domain'], [string, string]> = {
  customers: ['客户主数据', 'Customer master data'],
  field: ['一线执行', 'Field execution'],
  meetings: ['会议与合规', 'Meetings and compliance'],
  engagement: ['客户互动', 'Customer engagement'],
  operations: ['运营', 'Operations'],
};

const f = (name: string, type: string, description: string, descriptionEn: string, sensitive = false): AssetField => ({
  name,
  type,
  description,
  descriptionEn,
  ...(sensitive ? { sensitive } : {}),
});
const fresh = (hours: number): QualityCheck => ({ code: 'fresh', dimension: 'freshness', name: '数据及时', nameEn: 'Up to date', rule: '', tolerance: hours });

export const DATA_ASSETS: DataAsset[] = [
  {
    code: 'doctors',
    table: 'doctor',
    domain: 'customers',
    name: '医生',
    nameEn: 'Doctors',
    description: '医生主数据：姓名、所属医院与科室、职称、联系方式、负责区域',
    descriptionEn: 'Doctor master data: name, hospital and department, title, contact details, assigned territories',
    owner: '客户主数据组',
    ownerEn: 'Customer master data team',
    frequency: 'daily',
    freshnessColumn: 'updated_at',
    orderColumn: 'id',
    fields: [
      f('code', 'text', '主数据编码', 'Master-data code'),
      f('name', 'text', '姓名', 'Name'),
      f('title_code', 'text', '职称', 'Title'),
      f('hospital_id', 'bigint', '医院', 'Hospital'),
      f('mobile', 'text', '手机号', 'Mobile phone', true),
      f('email', 'text', '邮箱', 'Email', true),
      f('verify_status', 'text', '认证状态', 'Verification status'),
      f('updated_at', 'timestamptz', '更新时间', 'Updated at'),
    ],
    checks: [
      { code: 'name', dimension: 'completeness', name: '姓名完整', nameEn: 'Name present', rule: "coalesce(trim(t.name), '') = ''", tolerance: 0 },
      { code: 'mobile', dimension: 'validity', name: '手机号格式', nameEn: 'Mobile number format', rule: "t.mobile is not null and t.mobile !~ '^1[3-9][0-9]{9}$'", tolerance: 0 },
      { code: 'code', dimension: 'uniqueness', name: '编码唯一', nameEn: 'Code unique', rule: 't.code', tolerance: 0 },
      fresh(24 * 90),
    ],
    metrics: ['doctor.target', 'doctor.covered', 'doctor.coverage', 'kol.count'],
    screens: ['/customer/doctorTeamManager/myCustomer', '/data/managerDashboard'],
  },
  {
    code: 'hospitals',
    table: 'hospital',
    domain: 'customers',
    name: '医院',
    nameEn: 'Hospitals',
    description: '医院主数据：名称、等级、省市、地址',
    descriptionEn: 'Hospital master data: name, level, province and city, address',
    owner: '客户主数据组',
    ownerEn: 'Customer master data team',
    frequency: 'weekly',
    freshnessColumn: 'created_at',
    orderColumn: 'id',
    fields: [
      f('code', 'text', '编码', 'Code'),
      f('name', 'text', '名称', 'Name'),
      f('level', 'text', '等级', 'Level'),
      f('province_code', 'text', '省份', 'Province'),
      f('city_code', 'text', '城市', 'City'),
    ],
    checks: [
      { code: 'level', dimension: 'completeness', name: '等级完整', nameEn: 'Level present', rule: "coalesce(t.level, '') = ''", tolerance: 0.05 },
      { code: 'code', dimension: 'uniqueness', name: '编码唯一', nameEn: 'Code unique', rule: 't.code', tolerance: 0 },
    ],
    metrics: [],
    screens: ['/customer/hospitalList/totalHospital'],
  },
  {
    code: 'visits',
    table: 'visit',
    domain: 'field',
    name: '拜访',
    nameEn: 'Visits',
    description: '代表的计划与已完成拜访，含拜访方式、目的、结果',
    descriptionEn: 'Planned and completed visits of reps, with type, purpose and result',
    owner: '销售运营',
    ownerEn: 'Sales operations',
    frequency: 'realtime',
    freshnessColumn: 'updated_at',
    orderColumn: 'start_at',
    fields: [
      f('user_id', 'bigint', '代表', 'Rep'),
      f('doctor_id', 'bigint', '医生', 'Doctor'),
      f('status', 'text', '状态', 'Status'),
      f('start_at', 'timestamptz', '开始时间', 'Start'),
      f('visit_type', 'text', '拜访方式', 'Visit type'),
      f('notes', 'text', '记录', 'Notes', true),
    ],
    checks: [
      {
        code: 'result',
        dimension: 'completeness',
        name: '已完成拜访有结果',
        nameEn: 'Completed visits have a result',
        rule: "t.status = 'completed' and t.result is null",
        tolerance: 0.05,
      },
      { code: 'period', dimension: 'validity', name: '结束不早于开始', nameEn: 'End not before start', rule: 't.end_at < t.start_at', tolerance: 0 },
      fresh(24 * 30),
    ],
    metrics: ['visit.completed', 'visit.planned', 'visit.planAttainment', 'doctor.callFrequency', 'kol.visits'],
    screens: ['/customer/visitTeamManager/myVisit', '/data/managerDashboard'],
  },
  {
    code: 'tasks',
    table: 'task',
    domain: 'field',
    name: '任务',
    nameEn: 'Tasks',
    description: '分派给代表的待办任务及完成情况',
    descriptionEn: 'To-dos assigned to reps and their completion',
    owner: '销售运营',
    ownerEn: 'Sales operations',
    frequency: 'realtime',
    freshnessColumn: 'updated_at',
    orderColumn: 'due_at',
    fields: [
      f('title', 'text', '标题', 'Title'),
      f('assignee_id', 'bigint', '负责人', 'Assignee'),
      f('due_at', 'timestamptz', '截止时间', 'Due'),
      f('status', 'text', '状态', 'Status'),
    ],
    checks: [
      {
        code: 'done',
        dimension: 'validity',
        name: '完成任务有完成时间',
        nameEn: 'Completed tasks have a completion time',
        rule: "t.status = 'completed' and t.completed_at is null",
        tolerance: 0,
      },
      fresh(24 * 30),
    ],
    metrics: ['task.overdue'],
    screens: ['/task/all', '/data/managerDashboard'],
  },
  {
    code: 'meetings',
    table: 'meeting',
    domain: 'meetings',
    name: '会议',
    nameEn: 'Meetings',
    description: '会议申请、审批、召开与付款',
    descriptionEn: 'Meeting applications, approvals, meetings held and payments',
    owner: '会议管理组',
    ownerEn: 'Meeting management team',
    frequency: 'realtime',
    freshnessColumn: 'updated_at',
    orderColumn: 'start_at',
    fields: [
      f('code', 'text', '会议编号', 'Meeting code'),
      f('topic', 'text', '主题', 'Topic'),
      f('status', 'text', '状态', 'Status'),
      f('start_at', 'timestamptz', '开始时间', 'Start'),
      f('estimated_total_cents', 'bigint', '预估费用（分）', 'Estimated cost (cents)'),
    ],
    checks: [
      { code: 'period', dimension: 'validity', name: '结束不早于开始', nameEn: 'End not before start', rule: 't.end_at < t.start_at', tolerance: 0 },
      { code: 'code', dimension: 'uniqueness', name: '编号唯一', nameEn: 'Code unique', rule: 't.code', tolerance: 0 },
    ],
    metrics: ['meeting.held', 'meeting.spend', 'kol.speaking'],
    screens: ['/meeting/apply/approved', '/data/businessDashboard-3'],
  },
  {
    code: 'transfers',
    table: 'transfer_of_value',
    domain: 'meetings',
    name: '利益转移',
    nameEn: 'Transfers of value',
    description: '付给医疗专业人士的讲课费、差旅与餐费',
    descriptionEn: 'Honoraria, travel and meals paid to healthcare professionals',
    owner: '合规部',
    ownerEn: 'Compliance',
    frequency: 'daily',
    freshnessColumn: 'created_at',
    orderColumn: 'occurred_on',
    fields: [
      f('doctor_id', 'bigint', '医生', 'Doctor'),
      f('category', 'text', '类别', 'Category'),
      f('amount_cents', 'bigint', '金额（分）', 'Amount (cents)'),
      f('occurred_on', 'date', '日期', 'Date'),
    ],
    checks: [{ code: 'amount', dimension: 'validity', name: '金额为正', nameEn: 'Amount positive', rule: 't.amount_cents <= 0', tolerance: 0 }],
    metrics: ['tov.amount', 'tov.count'],
    screens: ['/data/businessDashboard-2'],
  },
  {
    code: 'events',
    table: 'interaction_event',
    domain: 'engagement',
    name: '互动事件',
    nameEn: 'Interaction events',
    description: '与医生的每一次接触：拜访、内容、会议等',
    descriptionEn: 'Every touchpoint with a doctor: visits, content, meetings and more',
    owner: '数字化营销',
    ownerEn: 'Digital marketing',
    frequency: 'realtime',
    freshnessColumn: 'created_at',
    orderColumn: 'occurred_at',
    fields: [
      f('occurred_at', 'timestamptz', '发生时间', 'Occurred at'),
      f('type', 'text', '类型', 'Type'),
      f('doctor_id', 'bigint', '医生', 'Doctor'),
      f('channel', 'text', '渠道', 'Channel'),
    ],
    checks: [{ code: 'doctor', dimension: 'completeness', name: '关联医生', nameEn: 'Doctor linked', rule: 't.doctor_id is null', tolerance: 0.2 }],
    metrics: ['interaction.events'],
    screens: ['/data/businessDashboard-3'],
  },
  {
    code: 'dailyReports',
    table: 'daily_report',
    domain: 'operations',
    name: '日报',
    nameEn: 'Daily reports',
    description: '代表每天提交的工作日报与经理批阅',
    descriptionEn: 'Daily work reports submitted by reps and read by their managers',
    owner: '销售运营',
    ownerEn: 'Sales operations',
    frequency: 'daily',
    freshnessColumn: 'submitted_at',
    orderColumn: 'day',
    fields: [f('user_id', 'bigint', '提交人', 'Author'), f('day', 'date', '日期', 'Day'), f('summary', 'text', '内容', 'Summary'), f('visits', 'integer', '拜访数', 'Visits')],
    checks: [
      { code: 'summary', dimension: 'completeness', name: '内容完整', nameEn: 'Summary present', rule: "trim(t.summary) = ''", tolerance: 0 },
      // A one-word report says nothing a manager can act on.
      { code: 'substance', dimension: 'validity', name: '内容充实', nameEn: 'Summary of substance', rule: 'char_length(trim(t.summary)) < 5', tolerance: 0 },
      fresh(24 * 7),
    ],
    metrics: ['report.submitted', 'report.submissionRate'],
    screens: ['/systemReport/rbRecords'],
  },
  {
    code: 'usage',
    table: 'usage_daily',
    domain: 'operations',
    name: '系统使用',
    nameEn: 'Product usage',
    description: '按用户、日期、页面汇总的访问次数与活跃时长',
    descriptionEn: 'Page views and active time per user, day and page',
    owner: '信息技术部',
    ownerEn: 'IT',
    frequency: 'realtime',
    freshnessColumn: 'last_seen_at',
    orderColumn: 'day',
    fields: [
      f('user_id', 'bigint', '用户', 'User'),
      f('day', 'date', '日期', 'Day'),
      f('page_title', 'text', '页面', 'Page'),
      f('active_seconds', 'integer', '活跃秒数', 'Active seconds'),
    ],
    checks: [{ code: 'seconds', dimension: 'validity', name: '时长合理', nameEn: 'Plausible active time', rule: 't.active_seconds < 0 or t.active_seconds > 86400', tolerance: 0 }],
    metrics: ['usage.activeUsers', 'usage.activeMinutes', 'usage.pageViews'],
    screens: ['/systemReport/systemUseAnalysis'],
  },
];

export const assetByCode = new Map(DATA_ASSETS.map((a) => [a.code, a]));
