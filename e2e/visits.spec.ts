import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { apiGet, apiToken } from './support/app';
import type { DemoAccount } from './support/constants';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: pages and lists may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const MY_VISITS = '/pc/customer/visitTeamManager/myVisit';
const TEAM_VISITS = '/pc/customer/visitTeamManager/teamVisit';
const MY_PLAN = '/pc/task/myPlan';
/** The district manager of Beijing, another district than the rep's (Shanghai). */
const OTHER_DISTRICT_MANAGER = 'dm.bj' as DemoAccount;
const TIME_ZONE = 'Asia/Shanghai';

const shot = (page: Page, name: string) => screenshot(page, `visits/${name}`);
/**
 * Times of day unique to this attempt (06:05, then 06:10 on a retry…), so that a retry does not
 * find the visit its failed attempt already saved.
 */
const attemptTime = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute + 5 * test.info().retry).padStart(2, '0')}`;
/** A calendar day in the tenant's zone, `days` from today. */
const dayInZone = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));
/** How lists name a day within the week: its short weekday (周一), as formatWhen shows it. */
const weekdayInZone = (days: number) => new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, weekday: 'short' }).format(new Date(Date.now() + days * 86_400_000));

async function signedIn(browser: Browser, user: DemoAccount, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, page.request, user, { lang });
  return page;
}

/** A form field by its label, whether or not the label carries the required mark or a colon. */
const labelled = (label: string) => new RegExp(`^\\*?\\s*${label}\\s*:?$`);
const field = (scope: Locator, label: string) => scope.getByLabel(labelled(label));
/** The form item around a field: it shows the chosen option and the field's own error. */
const formItem = (scope: Locator, label: string) => scope.locator('.ant-form-item', { has: scope.page().getByLabel(labelled(label)) });

/**
 * Picks an option of an antd select by its label, searching when the select searches, and checks
 * that the field now shows it: a click that lands while the options are being replaced (a search
 * answering, a list loading) picks nothing, and the form would then refuse to save.
 */
async function choose(scope: Locator, label: string, option: string, search?: string) {
  const page = scope.page();
  const select = field(scope, label);
  await expect(async () => {
    await select.click();
    if (search) {
      // The doctor picker asks the server for each search: pick from its answer, not the list before it.
      // (A search already answered is kept for a minute and not asked again, hence the bounded wait.)
      const searched = page.waitForResponse((response) => response.url().includes('/doctor/find/page') && new URL(response.url()).searchParams.get('keyword') === search, {
        timeout: 15_000,
      });
      await select.fill(search);
      await searched.catch(() => undefined);
    }
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 10_000 });
    await expect(formItem(scope, label)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** Types a date or time into a picker, confirms it with Enter, and checks that the picker kept it. */
async function typeInto(scope: Locator, label: string, value: string) {
  const input = field(scope, label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

interface Doctor {
  name: string;
  nameEn: string;
}

/** One of the first doctors of the user's list; tests that log a visit now take different ones, as the same doctor at the same time is refused. */
async function firstDoctorOf(page: Page, user: DemoAccount, index = 0): Promise<Doctor> {
  const token = await apiToken(page.request, user);
  const doctors = await apiGet<{ content: Array<{ doctorName: string; doctorNameEn: string | null }> }>(page.request, token, '/doctor/find/page?page=0&size=5');
  const first = doctors.content[index]!;
  return { name: first.doctorName, nameEn: first.doctorNameEn ?? first.doctorName };
}

/** Saves the visit form and returns the server's answer to it (the form's own checks may stop it first). */
async function save(dialog: Locator, name: RegExp | string) {
  const answered = dialog.page().waitForResponse((response) => response.url().includes('/v2/visit/add') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name }).click();
  return answered;
}

/** Searches the visit list and returns the visits the server listed for the search. */
async function searchVisits(page: Page, keyword: string): Promise<Array<{ startAt: string; user: { firstName: string } }>> {
  await page.getByPlaceholder(/医生或医院名称|Doctor or hospital name/).fill(keyword);
  const listed = page.waitForResponse(
    (response) => /\/v2\/visit\/find\/(my|team)\/page/.test(response.url()) && (response.request().postDataJSON() as { keyword?: string } | null)?.keyword === keyword,
  );
  await page.getByRole('button', { name: /查\s*询|Search/ }).click();
  const answer = await listed;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { content: Array<{ startAt: string; user: { firstName: string } }> } }).result.content;
}

test('a rep logs a visit; it shows in my visits and the district manager’s team visits, not in another district’s', async ({ page, browser }) => {
  // Three people sign in one after the other: on a loaded machine that alone can take minutes.
  test.setTimeout(420_000);
  const doctor = await firstDoctorOf(page, 'rep');
  const yesterday = dayInZone(-1);
  const [start, end] = [attemptTime(6, 5), attemptTime(6, 35)];
  const shown = `${weekdayInZone(-1)} ${start}`;
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, MY_VISITS);
  await page.getByRole('button', { name: '记录拜访' }).click();
  const dialog = page.getByRole('dialog', { name: '记录拜访' });
  await choose(dialog, '医生', doctor.name, doctor.name);
  await typeInto(dialog, '日期', yesterday);
  await typeInto(dialog, '开始时间', start);
  await typeInto(dialog, '结束时间', end);
  await choose(dialog, '拜访方式', '面对面拜访');
  await choose(dialog, '拜访目的', '学术推广');
  // The duration is derived from the times, not asked for.
  await expect(dialog.locator('.visit-form__duration')).toHaveText('30 分钟');
  await choose(dialog, '拜访结果', '有兴趣，需进一步跟进');
  await dialog.getByLabel('拜访记录').fill('介绍了新适应症的三期数据');
  const saved = await save(dialog, /保\s*存/);
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(page.getByText('拜访已记录')).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchVisits(page, doctor.name);
  const mine = page.locator('.visit-table .ant-table-row', { hasText: shown });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(doctor.name);
  await mine.getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.visit-detail')).toContainText('介绍了新适应症的三期数据');
  await expect(page.locator('.visit-detail')).toContainText('有兴趣，需进一步跟进');

  const repName = (await apiGet<{ firstName: string }>(page.request, await apiToken(page.request, 'rep'), '/API-SYSTEM/user/info')).firstName;
  const manager = await signedIn(browser, 'manager');
  await openApp(manager, TEAM_VISITS);
  await searchVisits(manager, doctor.name);
  const inTeam = manager.locator('.visit-table .ant-table-row', { hasText: shown });
  await expect(inTeam).toHaveCount(1);
  await expect(inTeam).toContainText(repName);

  const other = await signedIn(browser, OTHER_DISTRICT_MANAGER);
  await openApp(other, TEAM_VISITS);
  const othersList = await searchVisits(other, doctor.name);
  expect(othersList.map((visit) => visit.user.firstName)).not.toContain(repName);
  await expect(other.locator('.visit-table')).not.toContainText(shown);
  await expect(other.locator('.visit-table')).not.toContainText(repName);
});

test('the export downloads an xlsx with the same rows as the filtered list', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager');
  await openApp(page, TEAM_VISITS);
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(/^共 \d+ 条$/);
  const unfiltered = (await total.textContent())!;
  await choose(page.locator('.visit-filter'), '拜访结果', '有兴趣，需进一步跟进');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  // The unfiltered list stays on screen until the filtered one arrives: read the count only after it has.
  await expect(total).not.toHaveText(unfiltered);
  await expect(total).toHaveText(/^共 \d+ 条$/);
  await expect(page.locator('.visit-table .ant-table-row').first()).toBeVisible();
  const count = Number(/\d+/.exec((await total.textContent()) ?? '')![0]);
  expect(count).toBeGreaterThan(0);
  const listed = await page.locator('.visit-table .ant-table-row .visit-doctor').allTextContents();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^拜访记录-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = (await readSheet(await download.path())) as unknown[][];
  expect(rows[0]).toEqual(['开始时间', '结束时间', '状态', '医生', '医院', '科室', '拜访方式', '拜访目的', '拜访时长', '拜访结果', '产品', '协访人', '拜访人', '备注', '下一步']);
  expect(rows.length - 1).toBe(count);
  expect(rows.slice(1, listed.length + 1).map((row) => row[3])).toEqual(listed);
  expect(rows.slice(1).every((row) => row[9] === '有兴趣，需进一步跟进')).toBe(true);
  await expect(page.getByText(/已导出 拜访记录-/)).toBeVisible();
});

test('bad visits get clear errors, from the form and from the server, in Chinese and English', async ({ page, browser }) => {
  const doctor = await firstDoctorOf(page, 'rep');
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, MY_VISITS);
  await page.getByRole('button', { name: '记录拜访' }).click();
  const dialog = page.getByRole('dialog', { name: '记录拜访' });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请选择医生')).toBeVisible();
  await expect(dialog.getByText('请选择拜访方式')).toBeVisible();
  await expect(dialog.getByText('请选择拜访结果')).toBeVisible();
  await choose(dialog, '医生', doctor.name, doctor.name);
  await typeInto(dialog, '开始时间', '10:00');
  await typeInto(dialog, '结束时间', '09:30');
  await expect(dialog.getByText('结束时间必须晚于开始时间')).toBeVisible();
  await typeInto(dialog, '日期', dayInZone(2));
  await typeInto(dialog, '结束时间', '10:30');
  await choose(dialog, '拜访方式', '电话拜访');
  await choose(dialog, '拜访目的', '产品介绍');
  await choose(dialog, '拜访结果', '态度中立');
  expect((await save(dialog, /保\s*存/)).status()).toBe(400);
  await expect(dialog.getByRole('alert')).toContainText('不能记录尚未发生的拜访，请改为计划拜访');

  const english = await signedIn(browser, 'rep', 'en');
  await openApp(english, MY_VISITS);
  await english.getByRole('button', { name: 'Log a visit' }).click();
  const form = english.getByRole('dialog', { name: 'Log a visit' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please choose a doctor')).toBeVisible();
  // The English screens name the doctor in English; the search still finds the Chinese name.
  await choose(form, 'Doctor', doctor.nameEn, doctor.name);
  await typeInto(form, 'Date', dayInZone(2));
  await typeInto(form, 'Start time', '10:00');
  await typeInto(form, 'End time', '10:30');
  await choose(form, 'Visit type', 'Phone call');
  await choose(form, 'Purpose', 'Product introduction');
  await choose(form, 'Result', 'Neutral');
  expect((await save(form, 'Save')).status()).toBe(400);
  await expect(form.getByRole('alert')).toContainText('A visit that has not happened yet cannot be logged: plan it instead');
});

test('a visit planned from the calendar is then logged as done', async ({ page }) => {
  // Not the doctor the first test logs a visit with now: logging the plan's result proposes now too.
  const doctor = await firstDoctorOf(page, 'rep', 3);
  const tomorrow = dayInZone(1);
  const [start, end] = [attemptTime(7, 5), attemptTime(7, 35)];
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, MY_PLAN);
  await expect(page.locator(`.plan-day[data-day="${dayInZone(0)}"]`)).toBeVisible();
  // The week view starts on Monday: on a Sunday, tomorrow is in the next week.
  const tomorrowInNextWeek = (await page.locator(`.plan-day[data-day="${tomorrow}"]`).count()) === 0;
  if (tomorrowInNextWeek) await page.getByRole('button', { name: '下一页' }).click();
  await page.getByRole('button', { name: `在 ${tomorrow} 计划拜访` }).click();
  const dialog = page.getByRole('dialog', { name: '计划拜访' });
  await choose(dialog, '医生', doctor.name, doctor.name);
  await typeInto(dialog, '开始时间', start);
  await typeInto(dialog, '结束时间', end);
  await choose(dialog, '拜访方式', '面对面拜访');
  await choose(dialog, '拜访目的', '会议邀请');
  await expect(field(dialog, '拜访结果')).toHaveCount(0);
  const planned = await save(dialog, /保\s*存/);
  expect(planned.status(), await planned.text()).toBe(200);
  await expect(page.getByText('拜访已计划')).toBeVisible();

  const entry = page.locator(`.plan-day[data-day="${tomorrow}"] .plan-entry--planned`, { hasText: start });
  await expect(entry).toContainText(doctor.name);
  await entry.click();
  await page.getByRole('button', { name: '记录结果' }).click();
  const outcome = page.getByRole('dialog', { name: '记录拜访结果' });
  await choose(outcome, '拜访结果', '认可产品并愿意处方');
  await outcome.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('拜访结果已记录')).toBeVisible();
  await expect(page.locator('.visit-detail')).toContainText('已完成');
  await page.keyboard.press('Escape');
  await expect(page.locator(`.plan-day[data-day="${tomorrow}"] .plan-entry--planned`, { hasText: start })).toHaveCount(0);
  if (tomorrowInNextWeek) await page.getByRole('button', { name: '上一页' }).click();
  await expect(page.locator(`.plan-day[data-day="${dayInZone(0)}"] .plan-entry--completed`, { hasText: doctor.name }).first()).toBeVisible();
});

for (const lang of ['zh', 'en'] as const) {
  test(`visit screens in ${lang}`, async ({ page, browser }) => {
    await signInWithToken(page, page.request, 'rep', { lang });
    await openApp(page, MY_VISITS);
    await expect(page.locator('.visit-table .ant-table-row').first()).toBeVisible();
    await shot(page, `my-visits-${lang}`);
    await page.locator('.visit-table .ant-table-row').first().getByRole('button').click();
    await expect(page.locator('.visit-detail')).toBeVisible();
    await shot(page, `visit-detail-${lang}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: lang === 'zh' ? '记录拜访' : 'Log a visit' }).click();
    await expect(page.locator('.visit-form')).toBeVisible();
    await shot(page, `visit-form-${lang}`);
    await page.keyboard.press('Escape');

    await page.goto(MY_PLAN);
    await expect(page.locator('.plan-entry').first()).toBeVisible();
    await shot(page, `plan-week-${lang}`);
    await page.getByText(lang === 'zh' ? '月' : 'Month', { exact: true }).click();
    await expect(page.locator('.plan-calendar--month')).toBeVisible();
    await shot(page, `plan-month-${lang}`);

    const manager = await signedIn(browser, 'manager', lang);
    await openApp(manager, TEAM_VISITS);
    await expect(manager.locator('.visit-table .ant-table-row').first()).toBeVisible();
    await shot(manager, `team-visits-${lang}`);
  });
}

