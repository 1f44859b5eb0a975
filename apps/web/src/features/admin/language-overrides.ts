import type { LanguageOverrides } from '@crm/shared/contracts/admin-languages';
import { i18n, type Lang } from '@/lib/i18n/i18n';

/** `{namespace: {key: text}}`, as `GET /API-SYSTEM/i18n/overrides` answers for one language. */
export type Overrides = LanguageOverrides;

const LANGS: Lang[] = ['zh', 'en'];
const overrides: Record<Lang, Overrides> = { zh: {}, en: {} };
/** The product's own texts that an override replaced, by `lang|namespace|key`. */
const productTexts = new Map<string, string | undefined>();

/** Language entries write placeholders as `{name}`; the product's strings use `{{name}}`. */
export function toProductPlaceholders(text: string): string {
  return text.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (_whole, doubled: string | undefined, single: string | undefined) => `{{${doubled ?? single}}}`);
}

function applyNamespace(lang: string, namespace: string): void {
  const entries = overrides[lang as Lang]?.[namespace];
  if (!entries) return;
  for (const [key, text] of Object.entries(entries)) {
    const id = `${lang}|${namespace}|${key}`;
    if (!productTexts.has(id)) productTexts.set(id, i18n.getResource(lang, namespace, key) as string | undefined);
    i18n.addResource(lang, namespace, key, toProductPlaceholders(text), { silent: true });
  }
}

// A feature registers its namespace when its code loads: its overrides apply at that moment.
// (Writing into a namespace before the feature registers it would stop the registration.)
i18n.store.on('added', (lang: string, namespace: string) => applyNamespace(lang, namespace));

/** Takes a tenant's overrides for both languages and applies them to the texts already loaded. */
export function applyOverrides(next: Record<Lang, Overrides>): void {
  for (const lang of LANGS) {
    overrides[lang] = next[lang];
    for (const namespace of Object.keys(next[lang])) if (i18n.hasResourceBundle(lang, namespace)) applyNamespace(lang, namespace);
  }
  // Re-render what is on screen with the new texts.
  void i18n.changeLanguage(i18n.language);
}

/** The product's own text for a key (before any override), when its namespace is loaded. */
export function productText(lang: Lang, namespace: string, key: string): string | undefined {
  const id = `${lang}|${namespace}|${key}`;
  if (productTexts.has(id)) return productTexts.get(id);
  const text = i18n.getResource(lang, namespace, key) as unknown;
  return typeof text === 'string' ? text : undefined;
}

/** The namespaces of texts loaded in this page. */
export function loadedNamespaces(): string[] {
  return Object.keys((i18n.store.data.zh ?? {}) as Record<string, unknown>).sort();
}
