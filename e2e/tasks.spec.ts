import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken, chooseLanguage } from './support/app';
import type { DemoAccount } from './support/constants';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: pages and lists may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

/** A rep of the manager's district (Shanghai 1, team 2). */
const OTHER_REP = 'rep.sh12' as DemoAccount;
const COUNTED_REP = 'rep.sh13' as DemoAccount;

const shot = (page: Page, name: string) => screenshot(page, `tasks/${name}`);
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^\\*?\\s*${label}\\s*:?$`));

interface Task {
  id: number;
  title: string;
  assignee: { id: number };
}

async function call<T>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const response = await request.fetch(`/prod-api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { result: T }).result;
}

async function person(request: APIRequestContext, user: DemoAccount) {
  return apiGet<{ id: number; firstName: string }>(request, await apiToken(request, user), '/API-SYSTEM/user/info');
}

test('/task opens all tasks, and each tab shows the counts the server gives', async ({ page }) => {
  // A rep whose tasks no other test changes, so the counts read here are the counts the page shows.
  const counts = await apiGet<Record<string, number>>(page.request, await apiToken(page.request, COUNTED_REP), '/task/type/num');
  await signInWithToken(page, page.request, COUNTED_REP);
  await openApp(page, '/pc/task');
  await page.waitForURL('**/pc/task/all');
  for (const tab of ['all', 'today', 'after', 'expired']) await expect(page.locator(`[data-count="${tab}"]`)).toHaveText(String(counts[tab]));
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${counts.all} 条`);
  await page.locator('.task-counts__item--expired').click();
  await page.waitForURL('**/pc/task/expired');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${counts.expired} 条`);
  await expect(page.locator('.task-table .ant-table-row').first()).toContainText('已过期');
  // Reps may close their tasks but not hand them to someone else.
  await expect(page.getByRole('button', { name: '批量关闭' })).toBeVisible();
  await expect(page.getByRole('button', { name: '批量转派' })).toHaveCount(0);
});

test('a manager transfers tasks in a batch; the tasks move and their history says so', async ({ page }) => {
  const token = await apiToken(page.request, 'manager');
  const rep = await person(page.request, 'rep');
  const target = await person(page.request, OTHER_REP);
  const title = `转派测试 ${Date.now()}`;
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const created = await call<Task[]>(page.request, token, 'POST', '/task/create', { type: 'FOLLOW_UP', title, assigneeIds: [rep.id], dueAt: due });
  await call<Task[]>(page.request, token, 'POST', '/task/create', { type: 'VISIT', title: `${title} 二`, assigneeIds: [rep.id], dueAt: due });

  await signInWithToken(page, page.request, 'manager');
  await openApp(page, '/pc/task/all');
  await page.locator('.ant-segmented').getByText('我的团队', { exact: true }).click();
  await page.getByPlaceholder('搜索任务标题').fill(title);
  // The table keeps the previous page on screen until the search answers: a count of two rows
  // before that could be two other tasks, and checking them would transfer the wrong ones.
  const searched = page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as { scope?: string; keyword?: string } | null;
    return response.url().includes('/task/page') && body?.scope === 'team' && body.keyword === title;
  });
  await page.getByPlaceholder('搜索任务标题').press('Enter');
  expect((await searched).status()).toBe(200);
  const rows = page.locator('.task-table .ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: title })).toHaveCount(2);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: '批量转派' }).click();
  const dialog = page.getByRole('dialog', { name: '转派任务' });
  // The people to transfer to arrive from two lists: a click while they load can pick nobody,
  // and the dialog would then refuse to transfer. Pick until the field shows the person.
  await expect(async () => {
    await field(dialog, '转派给').click();
    await field(dialog, '转派给').fill(target.firstName);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: target.firstName }).first().click({ timeout: 10_000 });
    await expect(dialog.locator('.ant-form-item', { has: page.getByLabel(/^\*?\s*转派给\s*:?$/) })).toContainText(target.firstName, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByLabel('转派原因').fill('辖区调整');
  const shifted = page.waitForResponse((response) => response.url().includes('/task/batch/shift') && response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: /转\s*派/ }).click();
  expect((await shifted).status()).toBe(200);
  await expect(page.getByText('已转派 2 个任务')).toBeVisible();
  await expect(rows.first()).toContainText(target.firstName);

  const targetTasks = await call<{ content: Task[] }>(page.request, await apiToken(page.request, OTHER_REP), 'POST', '/task/page?page=0&size=50', { tab: 'all', keyword: title });
  expect(targetTasks.content).toHaveLength(2);
  const logs = await call<Array<{ action: string; detail: Record<string, unknown> }>>(page.request, token, 'POST', `/task/log/find/${created[0]!.id}`, undefined);
  expect(logs.map((log) => log.action)).toEqual(['create', 'transfer']);
  expect(logs[1]!.detail).toMatchObject({ from: rep.id, to: target.id, reason: '辖区调整' });

  await rows.filter({ hasText: title }).first().locator('.task-title').click();
  await page.waitForURL('**/pc/task/taskRecordDetail?id=*');
  await expect(page.locator('.task-log[data-action="transfer"]')).toContainText(`从 ${rep.firstName} 转派给 ${target.firstName}`);
  await expect(page.locator('.task-log[data-action="transfer"]')).toContainText('原因：辖区调整');
});

