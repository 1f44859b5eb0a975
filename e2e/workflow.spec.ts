import { expect, test } from '@playwright/test';
import { apiGet, apiToken, setLanguage } from './support/app';
import { expectMessage } from './support/messages';
import { openApp, signedInPage, signInWithToken } from './support/token-sign-in';
import { screenshot } from './support/screenshots';

// Several people sign in and act in turn; the shared test machine is slow.
test.describe.configure({ timeout: 480_000 });
// The shared test machine is slow: pages may take a while to load their chunks and data.
const slow = expect.configure({ timeout: 30_000 });
// A step that cannot happen fails on its own rather than holding the test until its timeout.
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });

test('a general request reaches the leader’s to-do, needs a comment to reject, and once approved moves to done with its history', async ({ browser, request }) => {
  const title = `采购学术推广物料 ${Date.now()}`;
  const applicant = await signedInPage(browser, request, 'rep', { to: '/pc/taskManager/process-instance/create' });
  await applicant.getByLabel('审批链').click();
  await applicant.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '通用审批' }).click();
  await slow(applicant.getByText('审批环节预览')).toBeVisible();
  await applicant.getByLabel('申请标题').fill(title);
  await applicant.getByLabel('申请内容').fill('为城市会采购展架与资料夹');
  await applicant.getByLabel('金额（元）').fill('3200');
  await applicant.getByRole('button', { name: '提交申请' }).click();
  await applicant.waitForURL(/process-instance\/detail\?id=\d+/);
  await slow(applicant.locator('.ant-card-head-title', { hasText: title })).toContainText('审批中');
  await slow(applicant.locator('.workflow-diagram__canvas[data-state="ready"] .djs-element').first()).toBeAttached();
  await slow(applicant.locator('.workflow-diagram__canvas .bpmn-step--current')).toHaveCount(1);
  await screenshot(applicant, 'workflow/instance-detail-applicant-zh');

  await applicant.goto('/pc/taskManager/myProcess');
  const mine = applicant.locator('.ant-table-row', { hasText: title });
  await slow(mine).toContainText('审批中');
  await slow(mine).toContainText('直属上级审批');

  const approver = await signedInPage(browser, request, 'manager', { to: '/pc/taskManager/task/todo' });
  const todo = approver.locator('.ant-table-row', { hasText: title });
  await slow(todo).toBeVisible();
  await screenshot(approver, 'workflow/todo-zh');
  await todo.getByRole('button', { name: '办理' }).click();
  await approver.waitForURL(/process-instance\/detail/);
  await approver
    .getByRole('button', { name: '驳 回' })
    .or(approver.getByRole('button', { name: '驳回' }))
    .click();
  await slow(approver.getByText('驳回或退回时请填写意见')).toBeVisible();
  await screenshot(approver, 'workflow/instance-detail-approver-zh');
  await approver.getByLabel('审批意见').fill('同意采购，注意控制单价');
  await expectMessage(approver, '已处理：同意', () =>
    approver
      .locator('.workflow-decision')
      .getByRole('button', { name: /^同\s*意$/ })
      .click(),
  );
  await slow(approver.locator('.ant-card-head-title', { hasText: title })).toContainText('已通过');
  await slow(approver.locator('.workflow-decision')).toHaveCount(0);

  await approver.goto('/pc/taskManager/task/todo');
  await slow(approver.locator('.ant-table-row', { hasText: title })).toHaveCount(0);
  await approver.goto('/pc/taskManager/task/done');
  const done = approver.locator('.ant-table-row', { hasText: title });
  await slow(done).toContainText('同意');
  await slow(done).toContainText('同意采购，注意控制单价');
  await screenshot(approver, 'workflow/done-zh');
  await done.getByRole('button', { name: '查看' }).click();
  const history = approver.locator('.workflow-history .ant-table-row');
  await slow(history).toHaveCount(2);
  await slow(history.nth(0)).toContainText('提交');
  await slow(history.nth(1)).toContainText('同意');
  await slow(history.nth(1)).toContainText('同意采购，注意控制单价');

  await setLanguage(approver, 'en');
  await slow(approver.getByText('Approval history', { exact: true })).toBeVisible();
  await slow(history.nth(1)).toContainText('Approved');
  await slow(approver.locator('.workflow-diagram__canvas[data-state="ready"]')).toBeVisible();
  await slow(approver.locator('.workflow-diagram__canvas')).toContainText('Line manager');
  await screenshot(approver, 'workflow/instance-detail-en');
  await approver.goto('/pc/taskManager/task/done');
  await slow(approver.locator('.workflow-page .ant-card-head-title')).toHaveText('Done');
  await slow(approver.locator('.ant-table-row', { hasText: title })).toContainText('Approved');
  await screenshot(approver, 'workflow/done-en');

  await applicant.goto('/pc/taskManager/myProcess');
  await slow(applicant.locator('.ant-table-row', { hasText: title })).toContainText('已通过');
});

