import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpUrl } from '@crm/shared/http-url';
import { articleBody } from './content-fixtures';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { formOptions, meetingBody, type repChoices } from './meeting-fixtures';

const SHARED_SRC = path.resolve(import.meta.dirname, '../../../packages/shared/src');
const SERVER_SRC = path.resolve(import.meta.dirname, '../src');
const HOSTILE = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'vbscript:msgbox(1)'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

describe('URL fields accept http and https only', () => {
  it('builds every URL field of every contract from the one httpUrl schema', () => {
    expect(HOSTILE.filter((url) => httpUrl().safeParse(url).success)).toEqual([]);
    expect(['https://meet.example.com/j/123', 'http://intranet.example/cover.png'].every((url) => httpUrl().safeParse(url).success)).toBe(true);
    // A bare `z.url()` or `.url()` accepts any scheme: only the helper may call it.
    const bare = [...sourceFiles(SHARED_SRC), ...sourceFiles(SERVER_SRC)]
      .filter((file) => !file.endsWith(`${path.sep}http-url.ts`))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\bz\s*\.\s*url\s*\(|\.url\s*\(\s*[{)]/.test(line) ? [`${path.relative(SHARED_SRC, file)}:${i + 1}`] : [])),
      );
    expect(bare).toEqual([]);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    let rep: string;
    let marketing: string;

    beforeAll(async () => {
      t = await buildTestApp();
      rep = (await login(t.app, 'rep')).access_token;
      marketing = (await login(t.app, 'marketing')).access_token;
    });
    afterAll(() => t?.close());

    /** The rep's first product with its cost centre, order and speaker, read from the form's options. */
    async function meetingChoices(): Promise<Awaited<ReturnType<typeof repChoices>>> {
      const options = await formOptions(t, rep);
      const productId = options.products[0]!.id;
      const costCentre = options.costCentres.find((cc) => cc.code === 'CC-EAST')!;
      const speaker = options.speakers.find((s) => s.productIds.length === 0 || s.productIds.includes(productId))!;
      return { options, productId, costCentre, speaker, internalOrder: options.internalOrders.find((io) => io.costCentreId === costCentre.id && io.productId === productId) };
    }

    it("refuses a meeting whose online link is javascript: in the caller's language, and takes an https one", async () => {
      const choices = await meetingChoices();
      for (const [lang, reason] of [
        ['en', 'must be an address starting with http:// or https://'],
        ['zh', '应为 http:// 或 https:// 开头的网址'],
      ] as const) {
        const refused = await api(t.app, rep, { method: 'POST', url: '/prod-api/meeting', payload: meetingBody(choices, { onlineLink: 'javascript:alert(1)' }), lang });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain('onlineLink');
        expect(refused.json().message).toContain(reason);
      }
      for (const onlineLink of HOSTILE.slice(1)) {
        expect((await api(t.app, rep, { method: 'POST', url: '/prod-api/meeting', payload: meetingBody(choices, { onlineLink }) })).statusCode).toBe(400);
      }
      const accepted = await api(t.app, rep, { method: 'POST', url: '/prod-api/meeting', payload: meetingBody(choices, { onlineLink: 'https://meet.example.com/j/123' }) });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const saved = await api(t.app, rep, { url: `/prod-api/meeting/${accepted.json().result.id}` });
      expect(saved.json().result.onlineLink).toBe('https://meet.example.com/j/123');
    });

    it('refuses an article whose cover is javascript:, and takes an https one', async () => {
      const refused = await api(t.app, marketing, {
        method: 'POST',
        url: '/prod-api/content/article',
        payload: articleBody('封面地址检查', { coverUrl: 'javascript:alert(document.cookie)' }),
        lang: 'en',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('coverUrl');
      expect(refused.json().message).toContain('must be an address starting with http:// or https://');
      const accepted = await api(t.app, marketing, {
        method: 'POST',
        url: '/prod-api/content/article',
        payload: articleBody('封面地址检查', { coverUrl: 'https://cdn.example.com/cover.png' }),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().result.coverUrl).toBe('https://cdn.example.com/cover.png');
      const updated = await api(t.app, marketing, {
        method: 'PUT',
        url: `/prod-api/content/article/${accepted.json().result.id}`,
        payload: articleBody('封面地址检查', { coverUrl: 'data:text/html,<script>alert(1)</script>' }),
      });
      expect(updated.statusCode).toBe(400);
    });
  });
});
