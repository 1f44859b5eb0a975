import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { expectMessage } from './support/messages';
import { screenshot } from './support/screenshots';
import { signedInPage, signInWithToken } from './support/token-sign-in';

const slow = expect.configure({ timeout: 30_000 });

// The product master is edited on the second demo tenant (127.0.0.1, realm huaze), so the other
// browser tests on the first one keep its products as seeded.
const SECOND = `http://127.0.0.1:${process.env.E2E_PORT ?? 8095}`;

async function consoleAdmin(browser: Browser, request: APIRequestContext, lang: 'zh' | 'en') {
  const context = await browser.newContext({ baseURL: SECOND });
  const page = await context.newPage();
  await signInWithToken(page, request, 'admin', { lang });
  await page.goto('/pc/admin/products');
  return page;
}

const TEXT = {
  zh: {
    section: '产品管理',
    esc: '思瑞宁',
    cns: '中枢神经',
    ros: '瑞脂康',
    cardio: '心血管',
    indication: '广泛性焦虑障碍',
    edit: '编辑思瑞宁',
    inUse: '适应症“广泛性焦虑障碍”仍被文章使用，不能删除；可以改名',
    remove: '删除该适应症',
    saved: '修改成功',
    ok: /^保\s*存$/,
    cancel: /^取\s*消$/,
  },
  en: {
    section: 'Products',
    esc: 'Siruning',
    cns: 'Central nervous system',
    ros: 'Ruizhikang',
    cardio: 'Cardiovascular',
    indication: 'Generalized anxiety disorder',
    edit: 'Edit Siruning',
    inUse: 'The indication Generalized anxiety disorder is still used by articles and cannot be removed; it can be renamed',
    remove: 'Remove the indication',
    saved: 'Update success',
    ok: /^Save$/,
    cancel: /^Cancel$/,
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`the administrator reads and edits the product master, areas and indications in the reader's language (${lang})`, async ({ browser, request }) => {
    const l = TEXT[lang];
    const admin = await consoleAdmin(browser, request, lang);
    await slow(admin.locator('.admin-console__title')).toHaveText(l.section);
    const esc = admin.locator('.ant-table-row', { hasText: l.esc });
    await slow(esc).toContainText(l.cns);
    await expect(esc).toContainText(l.indication);
    await expect(admin.locator('.ant-table-row', { hasText: l.ros })).toContainText(l.cardio);
    // No code of the list shows as it is stored.
    await expect(admin.locator('.ant-table')).not.toContainText('CARDIOVASCULAR');
    await screenshot(admin, `products/console-${lang}`, { fullPage: false });

    // Removing an indication an article is filed under is refused with the reason, and nothing changes.
    await esc.getByRole('button', { name: l.edit }).click();
    const dialog = admin.locator('.ant-modal:visible');
    await expect(dialog.getByLabel(lang === 'zh' ? '适应症（英文） 2' : 'Indication (English) 2')).toHaveValue('Generalized anxiety disorder');
    await screenshot(admin, `products/edit-${lang}`, { fullPage: false });
    await dialog.getByRole('button', { name: l.remove }).nth(1).click();
    await expectMessage(admin, l.inUse, () => dialog.getByRole('button', { name: l.ok }).click());
    await dialog.getByRole('button', { name: l.cancel }).click();
    await expect(esc).toContainText(l.indication);

    // Renaming the English generic name is saved.
    await esc.getByRole('button', { name: l.edit }).click();
    const generic = dialog.getByLabel(lang === 'zh' ? '通用名（英文）' : 'Generic name (English)');
    await generic.fill(`escitalopram oxalate ${lang}`);
    await expectMessage(admin, l.saved, () => dialog.getByRole('button', { name: l.ok }).click());
    if (lang === 'en') await slow(esc).toContainText('escitalopram oxalate en');
  });

  test(`a rep cannot send an article of a product he does not carry, and reads its area and indication (${lang})`, async ({ browser, request }) => {
    const rep = await signedInPage(browser, request, 'rep', { lang, to: '/pc/content/contentCenter' });
    const keyword = rep.getByPlaceholder(lang === 'zh' ? '搜索标题或摘要' : 'Search title or summary');
    // The demo rep carries escitalopram and vortioxetine, not rosuvastatin.
    const foreign = lang === 'zh' ? '按心血管风险确定LDL-C目标值' : 'LDL-C targets by cardiovascular risk';
    await keyword.fill(foreign);
    await keyword.press('Enter');
    const row = rep.locator('.ant-table-row', { hasText: foreign });
    await slow(row.getByRole('button', { name: lang === 'zh' ? '发送' : 'Send' })).toBeDisabled();
    await row.locator('.content-send-action').hover();
    await slow(rep.getByRole('tooltip')).toHaveText(
      lang === 'zh' ? '瑞脂康不在您负责的产品中，该产品的内容由负责该产品的同事发送' : 'Ruizhikang is not one of your products: its content is sent by those who carry it',
    );
    await screenshot(rep, `products/send-refused-${lang}`, { fullPage: false });
    const own = lang === 'zh' ? '艾司西酞普兰治疗广泛性焦虑障碍' : 'Escitalopram in generalized anxiety disorder';
    await keyword.fill(own);
    await keyword.press('Enter');
    await slow(rep.locator('.ant-table-row', { hasText: own }).getByRole('button', { name: lang === 'zh' ? '发送' : 'Send' })).toBeEnabled();
    await rep.locator('.ant-table-row', { hasText: own }).getByText(own).click();
    await rep.waitForURL(/contentDetail\?id=\d+/);
    const details = rep.locator('.ant-descriptions');
    await slow(details).toContainText(lang === 'zh' ? '中枢神经' : 'Central nervous system');
    await expect(details).toContainText(lang === 'zh' ? '广泛性焦虑障碍' : 'Generalized anxiety disorder');
    await screenshot(rep, `products/article-${lang}`, { fullPage: false });
  });
}
