import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { xlsxStream } from '../apps/server/src/lib/xlsx-writer';
import { apiToken } from './support/app';
import { apiCall, nameInitials, signInAs, searchDoctors, shownDoctorCount, TINY_PNG, type DoctorCardResult } from './support/customers';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The shared test machine is slow: lists over a freshly seeded database may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
  await screenshot(page, `customers/${name}`, { fullPage: false });
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (rows: string[][]) => buffer(xlsxStream({ columns: rows[0]!.map((header) => ({ header })), rows: rows.slice(1) }));
/** Opens the select of a labelled filter or form field and picks an option by its text. */
async function choose(page: Page, label: string, option: string) {
  const field = page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  await field.locator('.ant-select').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await page.keyboard.press('Escape');
}
/** A button's name, after any icon name: Ant Design spaces out two-character Chinese labels ("保 存"). */
const named = (text: string) => new RegExp(`(?:^|\\s)${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
const cards = (page: Page) => page.locator('.doctor-card');
const cardOf = (page: Page, name: string) => page.locator('.doctor-card', { has: page.getByText(name, { exact: true }) });

test('a rep finds a doctor by pinyin initials, stars it and sees it in my follows', async ({ page, request }) => {
  const token = await apiToken(request, 'rep');
  const mine = await searchDoctors(request, token, { listType: 'MY_CUSTOMER' });
  // A doctor whose initials few others share, so it shows among the first cards.
  let target: DoctorCardResult | undefined;
  for (const doctor of mine.content.filter((d) => !d.attention)) {
    const found = await searchDoctors(request, token, { listType: 'MY_CUSTOMER', keyword: nameInitials(doctor.doctorName) });
    if (found.totalElements <= 6) {
      target = doctor;
      break;
    }
  }
  expect(target, 'a doctor with rare initials').toBeDefined();
  const initials = nameInitials(target!.doctorName);

  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/customer/doctorTeamManager/focusCustomer');
  await expect(cards(page).first()).toBeVisible();
  await shot(page, 'doctor-list-zh');
  await page.getByRole('searchbox', { name: '搜索医生' }).fill(initials);
  await page.getByRole('searchbox', { name: '搜索医生' }).press('Enter');
  const card = cardOf(page, target!.doctorName);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('doctor-count')).toBeVisible();
  const count = await shownDoctorCount(page);
  expect(count).toBeLessThanOrEqual(6);
  await expect(cards(page)).toHaveCount(count);
  await card.getByRole('button', { name: named('关注') }).click();
  await expect(card.getByRole('button', { name: named('取消关注') })).toHaveAttribute('aria-pressed', 'true');

  await page.locator('.section-tabs').getByRole('tab', { name: '我的关注' }).click();
  await expect(page).toHaveURL(/myCustomer$/);
  await expect(cardOf(page, target!.doctorName)).toBeVisible();
  await shot(page, 'my-follows-zh');

  // The card opens the doctor's business record; its star reflects the follow too.
  await cardOf(page, target!.doctorName).click();
  await expect(page).toHaveURL(new RegExp(`/customer/businessRecord/${target!.id}/`));
  await expect(page.locator('.doctor-header')).toContainText(target!.doctorName);
  await expect(page.locator('.doctor-header').getByRole('button', { name: named('取消关注') })).toBeVisible();
  await expect(page.getByRole('link', { name: '看全景' })).toHaveAttribute('href', `/pc/customer/doctorProfile?doctorId=${target!.doctorId}&id=${target!.id}`);
});

test('a saved search round-trips: saved, applied again from the list, deleted', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager');
  await openApp(page, '/pc/customer/doctorTeamManager/focusCustomer');
  await expect(cards(page).first()).toBeVisible();
  const all = await shownDoctorCount(page);

  await page.getByRole('searchbox', { name: '搜索医生' }).fill('zh');
  await page.getByRole('searchbox', { name: '搜索医生' }).press('Enter');
  await page.getByRole('button', { name: named('筛选') }).click();
  await choose(page, '医院等级', '三级甲等');
  await expect.poll(() => shownDoctorCount(page)).toBeLessThan(all);
  const narrowed = await shownDoctorCount(page);
  await shot(page, 'doctor-filters-zh');

  await page.getByRole('button', { name: named('常用搜索') }).click();
  await page.getByRole('button', { name: named('保存当前搜索') }).click();
  await page.getByRole('dialog', { name: '保存当前搜索' }).getByLabel('名称').fill('三甲 zh 医生');
  await page
    .getByRole('dialog', { name: '保存当前搜索' })
    .getByRole('button', { name: named('保存') })
    .click();
  await expect(page.getByText('已保存“三甲 zh 医生”')).toBeVisible();

  await page.getByRole('button', { name: named('清空筛选') }).click();
  await expect(page.getByRole('searchbox', { name: '搜索医生' })).toHaveValue('');
  await expect.poll(() => shownDoctorCount(page)).toBe(all);

  await page.getByRole('button', { name: named('常用搜索') }).click();
  await page.locator('.saved-searches').getByText('三甲 zh 医生').click();
  await expect(page.getByRole('searchbox', { name: '搜索医生' })).toHaveValue('zh');
  await expect.poll(() => shownDoctorCount(page)).toBe(narrowed);
  await expect(page.locator('.doctor-filters').getByText('三级甲等')).toBeVisible();

  await page.getByRole('button', { name: named('常用搜索') }).click();
  await page.getByRole('button', { name: named('删除“三甲 zh 医生”') }).click();
  await page.getByRole('button', { name: named('删除') }).click();
  await expect(page.locator('.saved-searches').getByText('还没有保存的搜索')).toBeVisible();
});

test('filters combine, each narrowing the list to what the server counts', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const expected = async (body: Record<string, unknown>) => (await searchDoctors(request, token, { listType: 'MY_CUSTOMER', size: 1, ...body })).totalElements;
  await signInWithToken(page, page.request, 'manager');
  await openApp(page, '/pc/customer/doctorTeamManager/focusCustomer');
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => shownDoctorCount(page)).toBe(await expected({}));

  await page.getByRole('button', { name: named('筛选') }).click();
  await choose(page, '医院等级', '三级甲等');
  const tertiary = await expected({ hospitalLevels: ['3A'] });
  await expect.poll(() => shownDoctorCount(page)).toBe(tertiary);

  await choose(page, '职称', '主任医师');
  const chiefs = await expected({ hospitalLevels: ['3A'], titleCodes: ['CHIEF'] });
  expect(chiefs).toBeLessThan(tertiary);
  await expect.poll(() => shownDoctorCount(page)).toBe(chiefs);

  await choose(page, '最近拜访', '从未拜访');
  const neverVisited = await expected({ hospitalLevels: ['3A'], titleCodes: ['CHIEF'], lastVisit: 'NEVER' });
  expect(neverVisited).toBeLessThanOrEqual(chiefs);
  await expect.poll(() => shownDoctorCount(page)).toBe(neverVisited);
  await expect(page.locator('.doctor-toolbar .ant-badge-count')).toHaveText('3');
  for (const card of (await cards(page).all()).slice(0, 6)) await expect(card).toContainText('三级甲等');
  await shot(page, 'doctor-filters-combined-zh');
});

test('the hospital detail lists its doctors, departments and drug status', async ({ page, request }) => {
  const token = await apiToken(request, 'rep');
  const hospitals = await apiCall<{ content: Array<{ id: number; name: string; doctorCount: number }> }>(request, token, 'POST', '/hospital/search', {
    listType: 'MY_HOSPITAL',
    size: 5,
  });
  const hospital = hospitals.content.find((h) => h.doctorCount > 0)!;
  const doctors = await searchDoctors(request, token, { listType: 'ALL_CUSTOMER', hospitalId: hospital.id });

  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/customer/hospitalList/hospitalTeamManager');
  await expect(page.getByRole('link', { name: hospital.name })).toBeVisible();
  await shot(page, 'hospital-list-zh');
  await page.getByRole('link', { name: hospital.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/hospitalList/hospitalDetail/${hospital.id}/`));
  await expect(page.locator('.doctor-header')).toContainText(hospital.name);
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => cards(page).count()).toBe(Math.min(doctors.totalElements, await cards(page).count()));
  for (const doctor of doctors.content.slice(0, 3)) await expect(cardOf(page, doctor.doctorName).first()).toBeVisible();
  for (const card of (await cards(page).all()).slice(0, 8)) await expect(card).toContainText(hospital.name);
  await shot(page, 'hospital-detail-zh');

  await page.getByRole('tab', { name: '科室' }).click();
  await expect(page.getByRole('columnheader', { name: '标准科室' })).toBeVisible();
  await page.getByRole('tab', { name: '药品进院与覆盖' }).click();
  await expect(page.getByRole('columnheader', { name: '进院状态' })).toBeVisible();
  await shot(page, 'hospital-products-zh');
});

