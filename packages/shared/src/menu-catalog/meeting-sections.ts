import { section, page, tab, hiddenPage, button, type Def } from './builders';
import {
  FIELD,
  SALES,
  MEETING_APPROVERS,
  PAYMENT_APPROVERS,
  CCIO,
  SPEAKERS,
  SPEAKER_EDITORS,
  MEETING_VIEWERS,
  MEETING_OVERSIGHT,
  MEDICAL_LIBRARY,
  BUDGET,
  MEETING_MASTER_DATA,
  BUDGET_EDITORS,
} from './role-groups';

/** The meetings menu section: applications, approvals, payments, confirmation, cost centres, speakers, the medical library, budgets and master data. */

export const meetingSections: Def[] = [
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
        button('meeting:payment:edit', '填写并提交付款', 'Enter and submit payments', SALES),
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
        button('meeting:confirmation:confirm', '确认会议', 'Confirm meetings', SALES),
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
      // The honoraria cap is a compliance control.
      children: [button('meeting:settings:edit', '设置讲课费上限', 'Set the honoraria cap', ['compliance'])],
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
      children: [button('meeting:budget:edit', '编辑预算与成本中心', 'Edit budgets and cost centres', BUDGET_EDITORS)],
    }),
    page('institution', '机构管理', 'Institutions', {
      icon: 'ApartmentOutlined',
      permission: 'meeting:institution:list',
      roles: MEETING_MASTER_DATA,
      children: [button('meeting:institution:edit', '编辑机构', 'Edit institutions', MEETING_MASTER_DATA)],
    }),
    page('supplier', '供应商管理', 'Suppliers', {
      icon: 'ShopOutlined',
      permission: 'meeting:supplier:list',
      roles: MEETING_MASTER_DATA,
      children: [button('meeting:supplier:edit', '编辑供应商', 'Edit suppliers', MEETING_MASTER_DATA)],
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
];
