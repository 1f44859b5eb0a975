/**
 * The product's navigation menu: one tree shared by the server seed (menu rows per tenant plus
 * role grants) and the web app (route registry, sidebar, tab strips, button permissions).
 *
 * Conventions:
 * - Top-level sections and sidebar pages are `MENU`; status tabs inside a page are `TAG`;
 *   permission buttons are `BUTTON` and carry their permission mark in `path` as well.
 * - `path` of a MENU/TAG entry is relative to its parent; the full route is the join of the
 *   ancestors' paths (see `flattenMenuCatalog`).
 * - Every entry with MENU/TAG children marks exactly one non-hidden child with the
 *   `default` attribute: the page a bare section path redirects to.
 * - Role grants are declared on leaves and buttons; a parent is granted to every role that is
 *   granted any of its descendants, and `admin` is granted everything.
 */

export type MenuType = 'MENU' | 'TAG' | 'BUTTON';
export type RoleCode = 'admin' | 'manager' | 'rep' | 'msl' | 'marketing' | 'compliance' | 'finance' | 'reader' | 'default';

export interface MenuAttribute {
  name: string;
  value: string;
}

export interface MenuCatalogEntry {
  /** Unique, stable identifier, e.g. 'customer.doctorTeamManager.focusCustomer'. */
  code: string;
  type: MenuType;
  /** Route segment relative to the parent (MENU/TAG), or the permission mark itself (BUTTON). */
  path: string;
  /** Chinese title (default UI language). */
  name: string;
  /** English title. */
  nameEn: string;
  /** Ant Design icon component name. */
  icon?: string;
  sort: number;
  /** A routable page that is not shown in the sidebar (details and forms). */
  isHidden?: boolean;
  /** http address, only for embedded-frame / external entries. */
  api?: string;
  /** `module:entity:action` mark granted by holding this entry. */
  permission?: string;
  attributes?: MenuAttribute[];
  /** Seeded roles granted this entry. */
  roles: RoleCode[];
  children?: MenuCatalogEntry[];
}

/** Seeded role codes, in display order. */
export const ROLE_CODES: readonly RoleCode[] = ['admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default'];

// ---------------------------------------------------------------------------------------------
// Definition helpers
// ---------------------------------------------------------------------------------------------

interface Def {
  type: MenuType;
  path: string;
  /** Code segment; derived from `path` (or the permission for buttons) when omitted. */
  code?: string;
  name: string;
  nameEn: string;
  icon?: string;
  isHidden?: boolean;
  api?: string;
  permission?: string;
  attributes?: MenuAttribute[];
  roles: readonly RoleCode[];
  children?: Def[];
}

interface PageOptions {
  icon?: string;
  permission?: string;
  roles?: readonly RoleCode[];
  /** Marks the child a bare parent path redirects to. */
  isDefault?: boolean;
  attrs?: Record<string, string>;
  /** Buttons and/or sub-pages. */
  children?: Def[];
}

function toAttributes(isDefault: boolean | undefined, attrs: Record<string, string> | undefined): MenuAttribute[] {
  const list: MenuAttribute[] = [];
  if (isDefault) list.push({ name: 'default', value: 'true' });
  for (const [name, value] of Object.entries(attrs ?? {})) list.push({ name, value });
  return list;
}

function node(type: MenuType, path: string, name: string, nameEn: string, opts: PageOptions = {}): Def {
  const def: Def = { type, path, name, nameEn, roles: opts.roles ?? [] };
  if (opts.icon) def.icon = opts.icon;
  if (opts.permission) def.permission = opts.permission;
  const attributes = toAttributes(opts.isDefault, opts.attrs);
  if (attributes.length > 0) def.attributes = attributes;
  if (opts.children && opts.children.length > 0) def.children = opts.children;
  return def;
}

/** Top-level sidebar section. */
function section(path: string, name: string, nameEn: string, icon: string, children: Def[]): Def {
  return node('MENU', path, name, nameEn, { icon, children });
}

/** Sidebar page (a leaf, or a page whose children are tabs). */
function page(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  return node('MENU', path, name, nameEn, opts);
}

