import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';

/**
 * A keyword's `%` and `_` match themselves, not any text or any character: every LIKE pattern is made
 * by containsPattern / escapeLike (lib/query-params.ts), which the lint rule input/escaped-like-pattern
 * holds every search to (issue 60).
 */
describe('LIKE wildcards in keywords', () => {
  let t: TestApp;
  let rep: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [rep, admin] = (await Promise.all(['rep', 'admin'].map(async (user) => (await login(t.app, user)).access_token))) as [string, string];
  });
  afterAll(() => t.close());

  it('finds only the SDA hospitals whose name or code holds a keyword’s _ or %', async () => {
    const options = async (keyword?: string) => {
      const response = await api(t.app, rep, { url: `/prod-api/sda/hospital/options${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}` });
      expect(response.statusCode).toBe(200);
      return response.json().result as Array<{ name: string; code: string }>;
    };
    expect((await options()).length).toBeGreaterThan(0);
    for (const wildcard of ['_', '%', '\\']) {
      const found = await options(wildcard);
      expect(
        found.filter((hospital) => !`${hospital.name}${hospital.code}`.includes(wildcard)),
        wildcard,
      ).toEqual([]);
    }
    // An ordinary keyword still finds hospitals.
    const [first] = await options();
    const part = [...first!.name].slice(1, 3).join('');
    expect((await options(part)).map((hospital) => hospital.name)).toContain(first!.name);
  });

  it('finds only the audit records whose text or entity holds a keyword’s %', async () => {
    const audit = async (keyword: string) => {
      const response = await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/audit/page?size=200&keyword=${encodeURIComponent(keyword)}` });
      expect(response.statusCode).toBe(200);
      return response.json().result as { totalElements: number; content: unknown[] };
    };
    const everything = (await api(t.app, admin, { url: '/prod-api/API-SYSTEM/admin/audit/page?size=1' })).json().result.totalElements as number;
    expect(everything).toBeGreaterThan(0);
    const found = await audit('%');
    expect(found.content.filter((record) => !JSON.stringify(record).includes('%'))).toEqual([]);
  });
});
