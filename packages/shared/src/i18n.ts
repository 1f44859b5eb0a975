export type Lang = 'zh' | 'en';

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** Picks the product language from an Accept-Language style value; Chinese unless English is asked for. */
export function pickLang(value: string | undefined | null): Lang {
  if (!value) return 'zh';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

/** Replaces `{name}` placeholders with the given values. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
