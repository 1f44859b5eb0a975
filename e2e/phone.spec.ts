import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiToken, publishMessage, signIn } from './support/app';
import { expectPhoneReady, PHONE } from './support/phone';
import { screenshot } from './support/screenshots';
import { chooseOption } from './support/select';

const port = Number(process.env.E2E_PORT ?? 8095);

// A rep's day on a phone, in each language on its own enterprise (each has its own demo meeting to
// confirm). Every page on the way must fit the phone's width with 44 px touch targets.
test.describe.configure({ mode: 'parallel' });
test.use(PHONE);

const STORIES = [
  {
    lang: 'zh' as const,
    baseURL: `http://localhost:${port}`,
    realm: 'kangning',
    text: {
      menu: '菜单',
      messages: '我的消息',
      panorama: '看全景',
      customers: '客户管理',
      doctors: '医生管理',
      search: '姓名、拼音或首字母、医院、科室',
      filters: '筛选',
      logVisit: '记录拜访',
      quickLog: '快速记录拜访',
      type: '拜访方式',
      typeOption: '面对面拜访',
      purpose: '拜访目的',
      purposeOption: '学术推广',
      result: '拜访结果',
      resultOption: '有兴趣，需进一步跟进',
      notes: '拜访记录',
      save: /^保\s*存$/,
      logged: '拜访已记录',
      taskSearch: '搜索任务标题',
      closeSelected: '批量关闭',
      closeTasks: '关闭任务',
      closed: /已关闭/,
      confirm: /^确\s*认$/,
      confirmComment: '确认说明（选填）',
      confirmAction: '确认会议已召开',
      confirmed: '已确认',
    },
  },
  {
    lang: 'en' as const,
    baseURL: `http://127.0.0.1:${port}`,
    realm: 'huaze',
    text: {
      menu: 'Menu',
      messages: 'My messages',
      panorama: 'View panorama',
      customers: 'Customers',
      doctors: 'Doctors',
      search: 'Name, pinyin or initials, hospital, department',
      filters: 'Filters',
      logVisit: 'Log a visit',
      quickLog: 'Quick visit log',
      type: 'Visit type',
      typeOption: 'Face-to-face',
      purpose: 'Purpose',
      purposeOption: 'Academic promotion',
      result: 'Result',
      resultOption: 'Interested, needs follow-up',
      notes: 'Notes',
      save: 'Save',
      logged: 'The visit was logged',
      taskSearch: 'Search task titles',
      closeSelected: 'Close selected',
      closeTasks: 'Close tasks',
      closed: /Closed/,
      confirm: /^Confirm$/,
      confirmComment: 'Note (optional)',
      confirmAction: 'Confirm the meeting took place',
      confirmed: 'Confirmed',
    },
  },
];

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/prod-api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { result: T }).result;
}

/** Fits the phone, and is kept as a screenshot of the page under that name. */
async function looked(page: Page, lang: string, name: string): Promise<void> {
  await expectPhoneReady(page, `${name} (${lang})`);
  await screenshot(page, `phone/${name}-${lang}`);
}

