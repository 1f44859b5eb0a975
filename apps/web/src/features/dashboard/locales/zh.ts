export const zh = {
  greeting: {
    morning: '早上好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  welcome: '{{greeting}}，{{name}}',
  today: '今天是 {{date}}',
  stats: {
    unread: '未读消息',
    products: '负责产品',
    team: '团队成员',
    features: '可用功能',
    unreadHint: '查看消息',
    productsHint: '当前负责的产品',
    teamHint: '同团队在岗同事',
    featuresHint: '按您的角色开放',
  },
  products: {
    title: '我的产品',
    empty: '暂无负责的产品',
  },
  team: {
    title: '我的团队',
    total: '共 {{count}} 人',
    empty: '暂无团队成员',
  },
  messages: {
    title: '最新消息',
    more: '全部消息',
    empty: '暂无消息',
  },
  shortcuts: {
    title: '常用功能',
    empty: '暂无可用功能',
  },
  account: {
    title: '账号信息',
    roles: '角色',
    organization: '所属组织',
    enterprise: '所属企业',
    dataRange: '数据范围',
    timeZone: '时区',
    username: '登录账号',
  },
  dataRanges: {
    all: '全部数据',
    department_and_below: '本部门及以下',
    department: '本部门',
    self: '仅本人',
  },
};
