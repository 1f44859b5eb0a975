import { expect as baseExpect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { MATERIAL_TYPES } from '../packages/shared/src/customer-reference';
import { apiGet, apiToken } from './support/app';
import { type DemoAccount } from './support/constants';
import { openApp, signedInPage } from './support/token-sign-in';
import { screenshot } from './support/screenshots';

/**
 * One meeting across the roles: the rep applies, the line manager and compliance approve,
 * attendees sign in on the public page with the code, the rep confirms and submits the payment,
 * finance pays; each list shows the meeting under the right tab at each step.
 */

// The shared test machine answers slowly under load; every wait here is patient.
const expect = baseExpect.configure({ timeout: 30_000 });
// A step that cannot happen fails on its own rather than holding the chain until its timeout.
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });

const shot = (page: Page, name: string) => screenshot(page, `meetings/${name}`);

interface FormOptions {
  products: Array<{ id: number; name: string }>;
  costCentres: Array<{ id: number; code: string; name: string }>;
  speakers: Array<{ id: number; doctorId: number; name: string; hospitalName: string; feeRateCents: number; productIds: number[] }>;
  materials: Array<{ id: number; name: string; materialType: string; version: number; validUntil: string }>;
}

const state = {
  topic: `区域抑郁症诊疗进展科室会 ${Date.now().toString(36)}`,
  meetingId: 0,
  code: '',
  signInUrl: '',
  endAt: 0,
  product: { id: 0, name: '' },
  speaker: null as FormOptions['speakers'][number] | null,
  material: null as FormOptions['materials'][number] | null,
};

