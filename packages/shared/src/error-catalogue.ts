import type { Lang } from './i18n';

/**
 * Spec 8: what the user is told for each HTTP status of a failed API call. `status` 0 is a
 * timeout or an unreachable server. 400 and 500 prefer the server's own (localized) message.
 */
export const errorCatalogue = {
  302: { zh: '接口被重定向', en: 'The interface was redirected' },
  400: { zh: '请求参数不正确', en: 'The request is invalid' },
  401: { zh: '登录状态已失效，请重新登录', en: 'Your session has expired, please log in again' },
  403: { zh: '您没有操作权限！', en: 'You have no permission to operate!' },
  404: { zh: '请求地址错误：{url}', en: 'Request address error: {url}' },
  500: { zh: '服务器内部错误！', en: 'Internal server error!' },
  503: { zh: '服务不可用！', en: 'Service unavailable!' },
  504: { zh: '服务暂时无法访问，请稍后再试！', en: 'Service temporarily unreachable, please try again later!' },
  0: { zh: '请求超时，请稍后再试！', en: 'Request timed out, please try again later!' },
  other: { zh: '异常问题，请联系管理员！', en: 'Abnormal problem, please contact the administrator!' },
  unclassified: { zh: '接口请求失败', en: 'Interface request failed' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ErrorCatalogueKey = keyof typeof errorCatalogue;

/** Statuses whose message comes from the server's answer when it has one. */
export const SERVER_MESSAGE_STATUSES: readonly number[] = [400, 500];

/** The catalogue entry for an HTTP status (`0` for a timeout or no answer). */
export function catalogueKeyFor(status: number | undefined): ErrorCatalogueKey {
  if (status === undefined) return 'unclassified';
  const key = String(status);
  return key in errorCatalogue ? (key as ErrorCatalogueKey) : 'other';
}
