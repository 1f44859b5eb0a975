import { z } from 'zod';
import catalogue from './audit-messages.json' with { type: 'json' };
import { format, type Lang } from './i18n';
import { dictionaryOf } from './object-keys';

/**
 * The audit trail in both languages (audit-messages.json, checked when read): a label for each
 * action a record can carry, and the summaries a record stores as a key and its parameters, so the
 * trail reads in the reader's language whichever language the actor used.
 */

const bilingual = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });
const section = (names: readonly string[]) => z.record(z.enum(names as [string, ...string[]]), bilingual);

/** An action the audit trail knows, such as `login.success` or `admin.user.update`. */
export type AuditAction = keyof typeof catalogue.actions;
/** The key of a summary a record stores instead of a sentence. */
export type AuditSummaryKey = keyof typeof catalogue.summaries;

export interface LocalizedText {
  zh: string;
  en: string;
}

/** A summary's parameters: data as stored (names, numbers, codes), or a text given in both languages (an enum's label). */
export type AuditParams = Record<string, string | number | LocalizedText>;

/** What a record says happened, rendered in the reader's language when read. */
export interface AuditMessage {
  key: AuditSummaryKey;
  params?: AuditParams;
}

const actionLabels: Record<string, LocalizedText> = section(Object.keys(catalogue.actions)).parse(catalogue.actions);
const groupLabels: Record<string, LocalizedText> = section(Object.keys(catalogue.groups)).parse(catalogue.groups);
const entityLabels: Record<string, LocalizedText> = section(Object.keys(catalogue.entities)).parse(catalogue.entities);
const summaries: Record<string, LocalizedText> = section(Object.keys(catalogue.summaries)).parse(catalogue.summaries);

/** Every action with a label. */
export const AUDIT_ACTIONS = Object.keys(actionLabels) as AuditAction[];

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(actionLabels, action);
}

/** `resetPassword` → `reset password`. */
const words = (part: string) =>
  part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/**
 * The label of an action in a language. An action the catalogue does not know yet reads as its
 * group and its words (`admin.widget.archive` → `Administration: widget archive`), never as the code alone.
 */
export function auditActionLabel(action: string, lang: Lang): string {
  const known = actionLabels[action];
  if (known) return known[lang];
  const [group = '', ...rest] = action.split('.');
  const groupLabel = groupLabels[group]?.[lang] ?? words(group);
  if (rest.length === 0) return groupLabel;
  return `${groupLabel}${lang === 'zh' ? '：' : ': '}${rest.map(words).join(' ')}`;
}

/**
 * What kind of object a record is about, in a language. An export recorded by its address keeps the
 * address; an unknown kind reads as its words (`sample_batch` → `sample batch`).
 */
export function auditEntityLabel(entityType: string, lang: Lang): string {
  const known = entityLabels[entityType];
  if (known) return known[lang];
  return entityType.startsWith('/') ? entityType : words(entityType);
}

const localizedText = z.strictObject({ zh: z.string(), en: z.string() });
const storedMessage = z.object({
  key: z.string().refine((key) => Object.hasOwn(summaries, key)),
  params: z.record(z.string(), z.union([z.string(), z.number(), localizedText])).default({}),
});

/** The message a stored record carries in its detail, or null for a record written before messages (or an unknown key). */
export function storedAuditMessage(detail: unknown): AuditMessage | null {
  if (!detail || typeof detail !== 'object' || !('message' in detail)) return null;
  const parsed = storedMessage.safeParse(detail.message);
  return parsed.success ? (parsed.data as AuditMessage) : null;
}

/** A summary in a language, each parameter given in both languages taken in that language. */
export function renderAuditMessage(message: AuditMessage, lang: Lang): string {
  const template = summaries[message.key];
  const params = dictionaryOf(Object.entries(message.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]));
  return template ? format(template[lang], params) : Object.values(params).join(' ');
}
