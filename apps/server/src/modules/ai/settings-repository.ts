import { and, eq, gte, sql } from 'drizzle-orm';
import type { LocalizedText } from '@crm/shared/audit-messages';
import type { AiSettings } from '@crm/shared/contracts/ai';
import type { Database } from '../../db/client';
import { aiMessage, aiSetting } from '../../db/schema/ai/ai';
import { badRequest } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { dictionaryOf } from '@crm/shared/object-keys';

export type StoredSettings = typeof aiSetting.$inferSelect;

const DEFAULTS = (tenantId: number): StoredSettings => ({
  tenantId,
  enabled: true,
  chatBaseUrl: null,
  chatKey: null,
  chatModel: null,
  embeddingBaseUrl: null,
  embeddingKey: null,
  embeddingModel: null,
  pubmedBaseUrl: null,
  pubmedKey: null,
  requestsPerMinute: 10,
  monthlyTokenLimit: 0,
});

export async function loadSettings(db: Database, tenantId: number): Promise<StoredSettings> {
  const [row] = await db.select().from(aiSetting).where(eq(aiSetting.tenantId, tenantId));
  return row ?? DEFAULTS(tenantId);
}

export function settingsView(s: StoredSettings): AiSettings {
  return {
    enabled: s.enabled,
    chatBaseUrl: s.chatBaseUrl,
    chatModel: s.chatModel,
    hasChatKey: Boolean(s.chatKey),
    embeddingBaseUrl: s.embeddingBaseUrl,
    embeddingModel: s.embeddingModel,
    hasEmbeddingKey: Boolean(s.embeddingKey),
    pubmedBaseUrl: s.pubmedBaseUrl,
    hasPubmedKey: Boolean(s.pubmedKey),
    requestsPerMinute: s.requestsPerMinute,
    monthlyTokenLimit: s.monthlyTokenLimit,
  };
}

type Update = Omit<AiSettings, 'hasChatKey' | 'hasEmbeddingKey' | 'hasPubmedKey'> & {
  chatKey?: string | undefined;
  embeddingKey?: string | undefined;
  pubmedKey?: string | undefined;
};

const KEYS = ['chatKey', 'embeddingKey', 'pubmedKey'] as const;

/** What the audit trail calls each setting. */
const FIELD_NAMES: Record<Exclude<keyof StoredSettings, 'tenantId'>, LocalizedText> = {
  enabled: { zh: '启用', en: 'enabled' },
  chatBaseUrl: { zh: '对话模型服务地址', en: 'chat model address' },
  chatKey: { zh: '对话模型 API 密钥', en: 'chat model API key' },
  chatModel: { zh: '对话模型', en: 'chat model' },
  embeddingBaseUrl: { zh: '向量服务地址', en: 'embedding service address' },
  embeddingKey: { zh: '向量服务 API 密钥', en: 'embedding service API key' },
  embeddingModel: { zh: '向量模型', en: 'embedding model' },
  pubmedBaseUrl: { zh: 'PubMed 服务地址', en: 'PubMed address' },
  pubmedKey: { zh: 'PubMed API 密钥', en: 'PubMed API key' },
  requestsPerMinute: { zh: '每人每分钟提问次数', en: 'questions per user per minute' },
  monthlyTokenLimit: { zh: '每月 token 上限', en: 'monthly token limit' },
};

const fieldNames = (fields: Array<keyof StoredSettings>): LocalizedText => {
  const names = fields.map((field) => (field === 'tenantId' ? { zh: field, en: field } : FIELD_NAMES[field]));
  return { zh: names.map((name) => name.zh).join('、'), en: names.map((name) => name.en).join(', ') };
};

/**
 * Saves the settings; a key left out keeps the stored one, an empty key removes it. The audit
 * record names the fields that changed and, for keys, only that they were set or removed.
 */
export async function saveSettings({ db, principal, request }: RequestContext, update: Update): Promise<StoredSettings> {
  const tenantId = principal.tenant.id;
  for (const [base, model] of [
    ['chatBaseUrl', 'chatModel'],
    ['embeddingBaseUrl', 'embeddingModel'],
  ] as const) {
    if (update[base] && !update[model]) throw badRequest('aiModelRequired', { field: model });
  }
  const current = await loadSettings(db, tenantId);
  const key = (given: string | undefined, stored: string | null) => (given === undefined ? stored : given === '' ? null : given);
  const next: StoredSettings = {
    ...current,
    ...update,
    chatKey: key(update.chatKey, current.chatKey),
    embeddingKey: key(update.embeddingKey, current.embeddingKey),
    pubmedKey: key(update.pubmedKey, current.pubmedKey),
    tenantId,
  };
  const changed = (Object.keys(next) as Array<keyof StoredSettings>).filter((field) => next[field] !== current[field]);
  await db.transaction(async (tx) => {
    await tx.insert(aiSetting).values(next).onConflictDoUpdate({ target: aiSetting.tenantId, set: next });
    if (changed.length === 0) return;
    const detail = dictionaryOf(changed.map((field) => [field, (KEYS as readonly string[]).includes(field) ? (next[field] ? 'set' : 'removed') : next[field]]));
    await recordAudit(tx, request, {
      action: 'ai.setting.update',
      entityType: 'ai_setting',
      entityId: tenantId,
      message: { key: 'aiSettingsChanged', params: { fields: fieldNames(changed) } },
      detail,
    });
  });
  return next;
}

/** Questions the user asked in the last minute, for the per-user rate limit. */
export async function questionsLastMinute(db: Database, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aiMessage)
    .where(and(eq(aiMessage.tenantId, tenantId), eq(aiMessage.userId, userId), eq(aiMessage.role, 'user'), gte(aiMessage.createdAt, sql`now() - interval '1 minute'`)));
  return row?.n ?? 0;
}

/** Tokens the enterprise's answers used this calendar month (UTC). */
export async function monthTokens(db: Database, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${aiMessage.promptTokens} + ${aiMessage.completionTokens}), 0)::int` })
    .from(aiMessage)
    .where(and(eq(aiMessage.tenantId, tenantId), gte(aiMessage.createdAt, sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`)));
  return row?.n ?? 0;
}
