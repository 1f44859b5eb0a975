import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SUGGESTION_SETTINGS, SUGGESTION_TYPES, type SuggestionSettings } from '@crm/shared/contracts/suggestions';
import { dictionaryOf } from '@crm/shared/object-keys';
import type { Database } from '../../db/client';
import { suggestionSetting } from '../../db/schema/suggestions/suggestions';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../workflow/index';

type Reader = Pick<Database | Tx, 'select'>;

/** A stored value completed from the defaults, so a type added later starts with its default. */
function completed(stored: Partial<SuggestionSettings> | null | undefined): SuggestionSettings {
  const base = DEFAULT_SUGGESTION_SETTINGS;
  if (!stored) return base;
  const types = dictionaryOf(SUGGESTION_TYPES.map((type) => [type, { ...base.types[type], ...stored.types?.[type] }])) as SuggestionSettings['types'];
  return { ...base, ...stored, types, tierTargets: { ...base.tierTargets, ...stored.tierTargets } };
}

/** The enterprise's suggestion settings: its own once saved, the defaults until then. */
export async function settingsOf(db: Reader, tenantId: number): Promise<SuggestionSettings> {
  const [row] = await db.select({ settings: suggestionSetting.settings }).from(suggestionSetting).where(eq(suggestionSetting.tenantId, tenantId));
  return completed(row?.settings);
}

export function readSuggestionSettings({ db, principal }: RequestContext): Promise<SuggestionSettings> {
  return settingsOf(db, principal.tenant.id);
}

/** Saves the settings (audited); they apply from the next computation of a day's lists. */
export async function saveSuggestionSettings(context: RequestContext, settings: SuggestionSettings): Promise<SuggestionSettings> {
  const { db, principal } = context;
  await db.transaction(async (tx) => {
    await tx
      .insert(suggestionSetting)
      .values({ tenantId: principal.tenant.id, settings, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: suggestionSetting.tenantId, set: { settings, updatedAt: sql`now()` } });
    await recordAudit(tx, context.request, {
      action: 'suggestion.settings.save',
      entityType: 'suggestion_setting',
      entityId: principal.tenant.id,
      message: { key: 'suggestionSettingsSaved', params: { holdout: Math.round(settings.holdoutShare * 100), max: settings.maxPerDay } },
      detail: settings,
    });
  });
  return settings;
}
