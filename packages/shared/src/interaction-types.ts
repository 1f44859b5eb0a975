/**
 * The touchpoint types of the interaction event store, with their labels. Features write these;
 * scoring rules, funnels and journeys pick from them.
 */
export const INTERACTION_TYPES = {
  'visit.planned': { zh: '计划拜访', en: 'Visit planned' },
  'visit.completed': { zh: '完成拜访', en: 'Visit completed' },
  'content.sent': { zh: '内容发送', en: 'Content sent' },
  'content.delivered': { zh: '内容送达', en: 'Content delivered' },
  'content.bounced': { zh: '内容退信', en: 'Content bounced' },
  'content.opened': { zh: '内容打开', en: 'Content opened' },
  'content.clicked': { zh: '内容点击', en: 'Content link clicked' },
  'content.unsubscribed': { zh: '退订', en: 'Unsubscribed' },
  'meeting.invited': { zh: '会议邀请', en: 'Meeting invitation' },
  'meeting.signedIn': { zh: '会议签到', en: 'Meeting sign-in' },
  'speaker.engaged': { zh: '讲者服务', en: 'Speaker engagement' },
  'live.attended': { zh: '直播观看', en: 'Live session attended' },
  'survey.answered': { zh: '问卷作答', en: 'Survey answered' },
  'education.event': { zh: '医学教育', en: 'Medical education' },
  'portal.registered': { zh: '医生注册', en: 'Doctor portal registration' },
  'portal.login': { zh: '医生登录', en: 'Doctor portal sign-in' },
  'wecom.bound': { zh: '企业微信绑定', en: 'WeCom contact bound' },
  'prescription.first': { zh: '首次处方', en: 'First prescription record' },
} as const;

export type InteractionType = keyof typeof INTERACTION_TYPES;
export const INTERACTION_TYPE_CODES = Object.keys(INTERACTION_TYPES) as InteractionType[];