/** Picks an option of an Ant Design select opened from `field`. */
async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function typeDate(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

/** A button by its text; Ant Design spaces out two-character Chinese labels ("同 意"). */
const labelled = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

const pad = (n: number) => String(n).padStart(2, '0');
const local = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ${pad(time.getHours())}:${pad(time.getMinutes())}`;

/** The row of the meeting in the list shown, found by its topic. */
const row = (page: Page) => page.locator('.ant-table-row', { hasText: state.topic });

async function openList(page: Page, path: string): Promise<void> {
  await openApp(page, `/pc${path}`);
  await expect(page.locator('.meeting-list')).toBeVisible();
}

/** Searches the list shown for the meeting's topic and waits for the server's answer to that search. */
async function searchTopic(page: Page): Promise<void> {
  const box = page.getByPlaceholder(/搜索会议主题或编号|Search topic or code/);
  await box.fill(state.topic);
  const answered = page.waitForResponse((response) => response.url().includes('/meeting/page?') && new URL(response.url()).searchParams.get('keyword') === state.topic);
  await box.press('Enter');
  expect((await answered).ok(), 'the meeting search answered').toBeTruthy();
}

async function expectListed(page: Page, path: string, listed: boolean): Promise<void> {
  await openList(page, path);
  await searchTopic(page);
  if (listed) await expect(row(page), `${path} lists the meeting`).toHaveCount(1);
  else {
    await expect(page.locator('.ant-table-placeholder'), `${path} does not list the meeting`).toBeVisible();
    await expect(row(page)).toHaveCount(0);
  }
}

/** A page signed in as a demo account (the login screen has its own tests). */
function pageAs(browser: Browser, request: APIRequestContext, username: DemoAccount, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  return signedInPage(browser, request, username, { lang });
}

/** Whether the rep's list group/tab holds the meeting, as the server sees it now. */
async function inRepList(request: APIRequestContext, group: string, tab: string): Promise<boolean> {
  const token = await apiToken(request, 'rep');
  const page = await apiGet<{ content: Array<{ id: number }> }>(
    request,
    token,
    `/meeting/page?group=${group}&tab=${tab}&keyword=${encodeURIComponent(state.topic)}&page=0&size=20`,
  );
  return page.content.some((meeting) => meeting.id === state.meetingId);
}

test.describe.serial('a meeting from application to payment', () => {
  // Each step signs in afresh and opens several pages; a busy two-core machine needs the room.
  test.describe.configure({ timeout: 480_000 });
  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, 'rep');
    const options = await apiGet<FormOptions>(request, token, '/meeting/form-options');
    const mine = await apiGet<Array<{ id: number; name: string }>>(request, token, '/API-SYSTEM/product/user/product/all');
    for (const product of mine) {
      const speaker = options.speakers.find((s) => s.productIds.length === 0 || s.productIds.includes(product.id));
      if (speaker) {
        state.product = product;
        state.speaker = speaker;
        break;
      }
    }
    expect(state.speaker, 'a speaker qualified for one of the rep’s products').not.toBeNull();
    // A guideline from the demo library: the library test, which may run meanwhile, retires slides it uploads.
    state.material = options.materials.find((material) => material.materialType === 'GUIDELINE') ?? null;
  });

  test('the rep fills in the application and submits it into approval', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'rep');
    // The top-level address of the form (spec 2.2) opens it inside the shell.
    await openApp(page, '/pc/meeting-form');
    await expect(page).toHaveURL(/\/pc\/meeting\/meeting-form$/);
    await expect(page.getByText('会议申请单').first()).toBeVisible();

    await choose(page, page.getByLabel('会议类型'), '科室会');
    await page.getByLabel('会议主题').fill(state.topic);
    await choose(page, page.getByLabel('推广产品'), state.product.name);
    await page.keyboard.press('Escape');
    await page.getByLabel('会议地点').fill('上海国际会议中心 3 楼');
    await page.getByLabel('预计参会人数').fill('30');
    await choose(page, page.getByLabel('成本中心'), 'CC-EAST');

    const speaker = state.speaker!;
    await page.getByRole('button', { name: '添加讲者' }).click();
    await choose(page, page.getByLabel('讲者 1'), speaker.name);
    await expect(page.getByText(/费率上限 ¥/)).toBeVisible();
    const fee = Math.min(2000, speaker.feeRateCents / 100);
    await page.getByLabel('讲课费（元） 1').fill(String(fee));
    await page.getByLabel('讲题 1').fill('抑郁症长期管理');

    await page.getByLabel('金额（元） 1').fill('1200');
    await page.getByLabel('金额（元） 2').fill('800.5');
    await expect(page.getByTestId('estimated-total')).toHaveText(`¥${(2000.5 + fee).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);

    await page.getByRole('button', { name: '添加日程' }).click();
    await typeDate(page.getByRole('textbox', { name: '时间 1', exact: true }), '14:00');
    await page.getByLabel('议题 1').fill('专题报告');

    await page.getByLabel('邀请医生').fill(speaker.name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: speaker.name }).first().click();
    await page.keyboard.press('Escape');

    const material = state.material;
    if (material) {
      await choose(page, page.getByLabel('资料类型'), MATERIAL_TYPES.find((type) => type.code === material.materialType)!.label);
      await choose(page, page.getByLabel('会议资料'), material.name);
      await page.keyboard.press('Escape');
    }

    // Times last: the meeting starts a minute or two after it is submitted and lasts one, so
    // the later steps see it end without waiting long, however slowly the form was filled in.
    const start = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 60_000);
    state.endAt = end.getTime();
    await typeDate(page.getByRole('textbox', { name: '开始时间' }), local(start));
    await typeDate(page.getByRole('textbox', { name: '结束时间' }), local(end));
    await shot(page, 'form-zh');

    await page.getByRole('button', { name: '提交审批' }).click();
    await expect(page).toHaveURL(/\/pc\/meeting\/meetDetail\?id=\d+/);
    state.meetingId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.locator('.meeting-header')).toContainText('审批中');
    await expect(page.locator('.approval-history')).toContainText('提交');
    await expect(page.locator('.approval-history')).toContainText(/待 .+ 处理（直属上级审批）/);
    if (material) await expect(page.locator('.meeting-page')).toContainText(material.name);
    await shot(page, 'detail-in-approval-zh');

    await expectListed(page, '/meeting/apply/myApproval', true);
    await expectListed(page, '/meeting/apply/submitted', true);
    await expectListed(page, '/meeting/apply/approved', false);
    await shot(page, 'list-apply-zh');
    await page.close();
  });

  test('an application over its budget is refused with the reason, and stays a draft', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'rep');
    await openApp(page, '/pc/meeting/meeting-form');
    await page.getByLabel('会议主题').fill('超预算测试会议');
    await choose(page, page.getByLabel('推广产品'), state.product.name);
    await page.keyboard.press('Escape');
    await page.getByLabel('会议地点').fill('会议室');
    await choose(page, page.getByLabel('成本中心'), 'CC-EAST');
    await page.getByLabel('金额（元） 1').fill('90000000');
    await page.getByLabel('金额（元） 2').fill('0');
    await page.getByRole('button', { name: '提交审批' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '无法提交' });
    await expect(alert).toContainText('预算');
    await expect(alert).toContainText('¥90,000,000.00');
    await shot(page, 'form-over-budget-zh');
    // The refused application was kept as a draft; saving again changes that draft.
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page).toHaveURL(/meeting-form\?id=\d+/);
    await page.close();
  });

  test('the line manager approves with a comment; then it waits for compliance', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'manager');
    await expectListed(page, '/meeting/approve/pendingApproved', true);
    await row(page)
      .getByRole('button', { name: labelled('审批') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pc/meeting/approvalDetail\\?id=${state.meetingId}$`));
    await expect(page.locator('.decision-panel')).toContainText('直属上级审批');
    // Rejecting needs a reason.
    await page.getByRole('button', { name: labelled('驳回') }).click();
    await expect(page.getByText('驳回或退回请填写意见')).toBeVisible();
    await page.getByLabel('审批意见').fill('同意，注意控制餐饮费用');
    await shot(page, 'approval-detail-zh');
    await page.getByRole('button', { name: labelled('同意') }).click();
    await expect(page.locator('.decision-panel')).toHaveCount(0);
    await expect(page.locator('.approval-history').first()).toContainText('同意，注意控制餐饮费用');
    await expectListed(page, '/meeting/approve/doneApproved', true);
    await expectListed(page, '/meeting/approve/myApproved', true);
    await expectListed(page, '/meeting/myApproved', true);
    await expectListed(page, '/meeting/approve/pendingApproved', false);
    await page.close();
  });

  test('compliance approves; the rep sees it approved with its sign-in code', async ({ browser, request }) => {
    const compliance = await pageAs(browser, request, 'compliance');
    await expectListed(compliance, '/meeting/approve/pendingApproved', true);
    await compliance.goto(`/pc/meeting/approvalDetail?id=${state.meetingId}`);
    await compliance.getByRole('button', { name: labelled('同意') }).click();
    await expect(compliance.locator('.meeting-header')).toContainText('已通过');
    await compliance.close();

    const rep = await pageAs(browser, request, 'rep');
    await expectListed(rep, '/meeting/apply/approved', true);
    await expectListed(rep, '/meeting/apply/myApproval', false);
    // Until it ends the meeting waits under “unfinished”: checked when the list answered well before the end.
    await openList(rep, '/meeting/met/unfinished');
    await searchTopic(rep);
    if (Date.now() < state.endAt - 5_000) await expect(row(rep), 'unfinished lists the meeting before it ends').toHaveCount(1);
    await rep.goto(`/pc/meeting-detail?id=${state.meetingId}`);
    await expect(rep).toHaveURL(new RegExp(`/pc/meeting/meetDetail\\?id=${state.meetingId}$`));
    await expect(rep.getByTestId('sign-in-code')).toHaveText(/^[A-Z2-9]{6}$/);
    state.code = (await rep.getByTestId('sign-in-code').textContent())!.trim();
    state.signInUrl = (await rep.locator('.sign-in-panel__url a').getAttribute('href'))!;
    expect(state.signInUrl).toContain('/pc/meetingSign?meetingId=');
    await expect(rep.locator('.sign-in-panel__qr')).toBeVisible();
    const history = rep.locator('.approval-history');
    await expect(history).toContainText('直属上级审批');
    await expect(history).toContainText('合规审批');
    await shot(rep, 'detail-approved-zh');
    await rep.close();
  });

  test('attendees sign in on the public page with the code, on a phone, without an account', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const url = new URL(state.signInUrl);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: state.topic })).toBeVisible();
    await page.getByLabel('签到码').fill('ZZZZZZ');
    await page.getByRole('button', { name: '验 证' }).click();
    await expect(page.getByRole('alert')).toContainText('签到码不正确');
    await shot(page, 'public-wrong-code-zh');
    await page.getByLabel('签到码').fill(state.code.toLowerCase());
    await page.getByRole('button', { name: '验 证' }).click();

    const speaker = state.speaker!;
    await page.getByLabel('姓名', { exact: true }).fill(speaker.name);
    await page.getByLabel('手机号').fill('13900001111');
    await page.getByLabel('医院').fill(speaker.hospitalName.slice(0, 4));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: speaker.hospitalName }).first().click();
    await page.getByLabel('科室').fill('精神科');
    await shot(page, 'public-form-zh');
    await page.getByRole('button', { name: '签 到' }).click();
    await expect(page.getByText('签到成功')).toBeVisible();
    await expect(page.getByText('您是本次会议的受邀嘉宾')).toBeVisible();
    await shot(page, 'public-done-zh');

    // A walk-in from a hospital not in the list, in English.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Sign-in code').fill(state.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('Name', { exact: true }).fill('王晓明');
    await page.getByLabel('Mobile').fill('1390000');
    await page.getByLabel('Hospital').fill('社区卫生服务中心');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter an 11-digit mobile number')).toBeVisible();
    await page.getByLabel('Mobile').fill('13900002222');
    await shot(page, 'public-form-en');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Welcome, 王晓明.')).toBeVisible();
    await shot(page, 'public-done-en');
    await context.close();
  });

  test('after the meeting the rep confirms it, with the attendees listed', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'rep');
    await openApp(page, `/pc/meeting/meetDetail?id=${state.meetingId}`);
    const attendance = page.locator('.sign-in-panel');
    await expect(attendance).toContainText('已签到 2 人');
    await expect(attendance).toContainText('受邀医生');
    await expect(attendance).toContainText('社区卫生服务中心');
    if (Date.now() < state.endAt - 10_000) await expect(page.getByRole('button', { name: '确认会议已召开' })).toBeDisabled();
    // Once the (one-minute) meeting has ended, the server moves it under “to be confirmed”.
    await expect.poll(() => inRepList(request, 'met', 'beConfirmed'), { timeout: Math.max(state.endAt - Date.now(), 0) + 60_000, intervals: [2_000, 5_000] }).toBe(true);
    await expectListed(page, '/meeting/met/beConfirmed', true);
    await row(page)
      .getByRole('button', { name: /展开|Expand/ })
      .click();
    await expect(page.locator('.meeting-list .sign-in-panel')).toContainText(state.code);
    await expect(page.locator('.meeting-list .sign-in-panel')).toContainText('已签到 2 人');
    await shot(page, 'list-met-zh');
    await row(page)
      .getByRole('button', { name: labelled('确认') })
      .click();
    await page.getByLabel('确认说明（选填）').fill('会议按计划召开，签到 2 人');
    await shot(page, 'confirm-zh');
    await page.getByRole('button', { name: '确认会议已召开' }).click();
    await expect(page.locator('.meeting-header')).toContainText('已确认');
    await expectListed(page, '/meeting/met/doneConfirmed', true);
    await expectListed(page, '/meeting/met/beConfirmed', false);
    await page.close();
  });

  test('the rep records the actual expenses with invoices and submits the payment', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'rep');
    await openList(page, '/meeting/payment/submitted');
    await page.getByText('付款待提交', { exact: true }).click();
    await searchTopic(page);
    await row(page)
      .getByRole('button', { name: labelled('付款') })
      .click();
    const panel = page.locator('.payment-panel');
    await expect(panel).toBeVisible();
    await panel.getByLabel('场地费 实际金额（元）').fill('1150');
    await panel.getByLabel('餐饮费 实际金额（元）').fill('760');

    // Without invoices the payment is refused, naming the line.
    await panel.getByRole('button', { name: '提交付款审批' }).click();
    await expect(panel.getByRole('alert')).toContainText('发票');

    const invoice = (category: string) => panel.locator('.ant-table-row', { hasText: category }).locator('input[type=file]');
    await invoice('场地费').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an invoice') });
    await expect(page.locator('.ant-message')).toContainText('仅支持 PDF、PNG、JPEG、OFD 文件');
    await invoice('场地费').setInputFiles({ name: 'venue-invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%venue\n%%EOF\n') });
    await expect(panel).toContainText('venue-invoice.pdf');
    await invoice('餐饮费').setInputFiles({ name: 'catering.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
    await expect(panel).toContainText('catering.png');
    await shot(page, 'payment-zh');
    await panel.getByRole('button', { name: '提交付款审批' }).click();
    await expect(page.locator('.meeting-header')).toContainText('付款审批中');
    await expectListed(page, '/meeting/payment/myApproval', true);
    await expectListed(page, '/meeting/payment/submitted', true);
    await page.close();
  });

  test('finance approves the payment; the speaker’s ledger shows the honorarium', async ({ browser, request }) => {
    const page = await pageAs(browser, request, 'finance');
    await expectListed(page, '/meeting/paymentApprove/pendingApproved', true);
    await row(page)
      .getByRole('button', { name: labelled('审批') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pc/meeting/paymentApprovalDetail\\?id=${state.meetingId}$`));
    await expect(page.locator('.meeting-page')).toContainText('venue-invoice.pdf');
    await expect(page.locator('.meeting-page')).toContainText('¥1,150.00');
    await shot(page, 'payment-approval-zh');
    await page.getByRole('button', { name: labelled('同意') }).click();
    await expect(page.locator('.meeting-header')).toContainText('已付款');
    await expectListed(page, '/meeting/paymentApprove/doneApproved', true);
    await expectListed(page, '/meeting/paymentApprove/pendingApproved', false);
    await page.close();

    const token = await apiToken(request, 'rep');
    const ledger = await apiGet<{ entries: Array<{ meetingId: number; category: string; amountCents: number }> }>(request, token, `/meeting/tov/doctor/${state.speaker!.doctorId}`);
    const fee = Math.min(200_000, state.speaker!.feeRateCents);
    expect(ledger.entries.filter((e) => e.meetingId === state.meetingId)).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'HONORARIUM', amountCents: fee })]));
  });

  test('every meeting screen reads in English', async ({ browser, request }) => {
    const rep = await pageAs(browser, request, 'rep', 'en');
    await openList(rep, '/meeting/apply/approved');
    await expect(rep.getByRole('button', { name: 'Apply for meeting' })).toBeVisible();
    await expect(rep.getByText('In progress', { exact: true })).toBeVisible();
    await shot(rep, 'list-apply-en');
    await rep.goto(`/pc/meeting/meetDetail?id=${state.meetingId}`);
    await expect(rep.locator('.meeting-header')).toContainText('Paid');
    await expect(rep.locator('.approval-history').first()).toContainText('Approved');
    await shot(rep, 'detail-paid-en');
    await rep.goto('/pc/meeting/meeting-form');
    await expect(rep.getByText('Meeting application').first()).toBeVisible();
    await rep.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(rep.getByText('Topic is required')).toBeVisible();
    await shot(rep, 'form-en');
    await rep.close();

    const finance = await pageAs(browser, request, 'finance', 'en');
    await openList(finance, '/meeting/paymentApprove/doneApproved');
    await expect(finance.getByRole('columnheader', { name: 'Actual' })).toBeVisible();
    await shot(finance, 'list-payment-approve-en');
    await finance.goto(`/pc/meeting/paymentApprovalDetail?id=${state.meetingId}`);
    await expect(finance.locator('.meeting-page')).toContainText('Payment approval');
    await shot(finance, 'payment-approval-en');
    await finance.close();
  });
});
