import { i18n, type Lang } from '@/lib/i18n/i18n';
import { menuTitle, type MenuNode } from '@/lib/menu/menu-types';
import type { BilingualText } from '@/features/layout/page-meta';

/** A string of a namespace in both languages, for titles the shell shows in either. */
export function bilingual(namespace: string, key: string): BilingualText {
  const text = (lang: Lang) => i18n.getFixedT(lang, namespace)(key);
  return { zh: text('zh'), en: text('en') };
}

export function menuNodeTitle(node: Pick<MenuNode, 'name' | 'enName'>): BilingualText {
  return { zh: menuTitle(node, 'zh'), en: menuTitle(node, 'en') };
}
