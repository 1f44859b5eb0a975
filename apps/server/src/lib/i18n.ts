import { format, pickLang, type Lang } from '@crm/shared/i18n';
import { serverMessages, type ServerMessageKey } from '@crm/shared/server-messages';
import type { FastifyRequest } from 'fastify';

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return pickLang(Array.isArray(header) ? header[0] : header);
}

export function translate(lang: Lang, key: ServerMessageKey, params?: Record<string, string | number>): string {
  return format(serverMessages[key][lang], params);
}
