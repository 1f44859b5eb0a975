import { format, pickLang, type Lang } from '@crm/shared/i18n';
import { serverMessages, type ServerMessageKey } from '@crm/shared/server-messages';

/** The language the request asks for (its Accept-Language), Chinese when it names neither. */
export function requestLang(request: { headers: Readonly<Record<string, string | string[] | undefined>> }): Lang {
  const header = request.headers['accept-language'];
  return pickLang(Array.isArray(header) ? header[0] : header);
}

export function translate(lang: Lang, key: ServerMessageKey, params?: Record<string, string | number>): string {
  return format(serverMessages[key][lang], params);
}
