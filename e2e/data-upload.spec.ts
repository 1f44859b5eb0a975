import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiToken } from './support/app';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function hospitalCodes(request: APIRequestContext): Promise<string[]> {
  const hospitals = await apiGet<Array<{ code: string }>>(request, await apiToken(request, 'admin'), '/sda/hospital/options');
  return hospitals.map((h) => h.code);
}

const upload = (page: Page, name: string, buffer: Buffer, mimeType: string) => page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

/** Months ahead/back of now as `YYYY-MM`. */
const month = (offset: number) => {
  const d = new Date();
  const index = d.getFullYear() * 12 + d.getMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

test('an administrator downloads a template, sees every error of a file, fixes and saves it, and the same file again changes nothing', async ({ page }) => {
  const codes = await hospitalCodes(page.request);
  await signInWithToken(page, page.request, 'admin', { lang: 'en' });
  await openApp(page, '/pc/DataCollection/dataUpload');
  await expect(page.getByRole('cell', { name: 'Hospital code', exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  expect((template.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(['Hospital code*', 'Product code*', 'Month*', 'Units*', 'Amount (CNY)*']);

  const header = ['Hospital code', 'Product code', 'Month', 'Units', 'Amount (CNY)'];
  const good = [codes[0]!, 'P-ESC', month(-14), 120, '10380'];
  await upload(
    page,
    'sales.xlsx',
    await xlsx([header, good, ['NOPE', 'P-ESC', month(-14), 5, '10'], [codes[1]!, 'P-ESC', '2025-13', -1, '10']]),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  await expect(page.getByText('3 rows: 1 valid, 2 with errors')).toBeVisible();
  const errors = page.locator('.ant-table').filter({ hasText: 'Reason' });
  await expect(errors.getByRole('cell', { name: 'No such code in the system: NOPE' })).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'The month must be YYYY-MM: 2025-13' })).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'Must be a whole number, zero or more: -1' })).toBeVisible();

  const fixed = await xlsx([header, good, [codes[2]!, 'P-ESC', month(-14), 5, '10'], [codes[1]!, 'P-ESC', month(-14), 1, '10']]);
  await upload(page, 'sales-fixed.xlsx', fixed, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await expect(page.getByText('3 rows: 3 valid, 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Save 3 valid rows' }).click();
  await expect(page.getByText(/^Saved: \d+ added, \d+ updated, \d+ unchanged$/).first()).toBeVisible();

  await upload(page, 'sales-fixed.xlsx', fixed, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await expect(page.getByText('3 rows: 3 valid, 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Save 3 valid rows' }).click();
  await expect(page.getByText('Saved: 0 added, 0 updated, 3 unchanged').first()).toBeVisible();
});

test('a GB18030 CSV with Chinese names imports correctly', async ({ page }) => {
  const codes = await hospitalCodes(page.request);
  await signInWithToken(page, page.request, 'admin', { lang: 'zh' });
  await openApp(page, '/pc/DataCollection/dataUpload');
  await page.getByLabel('数据模型').click();
  await page.getByTitle('诊断汇总').click();
  const csv = `医院编码,科室,适应症,月份,确诊患者数\r\n${codes[3]},精神心理科,抑郁症,${month(-13)},36\r\n${codes[4]},神经内科,抑郁症,${month(-13)},12\r\n`;
  // Chinese Excel saves CSV as GB18030 without a byte-order mark.
  const bytes = new TextEncoder().encode(csv);
  const gb = Buffer.from(
    await page.evaluate(async (text) => {
      const decoder = new TextDecoder('gb18030');
      const table = new Map<string, number[]>();
      for (let hi = 0x81; hi <= 0xfe; hi++)
        for (let lo = 0x40; lo <= 0xfe; lo++)
          if (lo !== 0x7f) {
            const ch = decoder.decode(new Uint8Array([hi, lo]));
            if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
          }
      return [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : table.get(ch)!));
    }, csv),
  );
  expect(gb.length).toBeLessThan(bytes.length);
  await upload(page, '诊断.csv', gb, 'text/csv');
  await expect(page.getByText('共 2 行：有效 2 行，错误 0 行')).toBeVisible();
  await expect(page.getByRole('cell', { name: '精神心理科' })).toBeVisible();
  await page.getByRole('button', { name: /保存 2 行有效数据/ }).click();
  await expect(page.getByText('已保存：新增 2 行，更新 0 行，未变化 0 行').first()).toBeVisible();
});

test('a rep fills a forecast, the manager adjusts and locks it, and issued targets sum exactly', async ({ page, browser }) => {
  await signInWithToken(page, page.request, 'rep', { lang: 'en' });
  await openApp(page, '/pc/forecast/fillingForecast');
  const repInput = page.getByRole('spinbutton', { name: /^Rep / }).first();
  await repInput.fill('321');
  await page.getByRole('button', { name: 'Save figures' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Rep / })).toHaveCount(0);

  const managerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInWithToken(managerPage, managerPage.request, 'manager', { lang: 'zh' });
  await openApp(managerPage, '/pc/forecast/fillingForecast');
  const repToken = await apiToken(page.request, 'rep');
  const sheet = await apiGet<{ territories: Array<{ orgId: number; name: string }> }>(page.request, repToken, '/forecast/filling/sheet');
  await managerPage.getByLabel('辖区').click();
  await managerPage.getByTitle(new RegExp(sheet.territories[0]!.name)).click();
  await expect(managerPage.getByRole('cell', { name: '321' }).first()).toBeVisible();
  await managerPage
    .getByRole('spinbutton', { name: /^经理调整 / })
    .first()
    .fill('350');
  await managerPage.getByRole('button', { name: '保存调整' }).click();
  await expect(managerPage.getByRole('cell', { name: '350' }).first()).toBeVisible();
  await managerPage.getByRole('button', { name: '审核锁定' }).click();
  await expect(managerPage.getByText('已锁定').first()).toBeVisible();
  await managerPage
    .getByRole('button', { name: /^查看 / })
    .first()
    .click();
  const history = managerPage.getByRole('dialog');
  await expect(history.getByRole('cell', { name: '空 → 321' })).toBeVisible();
  await expect(history.getByRole('cell', { name: '空 → 350' })).toBeVisible();
  await expect(history.getByText('审核锁定')).toBeVisible();

  await managerPage.goto('/pc/forecast/issuancePredict');
  await managerPage.getByRole('button', { name: /下\s*发/ }).click();
  const dialog = managerPage.getByRole('dialog');
  await dialog.getByLabel('下发到').click();
  await managerPage.getByTitle('上海一区').click();
  await dialog.getByLabel('指标（盒）').fill('10001');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(managerPage.getByText('已下发，各级合计与上级一致')).toBeVisible();
  await expect(managerPage.getByRole('cell', { name: '10,001' })).toBeVisible();
  const products = await apiGet<Array<{ id: number }>>(page.request, repToken, '/product/user/product/all');
  const nodes = await apiGet<Array<{ orgId: number; parentOrgId: number | null; amount: number }>>(
    page.request,
    await apiToken(page.request, 'manager'),
    `/forecast/issuance/tree?month=${month(1)}&productId=${products[0]!.id}`,
  );
  const root = nodes.find((n) => n.amount === 10001)!;
  expect(nodes.filter((n) => n.parentOrgId === root.orgId).reduce((s, n) => s + n.amount, 0)).toBe(10001);
});

test('the diagnosis page shows suppressed cells and exports them suppressed', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager', { lang: 'en' });
  await openApp(page, '/pc/sdaManager/diagnosis');
  await expect(page.getByText(/To protect patients’ privacy, figures under 5/)).toBeVisible();
  await expect(page.getByText(/are left out of the totals/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '<5' }).first()).toBeVisible();
  // English names for every department the page shows.
  expect((await page.locator('.ant-table-row td:nth-child(2)').allInnerTexts()).join(' ')).not.toMatch(/\p{Script=Han}/u);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'diagnosis-en');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const values = workbook.worksheets[0]!.getSheetValues().flat();
  expect(values).toContain('<5');
  expect(values.filter((v) => typeof v === 'number').every((v) => (v as number) >= 5)).toBe(true);
});

test('the diagnosis page says in Chinese that its totals leave out the cells under 5', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager', { lang: 'zh' });
  await openApp(page, '/pc/sdaManager/diagnosis');
  await expect(page.getByText(/少于 5 例的数字显示为“<5”，且不计入合计/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '<5' }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'diagnosis-zh');
});
