import { section, page, hiddenPage, button, type Def } from './builders';
import { MANAGER, SALES, ADMIN_ONLY, WORKFLOW, AI, EVERYONE } from './role-groups';

/** The operations menu sections: data collection, SDA, forecast, workflow, the AI assistant and messages. */

export const operationsSections: Def[] = [
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
      children: [button('workflow:processInstance:withdraw', '撤回流程', 'Withdraw processes', WORKFLOW)],
    }),
    page('process-instance/create', '发起流程', 'Start a process', {
      icon: 'PlusCircleOutlined',
      permission: 'workflow:processDefinition:list',
      roles: WORKFLOW,
      children: [
        button('workflow:processInstance:start', '发起', 'Start processes', WORKFLOW),
        button('workflow:processDefinition:edit', '编辑审批链', 'Edit approval chains', ADMIN_ONLY),
      ],
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
      children: [button('system:notice:publish', '发布系统通知', 'Publish notices', ADMIN_ONLY)],
    }),
  ]),
];