/**
 * The quick log, opened by its link (`/pc/customer/visitTeamManager/myVisit?log=<doctorId>`) on a
 * 390 px phone: with the doctor chosen, a visit takes three taps (a duration chip, a result chip,
 * Save); the same visit again is refused with the server's message and a way to open the one saved,
 * and the form keeps what was entered.
 */
test('the quick log saves a visit in three taps on a phone, and refuses it logged again, in Chinese and English', async ({ browser }) => {
  // Two languages, each signing in on a loaded machine.
  test.setTimeout(480_000);
  const text = {
    zh: {
      title: '快速记录拜访',
      date: '日期',
      start: '开始时间',
      chip: '45 分钟',
      result: '态度中立',
      save: /保\s*存/,
      logged: '拜访已记录',
      twice: '您已有一条与该医生时间重叠的拜访',
      open: '打开已有拜访',
    },
    en: {
      title: 'Quick visit log',
      date: 'Date',
      start: 'Start',
      chip: '45 min',
      result: 'Neutral',
      save: 'Save',
      logged: 'The visit was logged',
      twice: 'You already have a visit with this doctor at an overlapping time',
      open: 'Open the existing visit',
    },
  };
  for (const [index, lang] of (['zh', 'en'] as const).entries()) {
    const words = text[lang];
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const token = await apiToken(page.request, 'rep');
    const doctors = await apiGet<{ content: Array<{ id: number; doctorName: string; doctorNameEn: string | null }> }>(page.request, token, '/doctor/find/page?page=0&size=10');
    const doctor = doctors.content[5 + index]!;
    await signInWithToken(page, page.request, 'rep', { lang });
    // Early yesterday morning, a time of this attempt's own: the demo's visits are in working hours.
    const start = attemptTime(5, 5 + 20 * index);
    const logOnce = async () => {
      await page.goto(`${MY_VISITS}?log=${doctor.id}`);
      const dialog = page.getByRole('dialog', { name: words.title });
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await typeInto(dialog, words.date, dayInZone(-1));
      await typeInto(dialog, words.start, start);
      // The three taps.
      await dialog.getByText(words.chip, { exact: true }).click();
      await dialog.getByText(words.result, { exact: true }).click();
      const answered = await save(dialog, words.save);
      return { dialog, answered };
    };
    const first = await logOnce();
    expect(first.answered.status(), await first.answered.text()).toBe(200);
    await expect(page.getByText(words.logged)).toBeVisible();
    await expect(first.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]log=/);

    const again = await logOnce();
    expect(again.answered.status()).toBe(409);
    const alert = again.dialog.getByRole('alert');
    await expect(alert).toContainText(words.twice);
    await expect(alert).toContainText(`${start}–`);
    if (lang === 'en') await expect(again.dialog).not.toContainText(/\p{Script=Han}/u);
    // What was entered stays; the saved visit opens above the form.
    await expect(field(again.dialog, words.start)).toHaveValue(start);
    await shot(page, `quick-log-twice-${lang}`);
    await alert.getByRole('button', { name: words.open }).click();
    await expect(page.locator('.visit-detail')).toContainText(lang === 'en' ? (doctor.doctorNameEn ?? doctor.doctorName) : doctor.doctorName);
    await page.context().close();
  }
});
