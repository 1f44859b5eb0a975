import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test } from '@playwright/test';

import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: the drawer and the connection test may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

const TEXT = {
  zh: {
    input: '请输入问题，按 Enter 发送，Shift+Enter 换行',
    open: '助手设置',
    address: '服务地址',
    model: '模型名称',
    urlInvalid: '请输入 http:// 或 https:// 开头的网址',
    modelRequired: '填写了服务地址时必须填写模型名称',
    pubmedAddress: 'E-utilities 地址',
    pubmedKey: 'PubMed API 密钥',
    saveAndTest: '保存并测试连接',
    connected: /连接成功/,
    set: '已设置',
    notSet: '未设置',
    // Ant Design puts a space between the two characters of a two-character button name.
    remove: /^清\s*除$/,
    save: /^保\s*存$/,
    saved: '设置已保存',
  },
  en: {
    input: 'Ask a question; Enter sends, Shift+Enter adds a line',
    open: 'Assistant settings',
    address: 'Service address',
    model: 'Model name',
    urlInvalid: 'Enter an address starting with http:// or https://',
    modelRequired: 'A model name is required with the service address',
    pubmedAddress: 'E-utilities address',
    pubmedKey: 'PubMed API key',
    saveAndTest: 'Save and test connection',
    connected: /Connected/,
    set: 'Set',
    notSet: 'Not set',
    remove: /^Remove$/,
    save: /^Save$/,
    saved: 'Settings saved',
  },
} as const;

// A fake E-utilities server on loopback: the connection test never reaches the internet.
let eutils: http.Server;
let eutilsUrl = '';
const searches: string[] = [];
test.beforeAll(async () => {
  eutils = http.createServer((request, response) => {
    searches.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ esearchresult: { idlist: ['1'] } }));
  });
  await new Promise<void>((resolve) => eutils.listen(0, '127.0.0.1', resolve));
  eutilsUrl = `http://127.0.0.1:${(eutils.address() as AddressInfo).port}/eutils`;
});
test.afterAll(() => new Promise((resolve) => eutils.close(resolve)));

test('a representative sees no settings button', async ({ page }) => {
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/ai/clound');
  await expect(page.getByLabel(TEXT.zh.input)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.zh.open })).toHaveCount(0);
});

// Each language on its own enterprise (the settings are the enterprise's), so neither run sees the other's.
const PORT = Number(process.env.E2E_PORT ?? 8095);
const ENTERPRISE = { zh: `http://localhost:${PORT}`, en: `http://127.0.0.1:${PORT}` } as const;

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`${lang}`, () => {
    test.use({ baseURL: ENTERPRISE[lang] });

    test(`${lang}: an administrator checks addresses, sets PubMed with a write-only key, tests it and removes it`, async ({ page }) => {
      await signInWithToken(page, page.request, 'admin', { lang });
      await openApp(page, '/pc/ai/clound');
      await page.getByRole('button', { name: text.open }).click();
      const drawer = page.getByRole('dialog', { name: text.open });

      // Addresses are checked in the user's language before anything is sent.
      await drawer.getByLabel(text.address).first().fill('ftp://models.example.com');
      await expect(drawer.getByText(text.urlInvalid)).toBeVisible();
      await drawer.getByLabel(text.address).first().fill('https://models.example.com/v1');
      await drawer.getByRole('button', { name: text.save }).click();
      await expect(drawer.getByText(text.modelRequired)).toBeVisible();
      await drawer.getByLabel(text.address).first().clear();

      await expect(drawer.getByText(text.notSet)).toHaveCount(3);
      await drawer.getByLabel(text.pubmedAddress).fill(eutilsUrl);
      await drawer.getByLabel(text.pubmedKey).fill('pm-browser-key');
      await drawer.getByRole('button', { name: text.saveAndTest }).last().click();
      await expect(drawer.getByRole('status')).toContainText(text.connected);
      expect(searches.some((url) => url.includes('api_key=pm-browser-key'))).toBe(true);
      // The key is never shown again: the field empties and says only that a key is set.
      await expect(drawer.getByText(text.set, { exact: true })).toBeVisible();
      await expect(drawer.getByLabel(text.pubmedKey)).toHaveValue('');

      // Removing it and the address puts the enterprise back as it was.
      await drawer.getByRole('button', { name: text.remove }).click();
      await drawer.getByLabel(text.pubmedAddress).clear();
      await drawer.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(drawer.getByText(text.notSet)).toHaveCount(3);
    });
  });
}
