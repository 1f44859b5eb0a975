import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from './support/app';
import { searchDoctors, type DoctorCardResult } from './support/customers';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: pages and lists may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const MY_VISITS = '/pc/customer/visitTeamManager/myVisit';

const shot = (page: Page, name: string) => screenshot(page, `doctor-actions/${name}`);
const profileUrl = (doctor: DoctorCardResult) => `/pc/customer/doctorProfile?doctorId=${encodeURIComponent(doctor.doctorId)}&id=${doctor.id}`;
const recordUrl = (doctor: DoctorCardResult) => `/pc/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.doctorName)}`;
/** A form field by its label, whether or not the label carries the required mark or a colon. */
const labelled = (label: string) => new RegExp(`^\\*?\\s*${label}\\s*:?$`);
const formItem = (scope: Locator, label: string) => scope.locator('.ant-form-item', { has: scope.page().getByLabel(labelled(label)) });
/** Picks an option of an antd select by its label and checks that the field now shows it. */
async function choose(scope: Locator, label: string, option: string) {
  const page = scope.page();
  await expect(async () => {
    await scope.getByLabel(labelled(label)).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 10_000 });
    await expect(formItem(scope, label)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** Types a time into a picker, confirms it with Enter, and checks that the picker kept it. */
async function typeInto(scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(labelled(label));
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** One of the rep's own doctors, the `index`-th, so that tests do not share one. */
async function doctorOfRep(page: Page, index: number): Promise<DoctorCardResult> {
  const doctors = await searchDoctors(page.request, await apiToken(page.request, 'rep'), { type: 'MY_CUSTOMER' });
  return doctors.content[index]!;
}

test('from a doctor’s profile a rep logs a visit, with the doctor chosen, and finds it on top of my visits', async ({ page }) => {
  test.setTimeout(300_000);
  const doctor = await doctorOfRep(page, 1);
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, profileUrl(doctor));
  await expect(page.locator('.profile-overview')).toContainText(doctor.doctorName);
  await page.locator('.profile-overview').getByRole('button', { name: '记录拜访' }).click();
  // The quick log, the doctor chosen and half an hour proposed: a result is all it still needs.
  const dialog = page.getByRole('dialog', { name: '快速记录拜访' });
  await expect(formItem(dialog, '医生')).toContainText(doctor.doctorName);
  await expect(dialog.locator('.quick-log__chips .ant-radio-button-wrapper-checked').first()).toHaveText('30 分钟');
  await choose(dialog, '拜访方式', '面对面拜访');
  await choose(dialog, '拜访目的', '学术推广');
  await dialog.getByText('有兴趣，需进一步跟进', { exact: true }).click();
  const note = `全景页记录 ${Date.now()}`;
  await dialog.getByLabel('拜访记录').fill(note);
  const saved = page.waitForResponse((response) => response.url().includes('/v2/visit/add') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  const visitId = ((await answer.json()) as { result: { id: number } }).result.id;
  await expect(dialog).toBeHidden();

  // My visits, unfiltered: the visit just logged is on top, ahead of the plans for the coming days;
  // only the demo's own visits of today that began after it (later in the morning) may stand above it.
  const listed = page.waitForResponse((response) => /\/v2\/visit\/find\/my\/page/.test(response.url()));
  await page.goto(MY_VISITS);
  const content = ((await (await listed).json()) as { result: { content: Array<{ id: number; startAt: string }> } }).result.content;
  const position = content.findIndex((visit) => visit.id === visitId);
  expect(position).toBeGreaterThanOrEqual(0);
  const loggedStart = Date.parse(content[position]!.startAt);
  for (const above of content.slice(0, position)) expect(Date.parse(above.startAt)).toBeGreaterThan(loggedStart);
  for (const above of content.slice(0, position)) expect(Date.parse(above.startAt)).toBeLessThanOrEqual(Date.now());
  const row = page.locator('.visit-table .ant-table-row').nth(position);
  await expect(row).toContainText(doctor.doctorName);
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.visit-detail')).toContainText(note);
});

test('a new task from the doctor record has the doctor filled in', async ({ page }) => {
  const doctor = await doctorOfRep(page, 2);
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, recordUrl(doctor));
  const header = page.locator('.doctor-header');
  await expect(header).toContainText(doctor.doctorName);
  await expect(header.getByRole('button', { name: '记录拜访' })).toBeVisible();
  await header.getByRole('button', { name: '新建任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建任务' });
  await expect(formItem(dialog, '关联医生')).toContainText(doctor.doctorName);
  const title = `全景任务 ${Date.now()}`;
  await dialog.getByLabel(labelled('任务标题')).fill(title);
  const created = page.waitForResponse((response) => response.url().includes('/task/create') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(200);
  const tasks = ((await answer.json()) as { result: Array<{ title: string; doctor: { id: number } | null }> }).result;
  expect(tasks.map((task) => [task.title, task.doctor?.id])).toEqual([[title, doctor.id]]);
  await expect(dialog).toBeHidden();
});

test('a reader sees neither action on a doctor’s pages', async ({ page }) => {
  const doctor = await doctorOfRep(page, 0);
  await signInWithToken(page, page.request, 'reader');
  await openApp(page, profileUrl(doctor));
  await expect(page.locator('.profile-overview')).toContainText(doctor.doctorName);
  await expect(page.locator('.profile-overview__star')).toBeVisible();
  await expect(page.getByRole('button', { name: '记录拜访' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建任务' })).toHaveCount(0);
});

for (const lang of ['zh', 'en'] as const) {
  test(`doctor pages with their actions, and the duration check, in ${lang}`, async ({ page }) => {
    const text =
      lang === 'zh'
        ? {
            log: '记录拜访',
            quick: '快速记录拜访',
            halfHour: '30 分钟',
            task: '新建任务',
            start: '开始时间',
            end: '结束时间',
            derived: '45 分钟',
          }
        : {
            log: 'Log a visit',
            quick: 'Quick visit log',
            halfHour: '30 min',
            task: 'New task',
            start: 'Start time',
            end: 'End time',
            derived: '45 minutes',
          };
    await page.setViewportSize({ width: 1280, height: 900 });
    const doctor = await doctorOfRep(page, 0);
    await signInWithToken(page, page.request, 'rep', { lang });
    await openApp(page, profileUrl(doctor));
    const overview = page.locator('.profile-overview');
    await expect(overview.getByRole('button', { name: text.log })).toBeVisible();
    await expect(overview.getByRole('button', { name: text.task })).toBeVisible();
    await shot(page, `doctor-profile-${lang}`);

    await page.goto(recordUrl(doctor));
    const header = page.locator('.doctor-header');
    await expect(header.getByRole('button', { name: text.task })).toBeVisible();
    await header.getByRole('button', { name: text.log }).click();
    await expect(header).toBeVisible();
    const quick = page.getByRole('dialog', { name: text.quick });
    await expect(quick.locator('.quick-log__chips .ant-radio-button-wrapper-checked').first()).toHaveText(text.halfHour);
    await shot(page, `quick-log-${lang}`);
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();
    await shot(page, `doctor-record-${lang}`);

    // In the full form the duration is not asked for: it follows the start and end times.
    await page.goto(MY_VISITS);
    await page.getByRole('button', { name: text.log }).click();
    const dialog = page.getByRole('dialog', { name: text.log });
    await expect(dialog).toBeVisible();
    await typeInto(dialog, text.start, '10:00');
    await typeInto(dialog, text.end, '10:45');
    await expect(dialog.locator('.visit-form__duration')).toHaveText(text.derived);
    await shot(page, `visit-duration-${lang}`);
  });
}
