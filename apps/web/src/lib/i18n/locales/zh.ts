/** Strings shared by the whole app: product name, languages, common actions, time labels. */
export const zh = {
  productName: '医药营销 CRM',
  productTagline: '面向医药销售、医学与市场团队的客户关系管理平台',
  language: {
    label: '语言',
    zh: '简体中文',
    en: 'English',
  },
  action: {
    ok: '确定',
    cancel: '取消',
    save: '保存',
    reset: '重置',
    refresh: '刷新',
    back: '返回',
    backHome: '返回工作台',
    retry: '重试',
    close: '关闭',
    filters: '筛选',
  },
  /** Kinds of academic tie between two doctors (RELATION_TYPES). */
  relationTypes: {
    CO_AUTHOR: '论文合著',
    GUIDELINE: '共同编写指南',
    ASSOCIATION: '同一学会',
    COLLEAGUE: '同科室',
    MENTOR: '导师',
    MENTEE: '学生',
  },
  time: {
    morning: '上午',
    afternoon: '下午',
    today: '{{period}} {{time}}',
    yesterday: '昨天 {{time}}',
    dayBeforeYesterday: '前天 {{time}}',
  },
  /** An approver's decision on an approval step (speakers, workflow requests). */
  decision: {
    comment: '审批意见',
    commentPlaceholder: '驳回或退回时必须填写意见',
    returnStep: '退回到',
    approve: '同意',
    reject: '驳回',
    returnTo: '退回',
  },
  doctorPicker: {
    placeholder: '输入医生姓名、拼音、医院或科室搜索',
    noMatch: '没有找到匹配的医生',
  },
  loading: '加载中…',
  empty: '暂无数据',
};