/** Status tab of a page. */
function tab(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  return node('TAG', path, name, nameEn, opts);
}

/** Routable detail/form page that is not shown in the sidebar and is not cached. */
function hiddenPage(path: string, name: string, nameEn: string, opts: PageOptions): Def {
  const def = node('MENU', path, name, nameEn, { ...opts, attrs: { ...opts.attrs, noCache: 'true' } });
  def.isHidden = true;
  return def;
}

/** Permission button; its path is the permission mark. */
function button(permission: string, name: string, nameEn: string, roles: readonly RoleCode[]): Def {
  const [, entity = '', action = ''] = permission.split(':');
  return {
    type: 'BUTTON',
    path: permission,
    code: `${entity}${action.charAt(0).toUpperCase()}${action.slice(1)}`,
    name,
    nameEn,
    permission,
    roles,
  };
}

/** 'process-instance/create' -> 'processInstanceCreate'; 'businessDashboard-1' -> 'businessDashboard1'. */
function codeSegment(path: string): string {
  return path
    .split(/[/-]/)
    .filter((part) => part.length > 0)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

function sortRoles(roles: Iterable<RoleCode>): RoleCode[] {
  const set = new Set<RoleCode>(roles);
  set.add('admin');
  return ROLE_CODES.filter((role) => set.has(role));
}

function build(defs: Def[], parentCode: string | null): MenuCatalogEntry[] {
  return defs.map((def, index) => {
    const segment = def.code ?? codeSegment(def.path);
    const code = parentCode ? `${parentCode}.${segment}` : segment;
    const children = def.children ? build(def.children, code) : undefined;
    const roles = sortRoles([...def.roles, ...(children ?? []).flatMap((child) => child.roles)]);
    const entry: MenuCatalogEntry = {
      code,
      type: def.type,
      path: def.path,
      name: def.name,
      nameEn: def.nameEn,
      sort: (index + 1) * 10,
      roles,
    };
    if (def.icon) entry.icon = def.icon;
    if (def.isHidden) entry.isHidden = true;
    if (def.api) entry.api = def.api;
    if (def.permission) entry.permission = def.permission;
    if (def.attributes) entry.attributes = def.attributes;
    if (children) entry.children = children;
    return entry;
  });
}

// ---------------------------------------------------------------------------------------------
// Role groups (admin is added to every entry automatically)
// ---------------------------------------------------------------------------------------------

const CUSTOMER_LISTS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'reader'];
const DOCTOR_VIEW: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'reader'];
const KOL: readonly RoleCode[] = ['manager', 'msl', 'marketing'];
const FIELD: readonly RoleCode[] = ['manager', 'rep', 'msl'];
const MANAGER: readonly RoleCode[] = ['manager'];
const SALES: readonly RoleCode[] = ['manager', 'rep'];
const CONTENT: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
const MEETING_APPROVERS: readonly RoleCode[] = ['manager', 'compliance'];
const PAYMENT_APPROVERS: readonly RoleCode[] = ['manager', 'compliance', 'finance'];
const CCIO: readonly RoleCode[] = ['manager', 'rep', 'finance'];
const SPEAKERS: readonly RoleCode[] = ['manager', 'msl'];
const SPEAKER_EDITORS: readonly RoleCode[] = ['msl'];
const MEETING_VIEWERS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'compliance'];
// Every meeting of the data range, whoever applied (the administrator holds every entry anyway).
const MEETING_OVERSIGHT: readonly RoleCode[] = ['manager', 'compliance'];
const MEDICAL_LIBRARY: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'compliance'];
const BUDGET: readonly RoleCode[] = ['marketing', 'compliance', 'finance'];
const MEETING_MASTER_DATA: readonly RoleCode[] = ['marketing', 'compliance'];
const INSIGHTS: readonly RoleCode[] = ['manager', 'msl', 'marketing'];
// Reps enter their doctors' survey answers; the insight pages themselves stay with INSIGHTS.
const SURVEY_TAKERS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
const MARKET_ANALYTICS: readonly RoleCode[] = ['manager', 'marketing'];
const MARKET_EDITORS: readonly RoleCode[] = ['marketing'];
// Reps see the dashboards too, limited to their own records by their data range.
const DASHBOARDS: readonly RoleCode[] = ['manager', 'rep', 'marketing', 'reader'];
const SYSTEM_REPORTS: readonly RoleCode[] = ['manager', 'reader'];
const DATA_ASSETS: readonly RoleCode[] = ['marketing'];
const ADMIN_ONLY: readonly RoleCode[] = ['admin'];
const WORKFLOW: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'compliance', 'finance'];
const AI: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
const EVERYONE: readonly RoleCode[] = ROLE_CODES;