for (const story of STORIES) {
  const { lang, text } = story;
  test.describe(`on a phone, in ${lang}`, () => {
    test.use({ baseURL: story.baseURL });

    test(`a rep finds a doctor, logs a visit, closes a task and confirms a meeting (${lang})`, async ({ page }) => {
      test.setTimeout(300_000);
      const token = await apiToken(page.request, 'rep', story.realm);
      const me = await apiGet<{ id: number }>(page.request, token, '/API-SYSTEM/user/info');
      const title = `${lang === 'en' ? 'Phone follow-up' : '手机跟进'} ${Date.now()}`;
      await post(page.request, token, '/task/create', { type: 'FOLLOW_UP', title, assigneeIds: [me.id], dueAt: new Date(Date.now() + 86_400_000).toISOString() });
      const meetings = await apiGet<{ content: Array<{ id: number; topic: string }> }>(page.request, token, '/meeting/page?group=met&tab=beConfirmed&page=0&size=20');
      expect(meetings.content.length, 'the demo has a meeting for the rep to confirm').toBeGreaterThan(0);

      await signIn(page, 'rep', { lang });
      await expect(page.locator('.app-sider')).toHaveCount(0);
      await looked(page, lang, 'workspace');

      // My customers, through the menu drawer.
      await page.getByRole('button', { name: text.menu }).click();
      const drawer = page.locator('.phone-menu');
      await drawer.getByText(text.customers, { exact: true }).click();
      await drawer.getByText(text.doctors, { exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page.locator('.page-title')).toHaveText(text.doctors);
      const first = page.locator('.doctor-card').first();
      await expect(first).toBeVisible();
      await looked(page, lang, 'my-customers');
      const name = (await first.locator('.doctor-card__title-text').textContent())!.trim();
      await page.getByPlaceholder(text.search).fill(name);
      await page.getByPlaceholder(text.search).press('Enter');
      await expect(page.locator('.doctor-card').first()).toContainText(name);
      await page.getByRole('button', { name: text.filters }).click();
      const filters = page.locator('.phone-filters');
      await expect(filters).toBeVisible();
      await looked(page, lang, 'my-customers-filters');
      await filters
        .getByRole('button', { name: /close|关闭/i })
        .first()
        .click();
      await expect(filters).toBeHidden();

      // My follows, today's tasks and messages, as the rep opens them from the menu's pages.
      await page.goto('/pc/customer/doctorTeamManager/myCustomer');
      await expect(page.locator('.doctor-card').first()).toBeVisible();
      await looked(page, lang, 'my-follows');
      await page.goto('/pc/task/today');
      await expect(page.locator('.task-table')).toBeVisible();
      await looked(page, lang, 'tasks-today');
      await page.goto('/pc/news/newsIndex');
      await expect(page.locator('.app-content').getByText(text.messages).first()).toBeVisible();
      await looked(page, lang, 'messages');
      // A message that arrives while the rep is on a page shows a notice whose close is a touch target too.
      await expect(page.getByTestId('news-indicator')).toHaveAttribute('data-connected', 'true');
      const notice = `${lang === 'en' ? 'Phone notice' : '手机通知'} ${Date.now()}`;
      await publishMessage(page.request, { userId: me.id, title: notice, content: notice }, story.realm);
      await expect(page.locator('.ant-notification')).toContainText(notice);
      await looked(page, lang, 'message-notice');
      await page.goto('/pc/customer/doctorTeamManager/focusCustomer');
      await page.getByPlaceholder(text.search).fill(name);
      await page.getByPlaceholder(text.search).press('Enter');
      await expect(page.locator('.doctor-card').first()).toContainText(name);

      // The doctor's profile and record, and a visit logged from the record.
      const profile = page.waitForURL((url) => !url.pathname.endsWith('/focusCustomer'));
      await page.locator('.doctor-card').first().getByText(text.panorama).click();
      await profile;
      await expect(page.locator('.app-content .ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('.profile-overview__name')).toHaveText(name);
      await looked(page, lang, 'doctor-profile');
      await page.goBack();
      await expect(page.locator('.doctor-card').first()).toContainText(name);
      await page.locator('.doctor-card').first().click();
      await expect(page.getByRole('button', { name: text.logVisit })).toBeVisible();
      await looked(page, lang, 'doctor-record');
      await page.getByRole('button', { name: text.logVisit }).click();
      const dialog = page.getByRole('dialog', { name: text.quickLog });
      await chooseOption(page, dialog.getByLabel(text.type, { exact: true }), text.typeOption);
      await chooseOption(page, dialog.getByLabel(text.purpose, { exact: true }), text.purposeOption);
      await dialog.getByText(text.resultOption, { exact: true }).click();
      await dialog.getByLabel(text.notes, { exact: true }).fill(lang === 'en' ? 'Talked through the phase III data' : '介绍了三期数据');
      await looked(page, lang, 'log-visit');
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.logged)).toBeVisible();
      await expect(dialog).toBeHidden();

      // My visits lists it, two lines a visit.
      await page.goto('/pc/customer/visitTeamManager/myVisit');
      // Among today's visits by time: the demo's own visits of today may come first after the morning.
      const logged = page.locator('.visit-rows .visit-row').filter({ hasText: name }).filter({ hasText: text.resultOption }).first();
      await expect(logged).toBeVisible();
      expect((await logged.boundingBox())!.height).toBeLessThan(80);
      await looked(page, lang, 'my-visits');

      // The plan, as a list of days.
      await page.goto('/pc/task/myPlan');
      await expect(page.locator('.plan-day').first()).toBeVisible();
      await looked(page, lang, 'plan');

      // A task closed.
      await page.goto('/pc/task/all');
      await page.getByPlaceholder(text.taskSearch).fill(title);
      await page.getByPlaceholder(text.taskSearch).press('Enter');
      const task = page.locator('.task-table .ant-table-row', { hasText: title });
      await expect(task).toHaveCount(1);
      await looked(page, lang, 'tasks');
      await task.locator('.ant-checkbox-wrapper').click();
      await page.getByRole('button', { name: text.closeSelected }).click();
      const closing = page.getByRole('dialog', { name: text.closeTasks });
      await looked(page, lang, 'close-task');
      await closing.getByRole('button', { name: text.closeTasks }).click();
      await expect(closing).toBeHidden();
      await expect(task).toContainText(text.closed);

      // A meeting that has taken place, confirmed with its attendance in view.
      await page.goto('/pc/meeting/met/beConfirmed');
      const meeting = page.locator('.ant-table-row', { hasText: meetings.content[0]!.topic });
      await expect(meeting).toBeVisible();
      await looked(page, lang, 'meetings-to-confirm');
      await meeting.getByRole('button', { name: text.confirm }).click();
      await page.getByLabel(text.confirmComment).fill(lang === 'en' ? 'Held as planned' : '会议按计划召开');
      await looked(page, lang, 'confirm-meeting');
      await page.getByRole('button', { name: text.confirmAction }).click();
      await expect(page.locator('.meeting-header')).toContainText(text.confirmed);
      await looked(page, lang, 'meeting-confirmed');
    });
  });
}

test.describe('on a phone inside the WeCom app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1' });

  test('the host app’s navigation replaces the menu and top bar, and the pages still fit the phone', async ({ page }) => {
    await signIn(page, 'rep');
    await expect(page.locator('.app-header')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
    await looked(page, 'zh', 'wecom-workspace');
    await page.goto('/pc/customer/doctorTeamManager/myCustomer');
    await expect(page.locator('.doctor-toolbar')).toBeVisible();
    await looked(page, 'zh', 'wecom-my-follows');
    await page.goto('/pc/news/newsIndex');
    await expect(page.locator('.app-content').getByText('我的消息').first()).toBeVisible();
    await looked(page, 'zh', 'wecom-messages');
  });
});