test('a verification is submitted with a certificate, approved by a steward, and cannot be submitted twice', async ({ page, browser, request }) => {
  const repToken = await apiToken(request, 'rep');
  const [doctor] = (await searchDoctors(request, repToken, { listType: 'MY_CUSTOMER', size: 20 })).content.filter((d) => !/\s/.test(d.doctorName));

  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/customer/doctorDataValidation');
  await expect(page.getByRole('button', { name: named('发起核验') })).toBeVisible();
  await page.getByRole('button', { name: named('发起核验') }).click();
  const dialog = page.getByRole('dialog', { name: '发起核验' });
  await dialog.getByLabel('搜索并选择医生').fill(doctor!.doctorName);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${doctor!.doctorName} · `) })
    .first()
    .click();
  await dialog.getByRole('button', { name: named('保存草稿') }).click();

  const drawer = page.getByRole('dialog').filter({ hasText: '核验：' });
  await expect(drawer).toContainText(`核验：${doctor!.doctorName}`);
  await expect(drawer.locator('[data-status]')).toHaveText('草稿');
  await drawer.getByRole('button', { name: named('提交审核') }).click();
  await expect(page.getByText('请先上传证明文件再提交')).toBeVisible();
  await drawer.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(drawer.getByText('licence.png')).toBeVisible();
  await shot(page, 'verification-draft-zh');
  await drawer.getByRole('button', { name: named('提交审核') }).click();
  await expect(drawer.locator('[data-status]')).toHaveText('待审核');
  await expect(drawer.getByText('已提交，每条核验只能提交一次')).toBeVisible();
  await expect(drawer.getByRole('button', { name: named('提交审核') })).toHaveCount(0);
  const mine = await apiCall<{ content: Array<{ id: number; doctorId: number }> }>(request, repToken, 'GET', '/doctor/verify/findBy/page?status=SUBMITTED&source=MANUAL');
  const verificationId = mine.content.find((v) => v.doctorId === doctor!.id)!.id;

  // A second submit of the same record is refused by the server.
  const again = await request.post(`/prod-api/doctor/verify/submit/${verificationId}`, { headers: { Authorization: `Bearer ${repToken}` } });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { message: string }).message).toBe('该核验已提交，不能重复提交');

  const steward = await browser.newPage();
  await signInWithToken(steward, steward.request, 'manager');
  await openApp(steward, '/pc/customer/doctorDataValidation');
  await steward.getByText('待审核', { exact: true }).first().click();
  await steward.getByRole('row', { name: new RegExp(`^${verificationId} `) }).click();
  const review = steward.getByRole('dialog').filter({ hasText: '核验：' });
  await expect(review.getByText('licence.png')).toBeVisible();
  await shot(steward, 'verification-review-zh');
  await review.getByRole('button', { name: named('通过') }).click();
  await expect(review.locator('[data-status]')).toHaveText('已通过');
  await steward.close();

  const record = await apiCall<{ verifyStatus: string }>(request, repToken, 'GET', `/doctor/find/${doctor!.id}`);
  expect(record.verifyStatus).toBe('VERIFIED');
});

test('a rep files a correction that a steward applies to the record; a rejected one shows the steward’s reason to the rep', async ({ page, browser, request }) => {
  // Two people and four pages on a slow shared machine.
  test.setTimeout(420_000);
  const repToken = await apiToken(request, 'rep');
  const [applied, rejected] = (await searchDoctors(request, repToken, { listType: 'MY_CUSTOMER', size: 40 })).content.filter((d) => !/\s/.test(d.doctorName)).slice(-2);
  const mobile = `13${String(Date.now()).slice(-9)}`;
  const rejection = `执业登记显示从业 25 年（${mobile.slice(-4)}）`;
  const recordOf = (doctor: DoctorCardResult) => `/pc/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.doctorName)}`;

  await signInWithToken(page, page.request, 'rep');
  await openApp(page, recordOf(applied!));
  await page.getByRole('tab', { name: '数据纠错' }).click();
  await choose(page, '字段', '手机号');
  await page.getByLabel('正确的值').fill(mobile);
  await page.getByLabel('原因', { exact: true }).fill('医生本人告知的新号码');
  await page.getByRole('button', { name: named('提交纠错申请') }).click();
  await expect(page.getByText('纠错申请已提交')).toBeVisible();
  const history = page.locator('.ant-card').filter({ hasText: '纠错记录' });
  await expect(history.getByRole('row').filter({ hasText: mobile })).toContainText('待审核');
  await apiCall(request, repToken, 'GET', `/correct/insert?doctorId=${rejected!.id}&field=workingTime&newValue=${encodeURIComponent('30年')}`);

  const steward = await browser.newPage();
  await signInWithToken(steward, steward.request, 'manager');
  await openApp(steward, '/pc/customer/doctorDataValidation');
  await steward.getByRole('tab', { name: '纠错审核' }).click();
  await expect(steward).toHaveURL(/view=corrections/);
  const toApply = steward.getByRole('row').filter({ hasText: applied!.doctorName }).filter({ hasText: mobile });
  await expect(toApply).toContainText('手机号');
  const toReject = steward.getByRole('row').filter({ hasText: rejected!.doctorName }).filter({ hasText: '30年' });
  await expect(toReject).toBeVisible();
  await shot(steward, 'correction-review-zh');
  await toApply.getByRole('button', { name: named('采纳') }).click();
  await expect(steward.locator('.ant-popconfirm')).toContainText(`${applied!.doctorName}的手机号将改为“${mobile}”`);
  await steward
    .locator('.ant-popconfirm')
    .getByRole('button', { name: named('采纳') })
    .click();
  await expect(steward.getByText('已采纳，医生资料已更新')).toBeVisible();
  await expect(toApply).toHaveCount(0);

  await toReject.getByRole('button', { name: named('驳回') }).click();
  const dialog = steward.getByRole('dialog', { name: '驳回纠错申请' });
  await dialog.getByRole('button', { name: named('驳回') }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill(rejection);
  await dialog.getByRole('button', { name: named('驳回') }).click();
  await expect(steward.getByText('已驳回该申请')).toBeVisible();
  await expect(toReject).toHaveCount(0);
  await steward.getByText('已采纳', { exact: true }).first().click();
  await expect(steward.getByRole('row').filter({ hasText: mobile })).toContainText('已采纳');
  await steward.close();

  await page.reload();
  await page.getByRole('tab', { name: '业务档案' }).click();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: '手机号' })).toContainText(mobile);
  await page.getByRole('tab', { name: '数据纠错' }).click();
  await expect(history.getByRole('row').filter({ hasText: mobile })).toContainText('已采纳');
  await page.goto(recordOf(rejected!));
  await page.getByRole('tab', { name: '数据纠错' }).click();
  const turnedDown = history.getByRole('row').filter({ hasText: rejection });
  await expect(turnedDown).toContainText('30年');
  await expect(turnedDown).toContainText('已驳回');
  await shot(page, 'correction-rejected-zh');
});

test('a bulk upload lists every bad row with its number and reason, and the results download as xlsx', async ({ page, request }) => {
  const token = await apiToken(request, 'rep');
  const [doctor] = (await searchDoctors(request, token, { listType: 'MY_CUSTOMER', size: 1 })).content;
  const hospital = doctor!.hospital;
  await signInWithToken(page, page.request, 'rep');
  await openApp(page, '/pc/customer/doctorDataValidation');
  await page.getByRole('button', { name: named('批量上传') }).click();
  const dialog = page.getByRole('dialog', { name: '批量上传待核验医生' });
  const bad = await sheet([
    ['医生姓名', '医院', '科室', '职称', '手机号'],
    ['周一', hospital, '', '主任医师', '13800138000'],
    ['', hospital, '', '', ''],
    ['吴二', '不存在的医院', '', '教授', '123'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'doctors.xlsx', mimeType: XLSX, buffer: bad });
  await expect(dialog.getByText('文件有 2 行不符合要求，未导入任何数据')).toBeVisible();
  const rows = dialog.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('3');
  await expect(rows.nth(0)).toContainText('医生姓名');
  await expect(rows.nth(1)).toContainText('4');
  await expect(rows.nth(1)).toContainText('医院不存在');
  await expect(rows.nth(1)).toContainText('手机号');
  await shot(page, 'bulk-upload-errors-zh');

  const good = await sheet([
    ['医生姓名', '医院', '职称'],
    ['周一', hospital, '主任医师'],
    ['吴二', hospital, '住院医师'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'doctors.xlsx', mimeType: XLSX, buffer: good });
  await expect(dialog.getByText('已上传 2 位医生，均已进入待审核')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('本次上传的记录', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(page.locator('.ant-table-row').first()).toContainText('待审核');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: named('下载结果') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const content = await readFile((await file.path())!);
  expect(content.subarray(0, 2).toString()).toBe('PK');
});

/** The customer feature's Chinese catalogue. */
const zh = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/features/customers/locales/zh.json'), 'utf8')) as Record<string, unknown>;

/** Chinese interface texts of this feature long enough not to occur inside names of doctors or hospitals. */
const chineseTexts = (() => {
  const out: string[] = [];
  const walk = (tree: Record<string, unknown>) => {
    // Hospital categories (中医医院…) are also parts of hospital names, which stay Chinese in English.
    for (const [key, value] of Object.entries(tree)) {
      if (key === 'categories') continue;
      if (typeof value === 'string') {
        if (value.length >= 4 && /\p{Script=Han}/u.test(value) && !value.includes('{{')) out.push(value);
      } else walk(value as Record<string, unknown>);
    }
  };
  walk(zh);
  return out;
})();

async function expectEnglish(page: Page) {
  const text = await page.locator('.app-content').innerText();
  const leftovers = chineseTexts.filter((chinese) => text.includes(chinese));
  expect(leftovers).toEqual([]);
}

test('English works on every customer page', async ({ page, request }) => {
  test.setTimeout(420_000);
  const token = await apiToken(request, 'manager');
  const [doctor] = (await searchDoctors(request, token, { listType: 'MY_CUSTOMER', size: 1 })).content;
  const [hospital] = (await apiCall<{ content: Array<{ id: number; name: string }> }>(request, token, 'POST', '/hospital/search', { listType: 'MY_HOSPITAL', size: 1 })).content;
  await signInAs(page, 'manager', { lang: 'en' });

  let namesSeen = 0;
  for (const [path, name] of [
    ['/pc/customer/doctorTeamManager/focusCustomer', 'my-customers'],
    ['/pc/customer/doctorTeamManager/myCustomer', 'my-follows'],
    ['/pc/customer/doctorTeamManager/allCustomer', 'all-customers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('searchbox', { name: 'Search doctors' })).toBeVisible();
    await expect(page.getByTestId('doctor-count').or(page.getByText('No data'))).toBeVisible();
    await expectEnglish(page);
    // People's names show in pinyin: no Chinese characters in the names on the cards.
    const names = await page.locator('.doctor-card__title-text').allInnerTexts();
    namesSeen += names.length;
    expect(names.filter((shown) => /\p{Script=Han}/u.test(shown))).toEqual([]);
    await shot(page, `${name}-en`);
  }
  expect(namesSeen).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByText('Procurement status')).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'doctor-filters-en');
  await page.getByRole('button', { name: 'New doctor' }).click();
  await expect(page.getByRole('dialog', { name: 'New doctor' })).toBeVisible();
  await page.getByRole('dialog', { name: 'New doctor' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await shot(page, 'new-doctor-en');
  await page.keyboard.press('Escape');

  await page.goto(`/pc/customer/businessRecord/${doctor!.id}/${encodeURIComponent(doctor!.doctorName)}`);
  await expect(page.getByRole('tab', { name: 'Business record' })).toBeVisible();
  await expect(page.getByText('Basic data')).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'doctor-detail-en');
  for (const [tab, marker, file] of [
    ['Tags', 'System tags', 'doctor-tags-en'],
    ['Channels and WeCom', 'Channel preferences', 'doctor-channels-en'],
    ['Verification', 'Verification history', 'doctor-verification-en'],
    ['Data correction', 'Request a data correction', 'doctor-correction-en'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(marker, { exact: true })).toBeVisible();
    await expectEnglish(page);
    await shot(page, file);
  }
  await page.getByRole('button', { name: 'Edit archive' }).click();
  await expect(page.getByText(`Edit archive: ${doctor!.doctorName}`)).toBeVisible();
  await shot(page, 'archive-en');
  await page.keyboard.press('Escape');

  await page.goto('/pc/customer/hospitalList/hospitalTeamManager');
  await expect(page.getByRole('columnheader', { name: 'Yearly outpatients' })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'hospital-list-en');
  await page.goto('/pc/customer/hospitalList/totalHospital');
  await expect(page.getByText(/\d+ hospitals/)).toBeVisible();
  await expectEnglish(page);
  await page.goto(`/pc/customer/hospitalList/hospitalDetail/${hospital!.id}/${encodeURIComponent(hospital!.name)}`);
  await expect(page.getByRole('tab', { name: 'Drug procurement and coverage' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'hospital-detail-en');

  await page.goto('/pc/customer/doctorDataValidation');
  await expect(page.getByRole('button', { name: 'Download results' })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'validation-en');
  await page.getByRole('tab', { name: 'Correction requests' }).click();
  const review = page.locator('.correction-review');
  await expect(review.getByText('Awaiting review', { exact: true })).toBeVisible();
  await expect(review.getByRole('columnheader', { name: 'New value' })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'correction-review-en');
  await page.getByRole('tab', { name: 'Verifications' }).click();
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  await expect(page.getByText('Click or drag an xlsx file here')).toBeVisible();
  await shot(page, 'bulk-upload-en');
});
