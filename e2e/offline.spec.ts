import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiToken, signIn } from './support/app';
import type { DemoAccount } from './support/constants';
import { PHONE } from './support/phone';
import { screenshot } from './support/screenshots';
import { chooseOption } from './support/select';

// The app's service worker is what keeps the app on the phone: allowed here only.
test.use({ ...PHONE, serviceWorkers: 'allow' });

/** A rep of the manager's district whose task counts no other test reads. */
const REP = 'rep.sh12' as DemoAccount;

interface Queued {
  key: string;
  operation: string;
  body: unknown;
  state: string;
}

async function call<T>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await request.fetch(`/prod-api${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers }, data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return { result: ((await response.json()) as { result: T }).result, replayed: response.headers()['idempotent-replayed'] === 'true' };
}

/** The actions waiting in the device's outbox (IndexedDB), as the app keeps them. */
function queued(page: Page): Promise<Queued[]> {
  return page.evaluate(
    () =>
      new Promise<Queued[]>((resolve, reject) => {
        const opening = indexedDB.open('crm-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('actions').objectStore('actions').getAll();
          all.onsuccess = () => resolve(all.result as Queued[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function visitsWithNotes(request: APIRequestContext, token: string, keyword: string, notes: string): Promise<number> {
  const { result } = await call<{ content: Array<{ notes: string | null }> }>(request, token, 'POST', '/v2/visit/find/my/page?page=0&size=100', { keyword });
  return result.content.filter((visit) => visit.notes === notes).length;
}

/** Logs a visit in the doctor's quick log, by default the half hour from now (rounded down to 5 minutes); `day` (YYYY-MM-DD) moves it to that day. */
async function logVisit(page: Page, notes: string, waiting: number, day?: string): Promise<void> {
  await page.getByRole('button', { name: '记录拜访' }).click();
  const dialog = page.getByRole('dialog', { name: '快速记录拜访' });
  if (day) {
    const date = dialog.getByLabel('日期', { exact: true });
    await date.click();
    await date.fill(day);
    await date.press('Enter');
    await expect(date).toHaveValue(day);
  }
  await chooseOption(page, dialog.getByLabel('拜访方式', { exact: true }), '面对面拜访');
  await chooseOption(page, dialog.getByLabel('拜访目的', { exact: true }), '学术推广');
  await dialog.getByText('有兴趣，需进一步跟进', { exact: true }).click();
  await dialog.getByLabel('拜访记录', { exact: true }).fill(notes);
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('当前没有网络：拜访已保存在本机，恢复网络后自动同步').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.outbox-banner')).toContainText(`${waiting} 项操作保存在本机，等待同步`);
}

test('a rep without a connection logs two visits and closes a task; they survive a reload and reach the server once each', async ({ page, context }) => {
  test.setTimeout(300_000);
  const token = await apiToken(page.request, REP);
  const me = await apiGet<{ id: number }>(page.request, token, '/API-SYSTEM/user/info');
  const stamp = Date.now();
  const created = await call<Array<{ id: number }>>(page.request, token, 'POST', '/task/create', {
    type: 'FOLLOW_UP',
    title: `离线关闭 ${stamp}`,
    assigneeIds: [me.id],
    dueAt: new Date(stamp + 86_400_000).toISOString(),
  });
  const taskId = created.result[0]!.id;
  const other = await call<Array<{ id: number }>>(page.request, token, 'POST', '/task/create', {
    type: 'FOLLOW_UP',
    title: `他人先关闭 ${stamp}`,
    assigneeIds: [me.id],
    dueAt: new Date(stamp + 86_400_000).toISOString(),
  });
  const otherId = other.result[0]!.id;

  // Online: the app installs its worker, and the rep opens the pages they will use in the corridor.
  await signIn(page, REP);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  for (const id of [taskId, otherId]) {
    await page.goto(`/pc/task/taskRecordDetail?id=${id}`);
    await expect(page.getByRole('button', { name: /^关\s*闭$/ })).toBeVisible();
  }
  await page.goto('/pc/customer/doctorTeamManager/focusCustomer');
  const name = (await page.locator('.doctor-card .doctor-card__title-text').first().textContent())!.trim();
  await page.locator('.doctor-card').first().click();
  await expect(page.getByRole('button', { name: '记录拜访' })).toBeVisible();
  const record = page.url();

  // The signal goes.
  await context.setOffline(true);
  const [first, second] = [`离线拜访一 ${stamp}`, `离线拜访二 ${stamp}`];
  await logVisit(page, first, 1);
  // The second visit with the doctor is another day's: the same doctor at the same time would be the first one logged twice.
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 86_400_000));
  await logVisit(page, second, 2, yesterday);
  for (const id of [taskId, otherId]) {
    await page.goto(`/pc/task/taskRecordDetail?id=${id}`);
    await page.getByRole('button', { name: /^关\s*闭$/ }).click();
    const dialog = page.getByRole('dialog', { name: '关闭任务' });
    await dialog.getByRole('button', { name: '关闭任务' }).click();
    await expect(page.getByText('当前没有网络：关闭操作已保存在本机，恢复网络后自动同步').first()).toBeVisible();
  }
  await expect(page.locator('.outbox-banner')).toContainText('4 项操作保存在本机，等待同步');

  // Still offline, the page is loaded again: the app and its queue are still there.
  await page.goto(record);
  await expect(page.getByRole('button', { name: '记录拜访' })).toBeVisible();
  await expect(page.locator('.outbox-banner')).toContainText('4 项操作保存在本机，等待同步');
  await page
    .locator('.outbox-banner')
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  await expect(page.locator('.outbox-action')).toHaveCount(4);
  await expect(page.locator('.outbox-drawer')).toContainText(`记录拜访：${name}`);
  await screenshot(page, 'offline/outbox-waiting-zh');
  await page.keyboard.press('Escape');
  const actions = await queued(page);
  expect(actions.map((a) => a.operation).sort()).toEqual(['addVisit', 'addVisit', 'closeTasks', 'closeTasks']);

  // Meanwhile a manager closes one of the tasks.
  const manager = await apiToken(page.request, 'manager');
  await call(page.request, manager, 'PUT', '/task/batch/close', { ids: [otherId] });

  // The signal returns: each action is sent once; the close that came too late is shown, not lost.
  await context.setOffline(false);
  await expect(page.getByText('3 项离线操作已同步')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.outbox-banner')).toContainText('1 项离线操作未能保存，需要您处理');
  await page
    .locator('.outbox-banner')
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  const conflict = page.locator('.outbox-action');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`关闭任务：他人先关闭 ${stamp}`);
  await expect(conflict).toContainText('任务已被他人关闭，此次关闭未执行');
  await screenshot(page, 'offline/outbox-conflict-zh');
  expect(await visitsWithNotes(page.request, token, name, first)).toBe(1);
  expect(await visitsWithNotes(page.request, token, name, second)).toBe(1);
  const task = await apiGet<{ status: string }>(page.request, token, `/task/find/${taskId}`);
  expect(task.status).toBe('closed');

  // The same action sent again by the device (a retry after a lost answer) is not stored twice.
  const visit = actions.find((a) => a.operation === 'addVisit' && (a.body as { notes: string }).notes === first)!;
  const replay = await call(page.request, token, 'POST', '/v2/visit/add', visit.body, { 'Idempotency-Key': visit.key });
  expect(replay.replayed).toBe(true);
  expect(await visitsWithNotes(page.request, token, name, first)).toBe(1);

  // The rep reads why and discards it.
  await conflict.getByRole('button', { name: /^放\s*弃$/ }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.locator('.outbox-banner')).toHaveCount(0);
});

test('a visit queued for a doctor who stops being the rep’s meanwhile is shown as not saved, kept, and sent once the doctor is theirs again', async ({ page, context }) => {
  test.setTimeout(300_000);
  // A rep no other test uses: the administrator moves them to another territory and back.
  const rep = 'rep.cd3' as DemoAccount;
  const admin = await apiToken(page.request, 'admin');
  const repId = (await apiGet<{ id: number }>(page.request, await apiToken(page.request, rep), '/API-SYSTEM/user/info')).id;
  const neighbourId = (await apiGet<{ id: number }>(page.request, await apiToken(page.request, 'rep.cd2' as DemoAccount), '/API-SYSTEM/user/info')).id;
  type AdminUser = Record<string, unknown> & { orgId: number };
  const userOf = (id: number) => apiGet<AdminUser>(page.request, admin, `/API-SYSTEM/admin/user/${id}`);
  const [user, neighbour] = [await userOf(repId), await userOf(neighbourId)];
  const moveTo = async (orgId: number) => {
    const { id: _id, username: _username, orgName: _orgName, lockedUntil: _lockedUntil, createdAt: _createdAt, ...fields } = user;
    await call(page.request, admin, 'PUT', `/API-SYSTEM/admin/user/${repId}`, { ...fields, orgId });
  };

  await signIn(page, rep);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await page.goto('/pc/customer/doctorTeamManager/focusCustomer');
  const name = (await page.locator('.doctor-card .doctor-card__title-text').first().textContent())!.trim();
  await page.locator('.doctor-card').first().click();
  await expect(page.getByRole('button', { name: '记录拜访' })).toBeVisible();

  await context.setOffline(true);
  const notes = `调岗前的拜访 ${Date.now()}`;
  await logVisit(page, notes, 1);
  // While the phone has no signal, the rep is moved to another territory: the doctor is no longer theirs.
  await moveTo(neighbour.orgId);
  try {
    await context.setOffline(false);
    await expect(page.locator('.outbox-banner')).toContainText('1 项离线操作未能保存，需要您处理', { timeout: 60_000 });
    await page
      .locator('.outbox-banner')
      .getByRole('button', { name: /^查\s*看$/ })
      .click();
    const conflict = page.locator('.outbox-action');
    await expect(conflict).toContainText(`记录拜访：${name}`);
    await expect(conflict).toContainText('所选医生不存在或不在您的客户范围内');
    await screenshot(page, 'offline/outbox-doctor-left-zh');
    const token = await apiToken(page.request, rep);
    expect(await visitsWithNotes(page.request, token, name, notes)).toBe(0);
  } finally {
    await moveTo(user.orgId);
  }

  // The doctor is the rep's again: sent again, the visit is stored, once.
  await page.locator('.outbox-action').getByRole('button', { name: '重新发送' }).click();
  await page.getByRole('button', { name: '立即同步' }).click();
  await expect(page.locator('.outbox-banner')).toHaveCount(0, { timeout: 30_000 });
  expect(await visitsWithNotes(page.request, await apiToken(page.request, rep), name, notes)).toBe(1);
});

test('what the device kept stands in only while the server cannot answer: a page opened after a reload shows what the server holds', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request, REP);
  const me = await apiGet<{ id: number }>(page.request, token, '/API-SYSTEM/user/info');
  const title = `重新打开后 ${Date.now()}`;
  const created = await call<Array<{ id: number }>>(page.request, token, 'POST', '/task/create', {
    type: 'FOLLOW_UP',
    title,
    assigneeIds: [me.id],
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const search = async () => {
    await page.getByPlaceholder('搜索任务标题').fill(title);
    await page.getByPlaceholder('搜索任务标题').press('Enter');
    return page.locator('.task-table .ant-table-row', { hasText: title });
  };

  await signIn(page, REP);
  await page.goto('/pc/task/all');
  await expect(await search()).not.toContainText(/已关闭/);
  // The device keeps the open task's line.
  await expect
    .poll(() =>
      page.evaluate(
        (text) =>
          new Promise<boolean>((resolve) => {
            const opening = indexedDB.open('crm-reads');
            opening.onsuccess = () => {
              const all = opening.result.transaction('snapshots').objectStore('snapshots').getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result).includes(text));
            };
            opening.onerror = () => resolve(false);
          }),
        title,
      ),
    )
    .toBe(true);

  // Someone closes it; the rep opens the app again within seconds and looks for it.
  await call(page.request, token, 'PUT', '/task/batch/close', { ids: [created.result[0]!.id] });
  await page.goto('/pc/task/all');
  await expect(page.locator('.task-table')).toBeVisible();
  await expect(await search()).toContainText(/已关闭/);
});
