/** The interaction vocabulary: action types per data type, and channels, with their names. */
export const ACTION_TYPES = {
  COURSE_VIEW: { dataType: 'EDUCATION', name: '观看课程', nameEn: 'Watched a course' },
  COURSE_COMPLETE: { dataType: 'EDUCATION', name: '完成课程', nameEn: 'Completed a course' },
  ARTICLE_READ: { dataType: 'EDUCATION', name: '阅读文献', nameEn: 'Read an article' },
  CME_CREDIT: { dataType: 'EDUCATION', name: '获得继续教育学分', nameEn: 'Earned CME credit' },
  LIVE_WATCH: { dataType: 'LIVE', name: '观看直播', nameEn: 'Watched a live session' },
  LIVE_REPLAY: { dataType: 'LIVE', name: '观看回放', nameEn: 'Watched a replay' },
  LIVE_QUESTION: { dataType: 'LIVE', name: '直播提问', nameEn: 'Asked a question live' },
  SURVEY_COMPLETE: { dataType: 'SURVEY', name: '完成问卷', nameEn: 'Completed a survey' },
  SURVEY_PARTIAL: { dataType: 'SURVEY', name: '部分作答问卷', nameEn: 'Partly answered a survey' },
} as const;
export type ActionType = keyof typeof ACTION_TYPES;

export const CHANNELS = {
  WECHAT: { name: '企业微信', nameEn: 'Enterprise WeChat' },
  APP: { name: '学术App', nameEn: 'Academic app' },
  WEB: { name: '网页端', nameEn: 'Web' },
  SMS_LINK: { name: '短信链接', nameEn: 'SMS link' },
} as const;
export type Channel = keyof typeof CHANNELS;

export function actionTypeName(code: string): { name: string; nameEn: string } {
  return ACTION_TYPES[code as ActionType] ?? { name: code, nameEn: code };
}

export function channelName(code: string): { name: string; nameEn: string } {
  return CHANNELS[code as Channel] ?? { name: code, nameEn: code };
}
