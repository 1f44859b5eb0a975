import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Catalogues are JSON; a namespace whose strings come from shared code (the server's messages, the
// error catalogue) stays TypeScript and exports `zh` and `en`.
const jsonCatalogues = import.meta.glob<Tree>('/src/**/locales/{zh,en}.json', { eager: true, import: 'default' });
const tsCatalogues = import.meta.glob<Record<string, Tree>>('/src/**/locales/{zh,en}.ts', { eager: true });
/** Each catalogue by `<namespace folder>/<language>`. */
const catalogues = new Map<string, Tree | undefined>([
  ...Object.entries(jsonCatalogues).map(([file, tree]) => [file.replace(/\.json$/, ''), tree] as const),
  ...Object.entries(tsCatalogues).map(([file, module]) => [file.replace(/\.ts$/, ''), module[file.endsWith('/zh.ts') ? 'zh' : 'en']] as const),
]);

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const namespaces = [...new Set([...catalogues.keys()].map((file) => file.replace(/\/(zh|en)$/, '')))];

describe('translations', () => {
  it('finds every namespace', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(26);
  });

  it.each(namespaces)('%s has the same keys, all filled, in Chinese and English', (namespace) => {
    const zh = catalogues.get(`${namespace}/zh`);
    const en = catalogues.get(`${namespace}/en`);
    expect(zh, `${namespace} has no Chinese catalogue`).toBeDefined();
    expect(en, `${namespace} has no English catalogue`).toBeDefined();
    const zhLeaves = leaves(zh!);
    const enLeaves = leaves(en!);
    const missingInEnglish = [...zhLeaves.keys()].filter((key) => !enLeaves.has(key));
    const missingInChinese = [...enLeaves.keys()].filter((key) => !zhLeaves.has(key));
    expect({ missingInEnglish, missingInChinese }).toEqual({ missingInEnglish: [], missingInChinese: [] });
    for (const [key, text] of zhLeaves) {
      expect(text.trim(), `${namespace} zh ${key} is empty`).not.toBe('');
      expect(enLeaves.get(key)?.trim(), `${namespace} en ${key} is empty`).not.toBe('');
      expect(placeholders(enLeaves.get(key) ?? ''), `${namespace} ${key} placeholders`).toEqual(placeholders(text));
    }
  });
});