test('a task can be completed and reopened from its record, which logs each change', async ({ page }) => {
  const token = await apiToken(page.request, 'rep');
  const [task] = await call<Task[]>(page.request, token, 'POST', '/task/create', {
    type: 'REPORT',
    title: `完成测试 ${Date.now()}`,
    assigneeIds: [(await person(page.request, 'rep')).id],
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, `/pc/task/taskRecordDetail?id=${task!.id}`);
  await page.getByRole('button', { name: /完\s*成/ }).click();
  await expect(page.getByText('任务已完成')).toBeVisible();
  await expect(page.locator('.task-detail .ant-tag', { hasText: '已完成' })).toBeVisible();
  await expect(page.locator('.task-log[data-action="complete"]')).toBeVisible();
  await page.getByRole('button', { name: '重新打开' }).click();
  await expect(page.locator('.task-log[data-action="reopen"]')).toBeVisible();
});

test('bad tasks get clear errors in Chinese and English', async ({ page }) => {
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/task/all');
  await page.getByRole('button', { name: '新建任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建任务' });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请输入任务标题')).toBeVisible();
  await field(dialog, '任务标题').fill('补充拜访记录');
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 86_400_000));
  await field(dialog, '截止日期').fill(yesterday);
  await field(dialog, '截止日期').press('Enter');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  // The form refuses a past due time itself, in the user's language, before the server would.
  await expect(dialog.getByText('截止时间已过，请选择现在之后的时间')).toBeVisible();

  // The header sits under the dialog's mask: close it, switch to English, and try again.
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await chooseLanguage(page, 'en');
  await page.getByRole('button', { name: 'New task' }).click();
  const english = page.getByRole('dialog', { name: 'New task' });
  await field(english, 'Title').fill('Complete the visit notes');
  await field(english, 'Due date').fill(yesterday);
  await field(english, 'Due date').press('Enter');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByText('This time has already passed: choose a time from now on')).toBeVisible();
  await field(english, 'Title').fill('');
  await expect(english.getByText('Please enter a title')).toBeVisible();
});

for (const lang of ['zh', 'en'] as const) {
  test(`task screens in ${lang}`, async ({ page }) => {
    const team = lang === 'zh' ? '我的团队' : 'My team';
    await signInWithToken(page, page.request, 'manager', { lang });
    await openApp(page, '/pc/task/all');
    await page.locator('.ant-segmented').getByText(team, { exact: true }).click();
    await expect(page.locator('.task-table .ant-table-row').first()).toBeVisible();
    await shot(page, `tasks-all-${lang}`);
    await page.goto('/pc/task/today');
    await expect(page.locator('.task-counts__item--active')).toBeVisible();
    await shot(page, `tasks-today-${lang}`);
    await page.getByRole('button', { name: lang === 'zh' ? '新建任务' : 'New task' }).click();
    await expect(page.locator('.task-form')).toBeVisible();
    await shot(page, `task-form-${lang}`);
    await page.keyboard.press('Escape');
    await page.goto('/pc/task/all');
    await page.locator('.ant-segmented').getByText(team, { exact: true }).click();
    await page.locator('.task-table .ant-table-row').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: lang === 'zh' ? '批量转派' : 'Transfer selected' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `task-transfer-${lang}`);
    await page.keyboard.press('Escape');
    await page.locator('.task-table .ant-table-row').first().locator('.task-title').click();
    await expect(page.locator('.task-logs')).toBeVisible();
    await shot(page, `task-detail-${lang}`);
  });
}
