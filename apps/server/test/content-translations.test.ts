import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { approvedArticle, articleBody, doctorsWithEmail, optIn } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** Articles written in two languages as linked twins: each reader sees the twin in their language and reaches the other. */
describe('article translations', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let chinese: number;
  let english: number;
  const tag = '双语测试';

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'rep']);
    chinese = await approvedArticle(t, token, '房颤患者的卒中预防', { tags: [tag] });
    english = await approvedArticle(t, token, 'Stroke prevention in atrial fibrillation', { language: 'en', tags: [tag], translationOf: chinese });
  });
  afterAll(() => t.close());

  const list = (lang: string, query = '') =>
    api(t.app, token.rep!, { url: `/prod-api/article/list/by/example/pageable/user?tag=${encodeURIComponent(tag)}${query}`, lang }).then((r) => r.json().result);

  it('lists one row per article, the twin in the reader’s language, naming the other with its status', async () => {
    const inEnglish = await list('en');
    expect(inEnglish.totalElements).toBe(1);
    expect(inEnglish.content).toHaveLength(1);
    expect(inEnglish.content[0]).toMatchObject({ id: english, title: 'Stroke prevention in atrial fibrillation', language: 'en' });
    expect(inEnglish.content[0].translations).toEqual([{ id: chinese, language: 'zh', title: '房颤患者的卒中预防', status: 'APPROVED' }]);
    const inChinese = await list('zh', '&sendable=true');
    expect(inChinese.content.map((a: { id: number }) => a.id)).toEqual([chinese]);
    expect(inChinese.content[0].translations[0]).toMatchObject({ id: english, language: 'en' });
    // Asking for one language lists that twin whatever the reader's language.
    expect((await list('en', '&language=zh')).content.map((a: { id: number }) => a.id)).toEqual([chinese]);
    const count = (await api(t.app, token.rep!, { url: `/prod-api/article/count/by/example?tag=${encodeURIComponent(tag)}`, lang: 'en' })).json().result;
    expect(count).toEqual({ total: 1, byStatus: { APPROVED: 1 } });
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/content/article/${chinese}`, lang: 'en' })).json().result;
    expect(detail.translations).toEqual([{ id: english, language: 'en', title: 'Stroke prevention in atrial fibrillation', status: 'APPROVED' }]);
  });

  it('refuses a second twin in a language the article has, in the user’s language, and an article it cannot see', async () => {
    const again = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/article',
      lang: 'en',
      payload: articleBody('再译一次', { translationOf: english }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This article already has a version in that language');
    const renamed = await api(t.app, token.marketing!, {
      method: 'PUT',
      url: `/prod-api/content/article/${english}`,
      payload: articleBody('改成中文', {}),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('这篇文章已有该语言的版本');
    const other = (await tokens(t, ['marketing'], TENANT_B)).marketing!;
    const elsewhere = await api(t.app, other, {
      method: 'POST',
      url: '/prod-api/content/article',
      host: TENANT_B,
      payload: articleBody('跨租户', { language: 'en', translationOf: chinese }),
    });
    expect(elsewhere.statusCode).toBe(400);
    const unchanged = (await api(t.app, token.rep!, { url: `/prod-api/content/article/${chinese}` })).json().result;
    expect(unchanged.translations.map((x: { id: number }) => x.id)).toEqual([english]);
  });

  it('titles a send of the Chinese twin in English on English screens and says it went out in Chinese', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 40);
    await optIn(t, token.rep!, doctorId!);
    const sent = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId: chinese, channel: 'EMAIL', doctorIds: [doctorId] } });
    expect(sent.statusCode, sent.body).toBe(200);
    const batchId = sent.json().result.id as number;
    const records = async (lang: string) =>
      (await api(t.app, token.marketing!, { url: '/prod-api/content/batch/page?size=100', lang })).json().result.content.find((b: { id: number }) => b.id === batchId);
    expect(await records('en')).toMatchObject({ articleId: chinese, title: 'Stroke prevention in atrial fibrillation', language: 'zh' });
    expect(await records('zh')).toMatchObject({ articleId: chinese, title: '房颤患者的卒中预防', language: 'zh' });
    const ledger = (await api(t.app, token.rep!, { url: `/prod-api/content/send/page?batchId=${batchId}`, lang: 'en' })).json().result.content;
    expect(ledger[0]).toMatchObject({ title: 'Stroke prevention in atrial fibrillation', language: 'zh' });
    const byContent = (await api(t.app, token.marketing!, { url: '/prod-api/article/aggregation/article?limit=100', lang: 'en' })).json().result;
    const row = byContent.find((r: { key: string }) => r.key === String(chinese));
    expect(row).toMatchObject({ label: 'Stroke prevention in atrial fibrillation' });
    expect(row.sends).toBeGreaterThanOrEqual(1);
    expect(byContent.filter((r: { label: string }) => r.label === 'Stroke prevention in atrial fibrillation')).toHaveLength(1);
  });
});
