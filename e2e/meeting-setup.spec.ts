import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiToken, exactly, setLanguage } from './support/app';
import { expectMessage } from './support/messages';
import { openApp, signInWithToken } from './support/token-sign-in';
import { screenshot } from './support/screenshots';

test.describe.configure({ timeout: 480_000 });
// The shared test machine is slow: pages may take a while to load their chunks and data.
const slow = expect.configure({ timeout: 30_000 });
// Not anchored at the start: a modal closed right after saving keeps the button's finished loading
// icon (invisible, but still named "loading") when it opens again.
const SAVE = /保\s*存$/;
// A step that cannot happen fails on its own rather than holding the test until its timeout.
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });

const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
const okButton = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^(确\s*定|OK)$/ });

async function pickDate(page: Page, input: ReturnType<Page['getByLabel']>, date: string): Promise<void> {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

test('a speaker added by medical affairs goes through the line manager and compliance', async ({ browser, request }) => {
  const mslToken = await apiToken(request, 'msl');
  const doctors = await apiGet<{ content: Array<{ id: number; doctorName: string }> }>(request, mslToken, '/doctor/find/page?size=100');
  const speakers = await apiGet<{ content: Array<{ doctorId: number }> }>(request, mslToken, '/speaker/page?size=100');
  const taken = new Set(speakers.content.map((s) => s.doctorId));
  const doctor = doctors.content.find((d) => !taken.has(d.id) && !doctors.content.some((other) => other.id !== d.id && other.doctorName === d.doctorName));
  slow(doctor, 'a doctor without a speaker profile').toBeDefined();
  const name = doctor!.doctorName;

  const msl = await browser.newPage();
  await signInWithToken(msl, request, 'msl');
  await openApp(msl, '/pc/meeting/speaker/speakerMaintenance');
  await msl.getByRole('button', { name: '新增讲者' }).click();
  await msl.waitForURL('**/meeting/speakerAdd');
  await msl.getByRole('button', { name: '保存并提交审批' }).click();
  await slow(msl.getByText('请选择医生')).toBeVisible();
  await slow(msl.getByText('请输入讲课主题')).toBeVisible();
  await screenshot(msl, 'meeting-setup/speaker-add-errors-zh');

  await msl.getByLabel('医生').fill(name);
  await option(msl, name).click();
  await msl.getByLabel('讲课费标准（元/场）').fill('6000');
  await msl.getByLabel('合同编号').fill(`SPK-E2E-${Date.now()}`);
  const range = msl.locator('.ant-picker-range input');
  await pickDate(msl, msl.getByPlaceholder('开始日期'), '2026-01-01');
  await range.nth(1).fill('2027-12-31');
  await range.nth(1).press('Enter');
  await msl.getByRole('textbox', { name: '讲课主题' }).fill('抑郁症规范化诊疗');
  await msl.getByRole('button', { name: '保存并提交审批' }).click();
  await msl.waitForURL(/speakerDetail\?id=\d+/);
  const speakerUrl = new URL(msl.url());
  const speakerId = speakerUrl.searchParams.get('id');
  await slow(msl.locator('.speaker-detail .ant-card-head-title').first()).toContainText('审批中');
  await slow(msl.getByText('待处理人')).toBeVisible();
  await slow(msl.locator('.speaker-honoraria')).toContainText('¥100,000.00');
  await screenshot(msl, 'meeting-setup/speaker-detail-zh');

  // Compliance comes second: nothing waits for it until the line manager has approved.
  const compliance = await browser.newPage();
  await signInWithToken(compliance, request, 'compliance');
  await openApp(compliance, '/pc/meeting/speakerApprove/sApproval');
  await slow(compliance.locator('.ant-table-tbody')).toBeVisible();
  await slow(compliance.locator('.ant-table-row', { hasText: name })).toHaveCount(0);

  const head = await browser.newPage();
  await signInWithToken(head, request, 'medical.head');
  await openApp(head, '/pc/meeting/speakerApprove/sApproval');
  const row = head.locator('.ant-table-row', { hasText: name });
  await row.getByRole('button', { name: '审批' }).click();
  await head.waitForURL(/speakerApproveDetail\?id=/);
  await slow(head.locator('.speaker-decision')).toContainText('直属上级审批');
  await screenshot(head, 'meeting-setup/speaker-approve-detail-zh');
  await head
    .locator('.speaker-decision')
    .getByRole('button', { name: /^同\s*意$/ })
    .click();
  await slow(head.getByText('已处理：同意')).toBeVisible();
  // medical.head also holds the compliance role, so the chain's next step waits for them too.
  await slow(head.locator('.speaker-decision')).toContainText('合规审批');

  await compliance.reload();
  const waiting = compliance.locator('.ant-table-row', { hasText: name });
  await waiting.getByRole('button', { name: '审批' }).click();
  await compliance.getByLabel('审批意见').fill('资质齐全，同意');
  await compliance
    .locator('.speaker-decision')
    .getByRole('button', { name: /^同\s*意$/ })
    .click();
  await slow(compliance.locator('.speaker-detail .ant-card-head-title').first()).toContainText('已通过');
  const history = compliance.locator('.speaker-history .ant-table-row');
  await slow(history).toHaveCount(3);
  await slow(history.nth(2)).toContainText('资质齐全，同意');
  await compliance.goto('/pc/meeting/speakerApprove/sApproved');
  await slow(compliance.locator('.ant-table-row', { hasText: name })).toContainText('已通过');

  await msl.goto(`/pc/meeting/speakerDetail?id=${speakerId}`);
  await slow(msl.locator('.speaker-detail .ant-card-head-title').first()).toContainText('已通过');
  await setLanguage(msl, 'en');
  await slow(msl.locator('.speaker-detail .ant-card-head-title').first()).toContainText('Approved');
  await slow(msl.getByText('Approval history')).toBeVisible();
  await screenshot(msl, 'meeting-setup/speaker-detail-en');
  // The English list shows the doctor's name in pinyin.
  const approved = await apiGet<{ doctorNameEn: string | null }>(request, mslToken, `/speaker/${speakerId}`);
  const nameEn = approved.doctorNameEn ?? name;
  await msl.goto('/pc/meeting/speaker/speakerApproved');
  await slow(msl.locator('.ant-table-row', { hasText: nameEn })).toContainText('Approved');
});

interface PoolRow {
  id: number;
  orgName: string;
  productName: string;
  estimatedCents: number;
  committedCents: number;
  actualCents: number;
}
const yuan = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Open: saving the second pool in the create dialog times out in the full run (passes alone); the
// roll-up itself is covered by the server test meetings-master-data "rolls budgets up the org tree".
test('a budget pool rolls up the org tree and cannot be cut below what is used', async ({ page, request }) => {
  // A year nobody has budgeted yet (a retry finds the next one), and a pool of this year that meetings use.
  const token = await apiToken(request, 'finance');
  const thisYear = new Date().getFullYear();
  let year = '';
  for (const candidate of [thisYear + 1, thisYear + 2, thisYear + 3]) {
    if ((await apiGet<unknown[]>(request, token, `/budget/tree?year=${candidate}`)).length === 0) {
      year = String(candidate);
      break;
    }
  }
  slow(year, 'a year without budgets').not.toBe('');
  const used = (await apiGet<{ content: PoolRow[] }>(request, token, `/budget/pool/page?year=${thisYear}&size=200`)).content.find(
    (pool) => pool.estimatedCents + pool.committedCents + pool.actualCents > 0,
  );
  slow(used, 'a pool that meetings use').toBeDefined();

  await signInWithToken(page, request, 'finance');
  await openApp(page, '/pc/meeting/budgetIndex');
  await page.getByLabel('年度').first().click();
  await option(page, year).click();
  await slow(page.locator('.budget-tree')).toContainText('该年度暂无预算');

  const create = async (org: string, amount: string) => {
    await page.getByRole('button', { name: '新建预算池' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByLabel('组织').fill(org);
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: exactly(org) }).click();
    await dialog.getByLabel('产品').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await dialog.getByLabel('预算金额（元）').fill(amount);
    await expectMessage(page, '预算池已创建', () => dialog.getByRole('button', { name: SAVE }).click());
    await slow(dialog).toBeHidden();
  };
  const treeRow = (org: string) => page.locator('.budget-tree .ant-table-row', { has: page.getByText(exactly(org)) });
  await create('上海一区', '100000');
  await create('华东大区', '50000');
  await slow(treeRow('华东大区')).toContainText('¥50,000.00');
  await slow(treeRow('华东大区')).toContainText('¥150,000.00');
  await slow(treeRow('上海一区')).toContainText('¥100,000.00');
  // A pool in another branch shows that branch opened under the units already listed.
  await create('北京区', '30000');
  await slow(treeRow('北京区')).toContainText('¥30,000.00');
  await slow(treeRow('华北大区')).toContainText('¥30,000.00');
  await slow(treeRow('全国销售部')).toContainText('¥180,000.00');
  await screenshot(page, 'meeting-setup/budget-zh');

  await page.locator('.budget-pools .ant-table-row', { hasText: '上海一区' }).getByRole('button', { name: '调整' }).click();
  let dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel('预算金额（元）').fill('120000');
  await expectMessage(page, '预算已调整', () => dialog.getByRole('button', { name: SAVE }).click());
  await slow(treeRow('华东大区')).toContainText('¥170,000.00');
  await slow(treeRow('全国销售部')).toContainText('¥200,000.00');

  // A pool cannot drop below what meetings already estimate, commit and spend from it.
  const pool = used!;
  await page.getByLabel('年度').first().click();
  await option(page, String(thisYear)).click();
  await page.getByLabel('产品', { exact: true }).first().click();
  await option(page, exactly(pool.productName)).click();
  // The earlier list stays shown, greyed, until this year's pools of the product have loaded.
  await slow(page.locator('.budget-pools .ant-spin-spinning')).toHaveCount(0);
  const usedRow = page.locator('.budget-pools .ant-table-row', { has: page.getByText(exactly(pool.orgName)) });
  await slow(usedRow).toHaveCount(1);
  await usedRow.getByRole('button', { name: '调整' }).click();
  dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel('预算金额（元）').fill('1');
  await dialog.getByRole('button', { name: SAVE }).click();
  await slow(dialog).toContainText(`预算不能低于已使用的 ¥${yuan(pool.estimatedCents + pool.committedCents + pool.actualCents)}`);
  await dialog.getByRole('button', { name: /^取\s*消$/ }).click();

  await setLanguage(page, 'en');
  await page.getByLabel('Year').first().click();
  await option(page, year).click();
  await slow(page.getByText('Budgets by organization')).toBeVisible();
  await slow(treeRow('East China Region')).toContainText('¥170,000.00');
  await slow(treeRow('Beijing District')).toContainText('¥30,000.00');
  await screenshot(page, 'meeting-setup/budget-en');
});

test('a library material gets a new version, and approving it retires the earlier one', async ({ browser, request }) => {
  const title = `抑郁症诊疗进展幻灯 ${Date.now()}`;
  const marketing = await browser.newPage();
  await signInWithToken(marketing, request, 'marketing');
  await openApp(marketing, '/pc/meeting/medicalLibrary');
  await marketing.getByRole('button', { name: '上传资料' }).click();
  let dialog = marketing.locator('.ant-modal:visible');
  await dialog.getByLabel('资料类型').click();
  await option(marketing, '幻灯片').click();
  await dialog.getByLabel('资料标题').fill(title);
  await dialog.getByLabel('文件地址').fill('not a link');
  await dialog.getByRole('button', { name: SAVE }).click();
  await slow(dialog.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();
  await slow(dialog.getByText('请选择有效期')).toBeVisible();
  await dialog.getByLabel('文件地址').fill('https://docs.example.com/slides/v1.pdf');
  await dialog.getByLabel('文件名').fill('slides-v1.pdf');
  await pickDate(marketing, dialog.getByLabel('有效期至'), '2030-12-31');
  await expectMessage(marketing, '资料已上传，待审核', () => dialog.getByRole('button', { name: SAVE }).click());
  await marketing.getByPlaceholder('搜索资料标题').fill(title);
  await marketing.getByPlaceholder('搜索资料标题').press('Enter');
  const row = marketing.locator('.ant-table-row', { hasText: title });
  await slow(row).toContainText('V1');
  await slow(row).toContainText('待审核');
  await slow(row).toContainText('不可用');

  const compliance = await browser.newPage();
  await signInWithToken(compliance, request, 'compliance');
  await openApp(compliance, '/pc/meeting/medicalLibrary');
  const openVersions = async () => {
    await compliance.goto('/pc/meeting/medicalLibrary');
    await compliance.getByPlaceholder('搜索资料标题').fill(title);
    await compliance.getByPlaceholder('搜索资料标题').press('Enter');
    await compliance.locator('.ant-table-row', { hasText: title }).locator('.ant-table-row-expand-icon').click();
  };
  const version = (n: number) => compliance.locator('.version-table .ant-table-row', { hasText: `V${n}` });
  await openVersions();
  await version(1).getByRole('button', { name: '审核通过' }).click();
  await expectMessage(compliance, 'V1 已审核通过', () => okButton(compliance).click());
  await slow(version(1)).toContainText('已通过');

  await marketing.reload();
  await marketing.getByPlaceholder('搜索资料标题').fill(title);
  await marketing.getByPlaceholder('搜索资料标题').press('Enter');
  await row.getByRole('button', { name: '上传新版本' }).click();
  dialog = marketing.locator('.ant-modal:visible');
  await dialog.getByLabel('文件名').fill('slides-v2.pdf');
  await dialog.getByLabel('审批编号').fill('MLR-2026-088');
  await pickDate(marketing, dialog.getByLabel('有效期至'), '2031-06-30');
  await expectMessage(marketing, '新版本已上传，待审核', () => dialog.getByRole('button', { name: SAVE }).click());
  await slow(row).toContainText('V2');

  await openVersions();
  await slow(version(2)).toContainText('待审核');
  await version(2).getByRole('button', { name: '审核通过' }).click();
  await okButton(compliance).click();
  await slow(version(2)).toContainText('已通过');
  await slow(version(1)).toContainText('已失效');
  await slow(compliance.locator('.ant-table-row', { hasText: title }).first()).toContainText('可用于会议');
  await screenshot(compliance, 'meeting-setup/library-versions-zh');
  await setLanguage(compliance, 'en');
  await compliance.getByPlaceholder('Search titles').fill(title);
  await compliance.getByPlaceholder('Search titles').press('Enter');
  await slow(compliance.locator('.ant-table-row', { hasText: title })).toContainText('Usable at meetings');
});

test('institutions and suppliers are added, checked and disabled', async ({ page, request }) => {
  await signInWithToken(page, request, 'marketing');
  await openApp(page, '/pc/meeting/supplier');
  await page.getByRole('button', { name: '新增供应商' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel('供应商名称').fill(`会务服务公司 ${Date.now()}`);
  await dialog.getByLabel('统一社会信用代码').fill('123');
  await dialog.getByRole('button', { name: SAVE }).click();
  await slow(dialog.getByText('统一社会信用代码为 18 位数字或大写字母')).toBeVisible();
  await dialog.getByRole('button', { name: /^取\s*消$/ }).click();

  const name = `上海医学会 ${Date.now()}`;
  await page.goto('/pc/meeting/institution');
  await page.getByRole('button', { name: '新增机构' }).click();
  await dialog.getByLabel('机构名称').fill(name);
  await dialog.getByLabel('城市').fill('上海');
  await expectMessage(page, '已保存', () => dialog.getByRole('button', { name: SAVE }).click());
  await page.getByPlaceholder('搜索机构名称').fill(name);
  await page.getByPlaceholder('搜索机构名称').press('Enter');
  const row = page.locator('.ant-table-row', { hasText: name });
  await slow(row.getByRole('switch')).toBeChecked();
  await expectMessage(page, '状态已更新', () => row.getByRole('switch').click());
  await page.reload();
  await page.getByPlaceholder('搜索机构名称').fill(name);
  await page.getByPlaceholder('搜索机构名称').press('Enter');
  await slow(page.locator('.ant-table-row', { hasText: name }).getByRole('switch')).not.toBeChecked();
});

test('the meeting setup and speaker pages read in both languages', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const [speaker] = (await apiGet<{ content: Array<{ id: number }> }>(request, token, '/speaker/page?tab=speakerApproved&size=1')).content;
  await signInWithToken(page, request, 'admin');
  await openApp(page, '/pc/meeting/budgetIndex');
  const pages: Array<[string, string, RegExp, RegExp]> = [
    ['speaker-requests', '/pc/meeting/speaker/speakerMaintenance', /讲者/, /Speaker/],
    ['speaker-in-approval', '/pc/meeting/speaker/speakerApproval', /讲者/, /Speaker/],
    ['speaker-approved', '/pc/meeting/speaker/speakerApproved', /讲者/, /Speaker/],
    ['speaker-manager', '/pc/meeting/speakerManager', /每位讲者年度讲课费上限/, /Annual honoraria cap per speaker/],
    ['speaker-approvals', '/pc/meeting/speakerApprove/sApproval', /讲者/, /Speaker/],
    ['speaker-approvals-done', '/pc/meeting/speakerApprove/sApproved', /讲者/, /Speaker/],
    ['speaker-add', '/pc/meeting/speakerAdd', /讲课资质/, /Qualifications/],
    ['speaker-detail', `/pc/meeting/speakerDetail?id=${speaker!.id}`, /年讲课费/, /Honoraria/],
    ['speaker-approve-detail', `/pc/meeting/speakerApproveDetail?id=${speaker!.id}`, /审批进度/, /Approval progress/],
    ['library', '/pc/meeting/medicalLibrary', /医学资料库/, /Medical library/],
    ['budget', '/pc/meeting/budgetIndex', /组织预算汇总/, /Budgets by organization/],
    ['institution', '/pc/meeting/institution', /机构管理/, /Institutions/],
    ['supplier', '/pc/meeting/supplier', /供应商管理/, /Suppliers/],
    ['cost-centres', '/pc/meeting/ccio/cc', /成本中心/, /Cost centres/],
    ['internal-orders', '/pc/meeting/ccio/io', /内部订单/, /Internal orders/],
  ];
  for (const lang of ['zh', 'en'] as const) {
    await setLanguage(page, lang);
    for (const [name, path, zh, en] of pages) {
      await page.goto(path);
      await slow(page.locator('main, .ant-layout-content').first()).toContainText(lang === 'zh' ? zh : en);
      await slow(page.locator('.ant-table-tbody, .speaker-form, .speaker-detail').first()).toBeVisible();
      await slow(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await screenshot(page, `meeting-setup/${name}-${lang}`);
    }
  }
});
