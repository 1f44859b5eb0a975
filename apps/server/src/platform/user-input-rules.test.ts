import { describe, expect, it } from 'vitest';
import { lintAs, ruleIds } from './lint-test-kit';

/** Only the rules of eslint.user-input.js, with the repository's configuration (parser, files). */
const { lintCode, lintFiles } = lintAs('input/');

/** The rules a piece of code breaks, linted as if it were a file of the server. */
const findings = async (code: string, file = 'apps/server/src/modules/admin/probe.ts') => ruleIds(await lintCode(file, code));

const KEYS = 'input/null-prototype-keys';
const LIKE = 'input/escaped-like-pattern';

describe('keys a user chooses (eslint.user-input.js)', () => {
  it('finds a computed key written into a plain object, however the object was made', async () => {
    // The line that replaced Object.keys for every tenant (issue 60).
    const overrides = `export function f(rows: Array<{ type: string; key: string; content: string }>) {
      const result: Record<string, Record<string, string>> = {};
      for (const row of rows) (result[row.type] ??= {})[row.key] = row.content;
      return result;
    }`;
    expect(await findings(overrides)).toEqual([KEYS, KEYS]);
    expect(await findings('export const f = (keys: string[]) => keys.reduce((all, key) => { all[key] = 1; return all; }, {} as Record<string, number>);')).toEqual([KEYS]);
    expect(await findings('export class C { private seen: Record<string, number> = {}; add(key: string) { this.seen[key] = (this.seen[key] ?? 0) + 1; } }')).toEqual([KEYS]);
    expect(await findings('export function f(key: string, extra: Record<string, string> = {}) { extra[key] = "x"; return extra; }')).toEqual([KEYS]);
    expect(await findings('export const f = (key: string) => { const row = { values: {} as Record<string, number> }; row.values[key] = 1; return row; };')).toEqual([KEYS]);
    expect(await findings('export const f = (entries: Array<[string, number]>) => Object.fromEntries(entries);')).toEqual([KEYS]);
  });

  it('lets through objects with no prototype, maps, arrays and keys fixed in the code', async () => {
    const allowed = `import { dictionaryOf, nullObject } from '@crm/shared/object-keys';
      export function f(rows: Array<{ type: string; key: string; content: string }>, numbers: number[]) {
        const result = nullObject<Record<string, string>>();
        for (const row of rows) (result[row.type] ??= nullObject())[row.key] = row.content;
        const byKey = new Map<string, string>();
        for (const row of rows) byKey.set(row.key, row.content);
        const squares: number[] = [];
        for (let i = 0; i < numbers.length; i++) squares[i] = numbers[i]! ** 2;
        const fixed: Record<string, number> = {};
        fixed['total'] = squares.length;
        return { result, byKey, squares, fixed, named: dictionaryOf(rows.map((row) => [row.key, row.content])) };
      }`;
    expect(await findings(allowed)).toEqual([]);
  });
});

describe('LIKE patterns (eslint.user-input.js)', () => {
  it('finds a pattern made of raw text, in drizzle’s operators and in SQL', async () => {
    const imports = "import { ilike, like, sql } from 'drizzle-orm';\nimport { hospital } from '../../db/schema/customers/hospitals';\n";
    // The SDA hospital options' keyword, which matched every hospital for `_` (issue 60).
    expect(await findings(`${imports}export const f = (keyword: string) => ilike(hospital.name, \`%\${keyword}%\`);`)).toContain(LIKE);
    expect(await findings(`${imports}export const f = (keyword: string) => ilike(hospital.code, keyword);`)).toEqual([LIKE]);
    expect(await findings(`${imports}export const f = (path: string) => like(hospital.name, \`\${path}%\`);`)).toEqual([LIKE]);
    expect(await findings(`${imports}export const f = (keyword: string) => sql\`h.name ilike \${'%' + keyword}\`;`)).toEqual([LIKE]);
    expect(await findings(`${imports}export const f = (keyword: string) => { const p = \`%\${keyword}\`; return p; };`)).toEqual([LIKE]);
  });

  it('lets through patterns made by the helper, and constants', async () => {
    const allowed = `import { ilike, like, sql } from 'drizzle-orm';
      import { hospital } from '../../db/schema/customers/hospitals';
      import { containsPattern, escapeLike } from '../../lib/query-params';
      export function f(keyword: string, path: string) {
        const pattern = containsPattern(keyword);
        return [
          ilike(hospital.name, containsPattern(keyword)),
          like(hospital.code, 'H-%'),
          sql\`h.name like \${pattern} or h.name_pinyin like \${pattern.toLowerCase()}\`,
          sql\`h.path like \${\`% \${escapeLike(path)} %\`}\`,
          \`\${Math.round(0.5 * 100)}%\`,
        ];
      }`;
    expect(await findings(allowed)).toEqual([]);
  });
});

describe('the server and the shared package', () => {
  it('write no computed key into a plain object and build every LIKE pattern with the helper', async () => {
    expect(await lintFiles(['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'])).toEqual([]);
  });
});
