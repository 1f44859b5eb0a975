import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signIn } from './support/app';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: dashboards run several queries each.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const widget = (page: Page, title: RegExp | string) => page.locator('.dashboard-widget').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

async function submitReport(request: APIRequestContext, summary: string) {
  const token = await apiToken(request, 'rep');
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const response = await request.post('/prod-api/report/daily/submit', { headers: { Authorization: `Bearer ${token}` }, data: { day, summary } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

for (const lang of ['zh', 'en'] as const) {
  const text =
    lang === 'zh'
      ? { widget: '计划拜访 / 已完成拜访', table: '表格', region: '华东大区', district: '上海一区', records: /^明细：/ }
      : { widget: 'Planned visits / Completed visits', table: 'Table', region: 'East China Region', district: 'Shanghai District 1', records: /^Records: / };

  test(`a manager drills down from a region to a district, a rep and a doctor (${lang})`, async ({ page }) => {
    await signInWithToken(page, page.request, 'manager', { lang });
    await openApp(page, '/pc/data/managerDashboard');
    const card = widget(page, text.widget);
    await card.getByText(text.table, { exact: true }).click();
    await card.getByRole('button', { name: text.region }).click();
    await card.getByRole('button', { name: text.district }).click();
    await expect(card.locator('.dashboard-widget__path')).toContainText(text.district);
    // The table keeps the districts until the reps arrive: read the first rep only once they have.
    await expect(card.locator('tbody tr.ant-table-row').first()).not.toContainText(text.district);
    const rep = card.locator('tbody tr.ant-table-row').first().getByRole('button');
    const repName = (await rep.textContent())!.trim();
    await rep.click();
    await expect(card.locator('.dashboard-widget__path')).toContainText(repName);
    await expect(card.locator('tbody tr.ant-table-row').first()).not.toContainText(repName);
    const doctor = card.locator('tbody tr.ant-table-row').first().getByRole('button');
    const doctorName = (await doctor.textContent())!.trim();
    await doctor.click();
    const drawer = page.getByRole('dialog', { name: text.records });
    await expect(drawer).toContainText(doctorName);
    await expect(drawer.locator('tbody tr.ant-table-row').first()).toContainText(doctorName);
    await expect(drawer.locator('tbody tr.ant-table-row').first()).toContainText(repName);
  });
}

test('an administrator adds a widget to a dashboard and a manager sees it', async ({ page, browser }) => {
  await signInWithToken(page, page.request, 'admin');
  await openApp(page, '/pc/data/businessDashboard-3');
  await page.getByRole('button', { name: '编辑看板' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '添加组件' }).click();
  await dialog.getByLabel('标题（中文）').fill('本月新增组件');
  await dialog.getByLabel('标题（英文）').fill('Widget added this month');
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('看板已保存，所有有权限的用户都会看到')).toBeVisible();
  await expect(widget(page, '本月新增组件')).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInWithToken(manager, manager.request, 'manager', { lang: 'en' });
  await openApp(manager, '/pc/data/businessDashboard-3');
  await expect(widget(manager, 'Widget added this month').locator('.ant-statistic')).toBeVisible();
  await managerContext.close();
});

test('the usage report shows the pages just visited', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager');
  // Opened three times, so it stays among the most-viewed pages whatever else other tests opened.
  for (let i = 0; i < 3; i++) {
    await page.goto('/pc/data/businessDashboard-2');
    await expect(page.locator('.dashboard__title')).toHaveText('合规');
  }
  await page.goto('/pc/systemReport/systemUseAnalysis');
  const pages = widget(page, '页面访问次数 / 使用时长（分钟）');
  await expect(pages.getByRole('button', { name: '业务看板二' })).toBeVisible();
});

test('a quality check turns red after bad data is inserted and green after it is fixed', async ({ page }) => {
  await signInWithToken(page, page.request, 'marketing');
  await openApp(page, '/pc/dataAssets/dataAssetsPage?code=dailyReports');
  const check = page.getByRole('row').filter({ hasText: '内容充实' });
  const run = page.getByRole('button', { name: '运行质量检查' });

  await submitReport(page.request, '好');
  await run.click();
  await expect(check.getByText('未通过')).toBeVisible();
  await expect(check).toContainText('1');

  await submitReport(page.request, '拜访了三位医生，介绍了新的循证数据');
  await expect(run).toBeEnabled();
  await run.click();
  await expect(check.getByText('通过', { exact: true })).toBeVisible();
});

test('/data/analysis opens the configured outside analytics site in a new window with the access token', async ({ page }) => {
  await signIn(page, 'admin');
  const token = await apiToken(page.request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const tree = (await (await page.request.get('/prod-api/API-SYSTEM/admin/menu/tree', { headers })).json()) as { result: MenuRow[] };
  const analysis = findMenu(tree.result, 'data.analysis');
  expect(analysis).toBeDefined();
  const a = analysis!;
  const body = (api: string | null) => ({
    parentId: a.parentId,
    type: a.type,
    name: a.name,
    nameEn: a.enName,
    code: a.code,
    path: a.path,
    api,
    icon: a.icon,
    sort: a.sort,
    isHidden: a.isHidden,
    status: a.status,
    permission: a.permission,
    attributes: a.attributes,
  });
  // A page the test server answers stands in for the outside site.
  const external = `${new URL(page.url()).origin}/pc/privacyAgreement`;
  const saved = await page.request.put(`/prod-api/API-SYSTEM/admin/menu/${a.id}`, { headers, data: body(external) });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  try {
    await page.reload();
    const popup = page.waitForEvent('popup');
    const handedOver = page.context().waitForEvent('request', (request) => /\/pc\/privacyAgreement\?token=[\w-]+\./.test(request.url()));
    await page.locator('.app-sider').getByText('数据看板', { exact: true }).click();
    await page.locator('.app-sider').getByText('自助分析', { exact: true }).click();
    await popup;
    await handedOver;
    // The workspace stays where it was: the analysis opens beside it.
    await expect(page).not.toHaveURL(/\/data\/analysis/);
  } finally {
    await page.request.put(`/prod-api/API-SYSTEM/admin/menu/${a.id}`, { headers, data: body(null) });
  }
});

test('without an outside site, /data/analysis is the self-service page with a table, a chart and an xlsx export', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager', { lang: 'en' });
  await openApp(page, '/pc/data/analysis');
  await expect(page.getByRole('cell', { name: 'Shanghai District 1' }).or(page.getByRole('cell', { name: 'East China Region' }))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analysis-.*\.xlsx$/);
});

interface MenuRow {
  id: number;
  code: string;
  children: MenuRow[];
  [key: string]: unknown;
}

function findMenu(rows: MenuRow[], code: string): MenuRow | undefined {
  for (const row of rows) {
    if (row.code === code) return row;
    const found = findMenu(row.children ?? [], code);
    if (found) return found;
  }
  return undefined;
}

test('content reach, lead-score movement and sales against forecast show on the dashboards (en)', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager', { lang: 'en' });
  await openApp(page, '/pc/data/managerDashboard');
  for (const title of ['Content sent', 'Content opened', 'Doctors with rising lead score', 'Content reach by week', 'Lead-score movement', 'Content reach by person']) {
    await expect(widget(page, new RegExp(`^${title}$`))).toBeVisible();
  }
  await expect(widget(page, /^Content sent$/).locator('.widget-number')).toContainText(/\d/);
  await page.goto('/pc/data/businessDashboard-1');
  await expect(page.getByRole('heading', { name: 'Sales and KOL engagement' })).toBeVisible();
  for (const title of ['Sales against forecast', 'Sales against forecast by product', 'Sales against forecast by region', 'Sales against forecast by month']) {
    await expect(widget(page, new RegExp(`^${title}$`))).toBeVisible();
  }
  await expect(widget(page, /^Sales against forecast$/).locator('.widget-number')).toContainText(/\d+(\.\d)?%/);
  await expect(
    widget(page, /^Sales against forecast by product$/)
      .locator('canvas, svg')
      .first(),
  ).toBeVisible();
});

for (const [lang, note] of [
  ['zh', '该数据集为患者计数：此处不展示样例行'],
  ['en', 'This data set holds counts of patients: no rows are shown here'],
] as const) {
  test(`${lang}: the catalogue lists the diagnosis upload and shows no rows of its patient counts`, async ({ page }) => {
    await signInWithToken(page, page.request, 'marketing', { lang });
    await openApp(page, '/pc/dataAssets/dataAssetsPage?code=diagnosis');
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'Monthly' : '每月', { exact: true })).toBeVisible();
    await screenshot(page, `data-assets/diagnosis-${lang}`);
  });
}