// ---------------------------------------------------------------------------------------------
// The catalog
// ---------------------------------------------------------------------------------------------

const doctorButtons = (): Def[] => [button('customer:doctor:add', '新建医生', 'New doctor', FIELD), button('customer:doctor:export', '导出', 'Export', MANAGER)];

const definitions: Def[] = [
  section('customer', '客户管理', 'Customers', 'TeamOutlined', [
    page('doctorTeamManager', '医生管理', 'Doctors', {
      icon: 'ContactsOutlined',
      permission: 'customer:doctor:list',
      isDefault: true,
      children: [
        tab('myCustomer', '我的关注', 'My follows', {
          permission: 'customer:follow:list',
          roles: CUSTOMER_LISTS,
          attrs: { listType: 'MY_FOCUS', allClient: 'true', isFocus: 'true' },
        }),
        tab('focusCustomer', '我的客户', 'My customers', {
          permission: 'customer:doctor:list',
          roles: CUSTOMER_LISTS,
          isDefault: true,
          attrs: { listType: 'MY_CUSTOMER', allClient: 'false' },
          children: doctorButtons(),
        }),
        tab('allCustomer', '全部客户', 'All customers', {
          permission: 'customer:allDoctor:list',
          roles: CUSTOMER_LISTS,
          attrs: { listType: 'ALL_CUSTOMER', allClient: 'true' },
          children: doctorButtons(),
        }),
      ],
    }),
    page('KolMapping', 'KOL图谱', 'KOL mapping', {
      icon: 'ShareAltOutlined',
      permission: 'customer:kol:view',
      roles: KOL,
    }),
    page('hospitalList', '医院管理', 'Hospitals', {
      icon: 'BankOutlined',
      permission: 'customer:hospital:list',
      children: [
        tab('hospitalTeamManager', '我的医院', 'My hospitals', {
          permission: 'customer:hospital:list',
          roles: CUSTOMER_LISTS,
          isDefault: true,
        }),
        tab('totalHospital', '全部医院', 'All hospitals', {
          permission: 'customer:allHospital:list',
          roles: CUSTOMER_LISTS,
        }),
        hiddenPage('hospitalDetail', '医院详情', 'Hospital details', {
          permission: 'customer:hospital:view',
          roles: CUSTOMER_LISTS,
          attrs: { params: ':id/:name' },
        }),
      ],
    }),
    page('visitTeamManager', '拜访管理', 'Visits', {
      icon: 'CarryOutOutlined',
      permission: 'visit:visit:list',
      children: [
        tab('myVisit', '我的拜访', 'My visits', {
          permission: 'visit:visit:list',
          roles: FIELD,
          isDefault: true,
          children: [button('visit:visit:add', '新建拜访', 'New visit', FIELD), button('visit:visit:export', '导出', 'Export', MANAGER)],
        }),
        tab('teamVisit', '团队拜访', 'Team visits', {
          permission: 'visit:teamVisit:list',
          roles: MANAGER,
        }),
      ],
    }),
    page('doctorDataValidation', '医生数据核验', 'Doctor data verification', {
      icon: 'SafetyCertificateOutlined',
      permission: 'customer:verify:list',
      roles: SALES,
      children: [button('customer:verify:upload', '上传证明', 'Upload certificate', SALES), button('customer:verify:approve', '审核', 'Approve', MANAGER)],
    }),
    hiddenPage('businessRecord', '医生详情', 'Doctor details', {
      permission: 'customer:doctor:view',
      roles: DOCTOR_VIEW,
      attrs: { params: ':doctorId/:doctorName', activeMenu: '/customer/doctorTeamManager' },
      children: [button('customer:channel:edit', '维护沟通渠道', 'Edit contact channels', FIELD), button('customer:correction:add', '申请纠错', 'Request a correction', CONTENT)],
    }),
    hiddenPage('doctorProfile', '医生全景', 'Doctor profile', {
      permission: 'customer:doctorProfile:view',
      roles: DOCTOR_VIEW,
      attrs: { query: 'doctorId,id' },
    }),
  ]),

  section('task', '任务管理', 'Tasks', 'ScheduleOutlined', [
    tab('all', '全部任务', 'All tasks', {
      permission: 'task:task:list',
      roles: FIELD,
      isDefault: true,
      children: [
        button('task:task:add', '新建任务', 'New task', FIELD),
        button('task:task:close', '关闭任务', 'Close tasks', FIELD),
        button('task:task:shift', '转派任务', 'Reassign tasks', MANAGER),
      ],
    }),
    tab('today', '今日任务', 'Today', { permission: 'task:task:list', roles: FIELD }),
    tab('after', '后续任务', 'Upcoming', { permission: 'task:task:list', roles: FIELD }),
    tab('expired', '已过期', 'Overdue', { permission: 'task:task:list', roles: FIELD }),
    hiddenPage('myPlan', '我的计划', 'My plan', { permission: 'task:plan:view', roles: FIELD }),
    hiddenPage('taskRecordDetail', '任务记录详情', 'Task record details', {
      permission: 'task:record:view',
      roles: FIELD,
    }),
  ]),

  section('content', '内容管理', 'Content', 'FileTextOutlined', [
    page('contentCenter', '内容中心', 'Content center', {
      icon: 'ReadOutlined',
      permission: 'content:article:list',
      roles: CONTENT,
      isDefault: true,
      children: [
        button('content:article:send', '发送', 'Send', CONTENT),
        button('content:article:add', '撰写', 'Write articles', ['manager', 'marketing']),
        button('content:channel:edit', '渠道设置', 'Channel settings', ['manager']),
        // For the integration account an SMS gateway or mail relay posts its delivery receipts with.
        button('content:receipt:write', '回执写入', 'Record delivery receipts', []),
      ],
    }),
    hiddenPage('contentDetail', '内容详情', 'Content details', {
      permission: 'content:article:view',
      roles: CONTENT,
    }),
    page('emailOutbox', '邮件发件箱', 'E-mail outbox', {
      icon: 'MailOutlined',
      permission: 'content:outbox:view',
      // What the embedded mailer kept instead of sending (no mail relay configured), for those who send.
      roles: ['marketing'],
    }),
  ]),

  section('meeting', '会议管理', 'Meetings', 'CalendarOutlined', [
    page('apply', '会议申请', 'Meeting applications', {
      icon: 'FormOutlined',
      permission: 'meeting:application:list',
      isDefault: true,
      children: [
        tab('approved', '已通过', 'Approved', { permission: 'meeting:application:list', roles: FIELD, isDefault: true }),
        tab('submitted', '已提交', 'Submitted', { permission: 'meeting:application:list', roles: FIELD }),
        tab('myApproval', '审批中', 'In approval', { permission: 'meeting:application:list', roles: FIELD }),
        button('meeting:application:add', '申请会议', 'Apply for meeting', FIELD),
      ],
    }),
    page('approve', '会议审批', 'Meeting approvals', {
      icon: 'AuditOutlined',
      permission: 'meeting:approval:list',
      children: [
        tab('pendingApproved', '待审批', 'Pending', {
          permission: 'meeting:approval:list',
          roles: MEETING_APPROVERS,
          isDefault: true,
        }),
        tab('doneApproved', '已审批', 'Processed', { permission: 'meeting:approval:list', roles: MEETING_APPROVERS }),
        tab('myApproved', '我审批的', 'Approved by me', {
          permission: 'meeting:approval:list',
          roles: MEETING_APPROVERS,
        }),
        button('meeting:application:approve', '审批', 'Approve', MEETING_APPROVERS),
      ],
    }),
    page('myApproved', '我的审批记录', 'My approval history', {
      icon: 'CheckCircleOutlined',
      permission: 'meeting:approval:list',
      roles: MEETING_APPROVERS,
    }),
    page('payment', '会议付款', 'Meeting payments', {
      icon: 'PayCircleOutlined',
      permission: 'meeting:payment:list',
      children: [
        tab('submitted', '我的付款', 'My payments', { permission: 'meeting:payment:list', roles: SALES, isDefault: true }),
        tab('myApproval', '审批中', 'In approval', { permission: 'meeting:payment:list', roles: SALES }),
      ],
    }),
    page('paymentApprove', '付款审批', 'Payment approvals', {
      icon: 'AccountBookOutlined',
      permission: 'meeting:paymentApproval:list',
      children: [
        tab('pendingApproved', '待审批', 'Pending', {
          permission: 'meeting:paymentApproval:list',
          roles: PAYMENT_APPROVERS,
          isDefault: true,
        }),
        tab('doneApproved', '已审批', 'Processed', {
          permission: 'meeting:paymentApproval:list',
          roles: PAYMENT_APPROVERS,
        }),
        button('meeting:payment:approve', '付款审批', 'Approve payment', PAYMENT_APPROVERS),
      ],
    }),
    page('met', '会议确认', 'Meeting confirmation', {
      icon: 'CheckSquareOutlined',
      permission: 'meeting:confirmation:list',
      children: [
        tab('beConfirmed', '待确认', 'To be confirmed', {
          permission: 'meeting:confirmation:list',
          roles: SALES,
          isDefault: true,
        }),
        tab('unfinished', '未完成', 'Unfinished', { permission: 'meeting:confirmation:list', roles: SALES }),
        tab('doneConfirmed', '已确认', 'Confirmed', { permission: 'meeting:confirmation:list', roles: SALES }),
      ],
    }),
    page('all', '全部会议', 'All meetings', {
      icon: 'UnorderedListOutlined',
      permission: 'meeting:all:list',
      roles: MEETING_OVERSIGHT,
    }),
    page('ccio', '成本中心/内部订单', 'CC/IO', {
      icon: 'WalletOutlined',
      permission: 'meeting:ccio:list',
      children: [
        tab('cc', '成本中心', 'Cost centres', { permission: 'meeting:ccio:list', roles: CCIO, isDefault: true }),
        tab('io', '内部订单', 'Internal orders', { permission: 'meeting:ccio:list', roles: CCIO }),
      ],
    }),
    page('speaker', '讲者申请', 'Speaker requests', {
      icon: 'SoundOutlined',
      permission: 'meeting:speaker:list',
      children: [
        tab('speakerMaintenance', '全部申请', 'All requests', {
          permission: 'meeting:speaker:list',
          roles: SPEAKERS,
          isDefault: true,
          children: [button('meeting:speaker:add', '新增讲者', 'New speaker', SPEAKER_EDITORS)],
        }),
        tab('speakerApproval', '审批中', 'In approval', { permission: 'meeting:speaker:list', roles: SPEAKERS }),
        tab('speakerApproved', '已通过', 'Approved', { permission: 'meeting:speaker:list', roles: SPEAKERS }),
      ],
    }),
    page('speakerManager', '讲者管理', 'Speakers', {
      icon: 'SolutionOutlined',
      permission: 'meeting:speaker:list',
      roles: SPEAKERS,
    }),
    page('speakerApprove', '讲者审批', 'Speaker approvals', {
      icon: 'IdcardOutlined',
      permission: 'meeting:speakerApproval:list',
      children: [
        tab('sApproval', '待审批', 'Pending', {
          permission: 'meeting:speakerApproval:list',
          roles: MEETING_APPROVERS,
          isDefault: true,
        }),
        tab('sApproved', '已审批', 'Processed', {
          permission: 'meeting:speakerApproval:list',
          roles: MEETING_APPROVERS,
        }),
        button('meeting:speaker:approve', '审批讲者', 'Approve speaker', MEETING_APPROVERS),
      ],
    }),
    page('medicalLibrary', '医学资料库', 'Medical library', {
      icon: 'BookOutlined',
      permission: 'meeting:medicalLibrary:list',
      roles: MEDICAL_LIBRARY,
      children: [
        button('meeting:medicalLibrary:edit', '上传资料', 'Add material', ['marketing', 'msl']),
        button('meeting:medicalLibrary:approve', '审核资料', 'Approve material', ['compliance']),
      ],
    }),
    page('budgetIndex', '预算管理', 'Budgets', {
      icon: 'ReconciliationOutlined',
      permission: 'meeting:budget:list',
      roles: BUDGET,
    }),
    page('institution', '机构管理', 'Institutions', {
      icon: 'ApartmentOutlined',
      permission: 'meeting:institution:list',
      roles: MEETING_MASTER_DATA,
    }),
    page('supplier', '供应商管理', 'Suppliers', {
      icon: 'ShopOutlined',
      permission: 'meeting:supplier:list',
      roles: MEETING_MASTER_DATA,
    }),
    hiddenPage('paymentApprovalDetail', '付款审批详情', 'Payment approval details', {
      permission: 'meeting:paymentApproval:view',
      roles: PAYMENT_APPROVERS,
    }),
    hiddenPage('speakerAdd', '新增讲者', 'New speaker', { permission: 'meeting:speaker:view', roles: SPEAKER_EDITORS }),
    hiddenPage('speakerDetail', '讲者详情', 'Speaker details', {
      permission: 'meeting:speaker:view',
      roles: SPEAKERS,
    }),
    hiddenPage('speakerApproveDetail', '讲者审批详情', 'Speaker approval details', {
      permission: 'meeting:speakerApproval:view',
      roles: MEETING_APPROVERS,
    }),
    hiddenPage('meetDetail', '会议详情', 'Meeting details', {
      permission: 'meeting:meeting:view',
      roles: MEETING_VIEWERS,
    }),
    hiddenPage('approvalDetail', '审批详情', 'Approval details', {
      permission: 'meeting:approval:view',
      roles: MEETING_APPROVERS,
    }),
    hiddenPage('meeting-form', '会议申请单', 'Meeting form', {
      permission: 'meeting:application:view',
      roles: FIELD,
    }),
  ]),

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

  section('DataCollection', '数据采集', 'Data collection', 'CloudUploadOutlined', [
    page('dataUpload', '数据上传', 'Data upload', {
      icon: 'UploadOutlined',
      permission: 'data:upload:list',
      roles: ADMIN_ONLY,
      isDefault: true,
      children: [button('data:upload:add', '上传数据', 'Upload data', ADMIN_ONLY)],
    }),
  ]),

  section('sdaManager', 'SDA管理', 'SDA management', 'MedicineBoxOutlined', [
    page('dtRecords', '治疗记录', 'Treatment records', {
      icon: 'FileDoneOutlined',
      permission: 'sda:treatmentRecord:list',
      roles: SALES,
      isDefault: true,
      children: [
        button('sda:treatmentRecord:edit', '录入治疗记录', 'Enter treatment records', SALES),
        button('sda:treatmentRecord:approve', '审批治疗记录', 'Approve treatment records', MANAGER),
        button('sda:period:close', '关账', 'Close a month', MANAGER),
      ],
    }),
    page('diagnosis', '诊断数据', 'Diagnosis', {
      icon: 'BarChartOutlined',
      permission: 'sda:diagnosis:list',
      roles: SALES,
      children: [button('sda:diagnosis:export', '导出诊断数据', 'Export diagnosis data', SALES)],
    }),
  ]),

  section('forecast', '销量预测', 'Forecast', 'StockOutlined', [
    page('fillingForecast', '预测填报', 'Forecast entry', {
      icon: 'EditOutlined',
      permission: 'forecast:filling:list',
      roles: SALES,
      isDefault: true,
      children: [button('forecast:filling:edit', '填报', 'Edit forecast', SALES), button('forecast:filling:review', '审核调整', 'Review and adjust', MANAGER)],
    }),
    page('issuancePredict', '预测下发', 'Forecast issuance', {
      icon: 'SendOutlined',
      permission: 'forecast:issuance:list',
      roles: SALES,
      children: [button('forecast:issuance:publish', '下发', 'Publish', MANAGER), button('forecast:issuance:respond', '确认或异议', 'Accept or dispute', SALES)],
    }),
  ]),

  section('taskManager', '流程管理', 'Workflow', 'PartitionOutlined', [
    page('myProcess', '我的流程', 'My processes', {
      icon: 'ProjectOutlined',
      permission: 'workflow:process:list',
      roles: WORKFLOW,
      isDefault: true,
    }),
    page('process-instance/create', '发起流程', 'Start a process', {
      icon: 'PlusCircleOutlined',
      permission: 'workflow:processDefinition:list',
      roles: WORKFLOW,
    }),
    hiddenPage('process-instance/detail', '流程详情', 'Process details', {
      permission: 'workflow:processInstance:view',
      roles: WORKFLOW,
    }),
    page('task/todo', '待办任务', 'To-do', {
      icon: 'ClockCircleOutlined',
      permission: 'workflow:task:list',
      roles: WORKFLOW,
      children: [button('content:article:review', '内容审核', 'Review articles', ['msl', 'compliance'])],
    }),
    page('task/done', '已办任务', 'Done', {
      icon: 'CheckCircleOutlined',
      permission: 'workflow:task:list',
      roles: WORKFLOW,
    }),
  ]),

  section('ai', 'AI助手', 'AI assistant', 'RobotOutlined', [
    page('clound', '智能助手', 'AI assistant', {
      icon: 'MessageOutlined',
      permission: 'ai:assistant:view',
      roles: AI,
      isDefault: true,
      children: [
        button('ai:assistant:chat', '提问与管理对话', 'Ask and manage conversations', AI),
        button('ai:knowledge:upload', '上传知识库文档', 'Upload knowledge documents', ['msl', 'marketing']),
        button('ai:setting:edit', '助手设置', 'Assistant settings', []),
      ],
    }),
  ]),

  section('news', '消息中心', 'Messages', 'BellOutlined', [
    page('newsIndex', '我的消息', 'My messages', {
      icon: 'MessageOutlined',
      permission: 'news:message:list',
      roles: EVERYONE,
      isDefault: true,
    }),
  ]),
];

