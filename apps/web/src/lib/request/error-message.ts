import { catalogueKeyFor, SERVER_MESSAGE_STATUSES } from '@crm/shared/error-catalogue';
import { i18n, registerNamespace } from '../i18n/i18n';
import { zh } from './locales/zh';
import { en } from './locales/en';

export const requestNs = 'request';
registerNamespace(requestNs, { zh, en });

/**
 * The message spec 8 prescribes for a failed call: the server's own message for 400 and 500
 * (it is already in the user's language), otherwise the catalogue's text for the status. A refusal
 * that names what it is about in its result (a contract's rejection or conflict, such as the visit
 * a duplicate repeats) is explained by the server's message whatever its status.
 */
export function errorMessageFor(status: number | undefined, url: string, serverMessage?: string, detailed = false): string {
  if (status !== undefined && (SERVER_MESSAGE_STATUSES.includes(status) || detailed) && serverMessage) return serverMessage;
  const key = catalogueKeyFor(status);
  return i18n.t(`${requestNs}:${key}`, { url });
}
