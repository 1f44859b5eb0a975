import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const modules = import.meta.glob<Record<string, Tree>>('/src/**/locales/{zh,en}.ts', { eager: true });

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

const namespaces = [...new Set(Object.keys(modules).map((file) => file.replace(/\/(zh|en)\.ts$/, '')))];

describe('translations', () => {
  it('finds every namespace', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(9);
  });

  it.each(namespaces)('%s has the same keys, all filled, in Chinese and English', (namespace) => {
    const zh = modules[`${namespace}/zh.ts`]?.zh;
    const en = modules[`${namespace}/en.ts`]?.en;
    expect(zh, `${namespace}/zh.ts must export zh`).toBeDefined();
    expect(en, `${namespace}/en.ts must export en`).toBeDefined();
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