export const menuCatalog: MenuCatalogEntry[] = build(definitions, null);

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export type FlatMenuEntry = MenuCatalogEntry & { fullPath: string; parentCode: string | null };

/** Full path (e.g. '/customer/doctorTeamManager/focusCustomer') of every MENU/TAG entry, depth-first. */
export function flattenMenuCatalog(entries: MenuCatalogEntry[] = menuCatalog): FlatMenuEntry[] {
  const out: FlatMenuEntry[] = [];
  const walk = (list: MenuCatalogEntry[], parentPath: string, parentCode: string | null): void => {
    for (const entry of list) {
      if (entry.type === 'BUTTON') continue;
      const fullPath = `${parentPath}/${entry.path}`;
      out.push({ ...entry, fullPath, parentCode });
      if (entry.children) walk(entry.children, fullPath, entry.code);
    }
  };
  walk(entries, '', null);
  return out;
}

/** True when the entry has no MENU/TAG children (buttons do not count). */
export function isRouteLeaf(entry: MenuCatalogEntry): boolean {
  return !(entry.children ?? []).some((child) => child.type !== 'BUTTON');
}

/** fullPath of every MENU/TAG leaf, depth-first. */
export const menuRoutePaths: readonly string[] = flattenMenuCatalog()
  .filter(isRouteLeaf)
  .map((entry) => entry.fullPath);