test('the workflow pages read in both languages', async ({ page, request }) => {
  await signInWithToken(page, request, 'manager');
  await openApp(page, '/pc/taskManager/myProcess');
  const pages: Array<[string, string, string, string]> = [
    ['/pc/taskManager/myProcess', '我的流程', 'My processes', 'my-process'],
    ['/pc/taskManager/task/todo', '待办任务', 'To-do', 'todo-list'],
    ['/pc/taskManager/task/done', '已办任务', 'Done', 'done-list'],
    ['/pc/taskManager/process-instance/create', '发起流程', 'Start a process', 'create'],
  ];
  for (const lang of ['zh', 'en'] as const) {
    await setLanguage(page, lang);
    for (const [path, zh, en, name] of pages) {
      await page.goto(path);
      await slow(page.locator('.workflow-page .ant-card-head-title')).toHaveText(lang === 'zh' ? zh : en);
      await slow(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await screenshot(page, `workflow/${name}-${lang}`);
    }
  }
});

test('an administrator changes an approval chain as a new version that new requests use', async ({ page, request }) => {
  // The chain's current version: a retry finds the one the first attempt saved.
  const token = await apiToken(request, 'admin');
  const [latest] = await apiGet<Array<{ version: number }>>(request, token, '/workflow/definition/page?key=general-request');
  const version = latest!.version;
  await signInWithToken(page, request, 'admin');
  await openApp(page, '/pc/taskManager/process-instance/create');
  await page.getByRole('tab', { name: '审批链配置' }).click();
  const row = page.locator('.ant-table-row', { hasText: 'general-request' });
  await slow(row).toContainText(`V${version}`);
  await screenshot(page, 'workflow/chains-zh');
  await row.getByRole('button', { name: '修改' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await slow(dialog.getByLabel('标识', { exact: true })).toHaveValue('general-request');
  await slow(dialog.getByLabel('环节名称', { exact: true })).toHaveValue('直属上级审批');
  await dialog.getByRole('button', { name: '添加环节' }).click();
  await dialog.getByRole('button', { name: /保存新版本/ }).click();
  await slow(dialog.getByText('必填').first()).toBeVisible();
  await screenshot(page, 'workflow/chain-editor-zh');
  await dialog.locator('.chain-step').nth(1).getByRole('button', { name: '删除' }).click();
  await dialog.getByLabel('名称', { exact: true }).fill('通用审批（修订）');
  await expectMessage(page, `已保存为 V${version + 1}，仅对新申请生效`, () => dialog.getByRole('button', { name: /保存新版本/ }).click());
  await slow(row).toContainText(`V${version + 1}`);
  await slow(row).toContainText('通用审批（修订）');

  await setLanguage(page, 'en');
  await page.getByRole('tab', { name: 'Approval chains' }).click();
  await slow(page.locator('.ant-table-row', { hasText: 'general-request' })).toContainText(`v${version + 1}`);
  await screenshot(page, 'workflow/chains-en');
});
