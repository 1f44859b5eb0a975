import { section, page, tab, hiddenPage, button, type Def } from './builders';
import { CUSTOMER_LISTS, DOCTOR_VIEW, DOCTOR_EDITORS, KOL, FIELD, MANAGER, SALES, CONTENT } from './role-groups';

/** The field force's menu sections: customers, tasks and content. */

const doctorButtons = (): Def[] => [button('customer:doctor:add', '新建医生', 'New doctor', FIELD), button('customer:doctor:export', '导出', 'Export', MANAGER)];

export const fieldSections: Def[] = [
  section('customer', '客户管理', 'Customers', 'TeamOutlined', [
    page('doctorTeamManager', '医生管理', 'Doctors', {
      icon: 'ContactsOutlined',
      permission: 'customer:doctor:list',
      isDefault: true,
      children: [
        button('customer:follow:edit', '关注医生', 'Follow doctors', FIELD),
        button('customer:savedSearch:edit', '保存常用筛选', 'Save searches', CUSTOMER_LISTS),
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
      children: [
        button('customer:channel:edit', '维护沟通渠道', 'Edit contact channels', FIELD),
        button('customer:correction:add', '申请纠错', 'Request a correction', CONTENT),
        button('customer:tag:edit', '给医生打标签', 'Tag doctors', DOCTOR_EDITORS),
      ],
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
        button('task:task:edit', '编辑任务', 'Edit tasks', FIELD),
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
];
