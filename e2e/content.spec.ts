import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { apiToken } from './support/app';
import { expectMessage } from './support/messages';
import { chooseOption } from './support/select';
import { signedInPage } from './support/token-sign-in';
import { screenshot } from './support/screenshots';

test.describe.configure({ mode: 'serial', timeout: 600_000 });
const slow = expect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });

const L = {
  zh: {
    write: '撰写文章',
    title: '标题',
    body: '正文',
    save: /^保\s*存$/,
    submit: '提交审核',
    inReview: '审核中',
    approved: '已批准',
    handle: '办理',
    approve: /^同\s*意$/,
    decided: '已处理',
    keyword: '搜索标题或摘要',
    send: /(^|\s)发\s*送$/,
    doctors: '医生',
    preflight: '检查收件人',
    willReceive: '将收到：2 位',
    noConsent: '未获同意 1 位',
    confirm: '确认发送',
    sent: '已发给 2 位医生，1 位未发送',
    unsubscribe: '确认退订',
    unsubscribed: '已退订',
    history: '发送记录',
    noConsentReason: '未获同意',
    performance: '效果',
    byContent: '各内容表现',
    sentOne: '已发给 1 位医生，0 位未发送',
    outboxSearch: '搜索收件人、医生或主题',
    accepted: '已发出',
    opened: '已打开',
    optIn: '同意',
  },
  en: {
    write: 'Write an article',
    title: 'Title',
    body: 'Body',
    save: /^Save$/,
    submit: 'Submit for review',
    inReview: 'In review',
    approved: 'Approved',
    handle: 'Handle',
    approve: /^Approve$/,
    decided: 'Done:',
    keyword: 'Search title or summary',
    send: /(^|\s)Send$/,
    doctors: 'Doctors',
    preflight: 'Check recipients',
    willReceive: 'Will receive: 2',
    noConsent: 'No consent: 1',
    confirm: 'Confirm and send',
    sent: 'Sent to 2 doctors, 1 held back',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    history: 'Send history',
    noConsentReason: 'No consent',
    performance: 'Performance',
    byContent: 'By content',
    sentOne: 'Sent to 1 doctor, 0 held back',
    outboxSearch: 'Search recipient, doctor or subject',
    accepted: 'Sent',
    opened: 'Opened',
    optIn: 'Opt-in',
  },
} as const;

interface Mail {
  to: string[];
  raw: string;
}
const received: Mail[] = [];
let smtp: SMTPServer;

interface Doctor {
  id: number;
  doctorName: string;
  doctorNameEn: string | null;
}
const used = new Set<number>();

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/prod-api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { result: T }).result;
}

/** Three of the rep's doctors with distinct names: two opted in and reachable by e-mail, one who opted out. */
async function pickDoctors(request: APIRequestContext, rep: string, articleId: number): Promise<Doctor[]> {
  const list = await call<{ content: Doctor[] }>(request, rep, 'POST', '/doctor/search', { listType: 'MY_CUSTOMER', size: 100 });
  const names = new Map<string, number>();
  for (const d of list.content) names.set(d.doctorName, (names.get(d.doctorName) ?? 0) + 1);
  const reachable: Doctor[] = [];
  let refusing: Doctor | null = null;
  for (const doctor of list.content) {
    if (used.has(doctor.id) || names.get(doctor.doctorName) !== 1) continue;
    const consent = (action: string) =>
      call(request, rep, 'POST', `/content/consent/${doctor.id}`, { channel: 'EMAIL', action, source: 'REP_ATTESTED', textVersion: 'v2', attestation: '当面签署' });
    const preflight = () =>
      call<{ willReceive: number; excluded: Record<string, number> }>(request, rep, 'POST', '/content/send/preflight', { articleId, channel: 'EMAIL', doctorIds: [doctor.id] });
    if (reachable.length < 2) {
      await consent('OPT_IN');
      if ((await preflight()).willReceive === 1) reachable.push(doctor);
    } else if (!refusing) {
      await consent('OPT_OUT');
      if ((await preflight()).excluded.NO_CONSENT === 1) refusing = doctor;
    }
    if (reachable.length === 2 && refusing) break;
  }
  const chosen = [...reachable, refusing!];
  for (const d of chosen) used.add(d.id);
  return chosen;
}

/** The text parts of a raw message, whichever transfer encoding the mailer chose (base64 or quoted-printable). */
function htmlOf(raw: string): string {
  const base64 = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g;
  if (raw.includes('Content-Transfer-Encoding: base64')) return [...raw.matchAll(base64)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
  // Quoted-printable escapes UTF-8 bytes one by one: collect them as bytes, then read them as UTF-8.
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

test.beforeAll(async ({ request }) => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  const admin = await apiToken(request, 'admin');
  await call(request, admin, 'PUT', '/content/channel/EMAIL', {
    enabled: true,
    capCount: null,
    capPeriod: 'WEEK',
    quietStart: null,
    quietEnd: null,
    smtpUrl: `smtp://127.0.0.1:${port}`,
  });
});
test.afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

const relay = () => `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
async function setRelay(request: APIRequestContext, smtpUrl: string | null) {
  const admin = await apiToken(request, 'admin');
  await call(request, admin, 'PUT', '/content/channel/EMAIL', { enabled: true, capCount: null, capPeriod: 'WEEK', quietStart: null, quietEnd: null, smtpUrl });
}

/** An article marketing wrote and the medical, legal and regulatory reviewers approved from their to-do lists. */
async function approvedArticle(request: APIRequestContext, title: string): Promise<number> {
  const marketing = await apiToken(request, 'marketing');
  const { id } = await call<{ id: number }>(request, marketing, 'POST', '/content/article', {
    title,
    summary: null,
    bodyHtml: `<p>${title}</p>`,
    coverUrl: null,
    productId: null,
    language: 'zh',
    expiresOn: null,
  });
  await call(request, marketing, 'POST', `/content/article/${id}/submit`);
  for (const reviewer of ['msl', 'compliance', 'compliance'] as const) {
    const token = await apiToken(request, reviewer);
    const todo = await call<{ content: Array<{ businessId: number; taskId: number }> }>(request, token, 'GET', '/workflow/task/todo/page?size=100&processType=ARTICLE_REVIEW');
    const task = todo.content.find((item) => item.businessId === id)!;
    await call(request, token, 'POST', `/workflow/task/${task.taskId}/decision`, { decision: 'APPROVE', comment: '同意' });
  }
  return id;
}

/** Sends an article from the content center to the doctors picked in the send dialog, after its preflight. */
async function sendFromCenter(page: Page, lang: 'zh' | 'en', title: string, doctors: Doctor[], done: string) {
  const l = L[lang];
  await page.goto('/pc/content/contentCenter');
  await page.getByPlaceholder(l.keyword).fill(title);
  await page.getByPlaceholder(l.keyword).press('Enter');
  await page.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: l.send }).click();
  const dialog = page.getByRole('dialog');
  for (const doctor of doctors) {
    await dialog.getByLabel(l.doctors).fill(doctor.doctorName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: shownName(lang, doctor) })
      .first()
      .click();
  }
  // Closes the doctor list, which otherwise covers the dialog's buttons.
  await dialog.locator('.ant-modal-title').click();
  await dialog.getByRole('button', { name: l.preflight }).click();
  await slow(dialog.getByRole('button', { name: l.confirm })).toBeEnabled();
  await expectMessage(page, done, () => dialog.getByRole('button', { name: l.confirm }).click());
}

const shownName = (lang: 'zh' | 'en', d: Doctor) => (lang === 'en' && d.doctorNameEn ? d.doctorNameEn : d.doctorName);
const mailTo = (doctor: Doctor) => received.find((m) => m.to.some((to) => to.startsWith(`dr${doctor.id}@`) || to.startsWith(`doctor${doctor.id}@`)));

for (const lang of ['zh', 'en'] as const) {
  test(`marketing sees its e-mails in the outbox without a relay, accepted, and with a relay accepted then opened (${lang})`, async ({ browser, request }) => {
    const l = L[lang];
    const title = `${lang === 'zh' ? '发件箱测试' : 'Outbox check'} ${Date.now()}`;
    const articleId = await approvedArticle(request, title);
    const [kept, relayed] = await pickDoctors(request, await apiToken(request, 'rep'), articleId);
    const marketing = await signedInPage(browser, request, 'marketing', { lang, to: '/pc/content/contentCenter' });
    try {
      // No relay: the message is kept in the outbox, accepted, with the opt-in it was sent on.
      await setRelay(request, null);
      await sendFromCenter(marketing, lang, title, [kept!], l.sentOne);
      await marketing.goto('/pc/content/emailOutbox');
      await marketing.getByPlaceholder(l.outboxSearch).fill(title);
      await marketing.getByPlaceholder(l.outboxSearch).press('Enter');
      const row = marketing.locator('.ant-table-row', { hasText: title });
      await slow(row).toHaveCount(1);
      await expect(row).toContainText(shownName(lang, kept!));
      await expect(row.locator('.ant-tag')).toHaveText(l.accepted);
      await expect(row).toContainText(l.optIn);
      await screenshot(marketing, `content/outbox-${lang}`, { fullPage: false });
      await row.getByRole('button').click();
      await slow(marketing.frameLocator('iframe.content-outbox__frame').getByRole('heading', { name: title })).toBeVisible();
      await screenshot(marketing, `content/outbox-preview-${lang}`, { fullPage: false });

      await marketing.goto('/pc/systemReport/qfRecord');
      const record = marketing.locator('.ant-table-row', { hasText: title });
      await slow(record.locator('.ant-tag', { hasText: `${l.accepted} 1` })).toBeVisible();

      // Through a relay: accepted on its 250, opened once the doctor's mail client fetches the pixel.
      await setRelay(request, relay());
      await sendFromCenter(marketing, lang, title, [relayed!], l.sentOne);
      await expect.poll(() => Boolean(mailTo(relayed!)), { timeout: 30_000 }).toBe(true);
      await marketing.goto('/pc/systemReport/qfRecord');
      const sent = marketing.locator('.ant-table-row', { hasText: title }).first();
      await slow(sent.locator('.ant-tag', { hasText: `${l.accepted} 1` })).toBeVisible();
      await expect(sent.locator('.ant-tag', { hasText: l.opened })).toHaveCount(0);
      const pixel = new URL(/https?:\/\/[^"\s]+\/prod-api\/content\/public\/o\/[^"\s]+/.exec(htmlOf(mailTo(relayed!)!.raw))![0]!);
      expect((await request.get(pixel.pathname)).headers()['content-type']).toBe('image/gif');
      await marketing.reload();
      await slow(
        marketing
          .locator('.ant-table-row', { hasText: title })
          .first()
          .locator('.ant-tag', { hasText: `${l.opened} 1` }),
      ).toBeVisible();
      await expect(
        marketing
          .locator('.ant-table-row', { hasText: title })
          .first()
          .locator('.ant-tag', { hasText: `${l.accepted} 1` }),
      ).toBeVisible();
      await screenshot(marketing, `content/mass-records-${lang}`, { fullPage: false });
    } finally {
      await setRelay(request, relay());
    }
  });
}

async function approveFromTodo(page: Page, lang: 'zh' | 'en', title: string) {
  const l = L[lang];
  await page.goto('/pc/taskManager/task/todo');
  const row = page.locator('.ant-table-row', { hasText: title });
  await slow(row).toBeVisible();
  await row.getByRole('button', { name: l.handle }).click();
  await page.waitForURL(/process-instance\/detail/);
  await expectMessage(page, l.decided, () => page.locator('.workflow-decision').getByRole('button', { name: l.approve }).click());
}

for (const lang of ['zh', 'en'] as const) {
  test(`an article is written, approved through the chain, e-mailed with consent checks, unsubscribed and tracked (${lang})`, async ({ browser, request }) => {
    const l = L[lang];
    const title = `${lang === 'zh' ? '心血管指南速递' : 'Cardiology guideline digest'} ${Date.now()}`;

    const marketing = await signedInPage(browser, request, 'marketing', { lang, to: '/pc/content/contentCenter' });
    await marketing.getByRole('button', { name: l.write }).click();
    await marketing.getByLabel(l.title, { exact: true }).fill(title);
    await marketing.getByRole('textbox', { name: l.body }).click();
    await marketing.keyboard.type(lang === 'zh' ? '最新指南要点：尽早启动四联治疗。' : 'Key points: start quadruple therapy early.');
    await marketing.getByRole('button', { name: l.save }).click();
    await marketing.waitForURL(/contentDetail\?id=\d+/);
    const articleId = Number(new URL(marketing.url()).searchParams.get('id'));
    await marketing.getByRole('button', { name: l.submit }).click();
    await slow(marketing.locator('.ant-card-head-title', { hasText: title })).toContainText(l.inReview);

    const msl = await signedInPage(browser, request, 'msl', { lang, to: '/pc/taskManager/task/todo' });
    await approveFromTodo(msl, lang, title);
    const compliance = await signedInPage(browser, request, 'compliance', { lang, to: '/pc/taskManager/task/todo' });
    await approveFromTodo(compliance, lang, title);
    await approveFromTodo(compliance, lang, title);
    await marketing.reload();
    await slow(marketing.locator('.ant-card-head-title', { hasText: title })).toContainText(l.approved);

    const repToken = await apiToken(request, 'rep');
    const doctors = await pickDoctors(request, repToken, articleId);
    const rep = await signedInPage(browser, request, 'rep', { lang, to: '/pc/content/contentCenter' });
    await rep.getByPlaceholder(l.keyword).fill(title);
    await rep.getByPlaceholder(l.keyword).press('Enter');
    const row = rep.locator('.ant-table-row', { hasText: title });
    await row.getByRole('button', { name: l.send }).click();
    const dialog = rep.getByRole('dialog');
    const shownName = (d: Doctor) => (lang === 'en' && d.doctorNameEn ? d.doctorNameEn : d.doctorName);
    const pick = async (doctor: Doctor) => {
      await dialog.getByLabel(l.doctors).fill(doctor.doctorName);
      await rep
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: shownName(doctor) })
        .first()
        .click();
    };
    for (const doctor of doctors) await pick(doctor);
    // Closes the doctor list, which otherwise covers the dialog's buttons.
    await dialog.locator('.ant-modal-title').click();
    await dialog.getByRole('button', { name: l.preflight }).click();
    await slow(dialog.getByText(l.willReceive)).toBeVisible();
    await slow(dialog.getByText(l.noConsent)).toBeVisible();
    await screenshot(rep, `content/preflight-${lang}`, { fullPage: false });
    await expectMessage(rep, l.sent, () => dialog.getByRole('button', { name: l.confirm }).click());

    const first = doctors[0]!;
    await expect.poll(() => received.some((m) => m.to.some((to) => to.startsWith(`dr${first.id}@`) || to.startsWith(`doctor${first.id}@`))), { timeout: 30_000 }).toBe(true);
    const mail = received.find((m) => m.to.some((to) => to.startsWith(`dr${first.id}@`) || to.startsWith(`doctor${first.id}@`)))!;
    const html = htmlOf(mail.raw);
    expect(html).toContain(title);
    const link = (pattern: RegExp) => new URL(pattern.exec(html)![0]!.replace(/&amp;/g, '&'));
    const click = link(/https?:\/\/[^"\s]+\/prod-api\/content\/public\/c\/[^"\s]+/);
    const unsubscribe = link(/https?:\/\/[^"\s]+\/pc\/content\/unsubscribe\?t=[^"\s]+/);

    // The doctor clicks the article link (an open and a click), then unsubscribes, with no sign-in.
    const doctorPage = await browser.newPage();
    await doctorPage.goto(`${click.pathname}${click.search}`);
    await slow(doctorPage.getByRole('heading', { name: title })).toBeVisible();
    await doctorPage.evaluate((chosen) => localStorage.setItem('languageType', chosen), lang);
    await doctorPage.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await doctorPage.getByRole('button', { name: l.unsubscribe }).click();
    await slow(doctorPage.getByText(l.unsubscribed)).toBeVisible();
    await screenshot(doctorPage, `content/unsubscribed-${lang}`, { fullPage: false });

    // A send to that doctor alone now reaches nobody: the preflight says why and nothing can be sent.
    await rep.reload();
    await rep.getByPlaceholder(l.keyword).fill(title);
    await rep.getByPlaceholder(l.keyword).press('Enter');
    await rep.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: l.send }).click();
    await pick(first);
    await dialog.locator('.ant-modal-title').click();
    await rep.getByRole('dialog').getByRole('button', { name: l.preflight }).click();
    await slow(rep.getByRole('dialog').getByText(l.noConsent)).toBeVisible();
    await expect(rep.getByRole('dialog').getByRole('button', { name: l.confirm })).toBeDisabled();

    // The send history: the doctor without consent was suppressed with its reason; the delivered send has one open and one click.
    await marketing.reload();
    await marketing.getByRole('tab', { name: l.history }).click();
    await slow(marketing.locator('.ant-table-row', { hasText: shownName(doctors[2]!) }).filter({ hasText: l.noConsentReason })).toHaveCount(1);
    const firstRows = marketing.locator('.ant-table-row', { hasText: shownName(first) });
    await slow(firstRows).toHaveCount(1);
    await expect(firstRows).not.toContainText(l.noConsentReason);
    await slow(firstRows).toContainText('1');
    await marketing.getByRole('tab', { name: l.performance }).click();
    await screenshot(marketing, `content/detail-${lang}`);

    await marketing.goto('/pc/marketActive/marketContent');
    const content = marketing.locator('.ant-card', { hasText: l.byContent }).locator('.ant-table-row', { hasText: title });
    await slow(content).toBeVisible();
    await expect(content.locator('td').nth(4)).toHaveText('1');
    await expect(content.locator('td').nth(5)).toHaveText('1');
    await screenshot(marketing, `content/market-${lang}`);
  });
}

test('a rep records a product opt-out on the doctor record, and marketing creates and edits a campaign (en)', async ({ browser, request }) => {
  const repToken = await apiToken(request, 'rep');
  const list = await call<{ content: Doctor[] }>(request, repToken, 'POST', '/doctor/search', { listType: 'MY_CUSTOMER', size: 100 });
  const doctor = list.content.find((d) => !used.has(d.id))!;
  used.add(doctor.id);
  const products = await call<Array<{ id: number; name: string; nameEn: string }>>(request, repToken, 'GET', '/product/user/product/all');
  const product = products[0]!;

  // The rep opens the doctor's consent tab and records that the doctor opted out of one product's e-mails.
  const rep = await signedInPage(browser, request, 'rep', { lang: 'en', to: `/pc/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.doctorName)}` });
  await rep.setViewportSize({ width: 1280, height: 900 });
  await rep.getByRole('tab', { name: 'Consent' }).click();
  await rep.getByRole('button', { name: 'Record consent' }).click();
  const dialog = rep.getByRole('dialog');
  await chooseOption(rep, dialog.getByLabel('Change'), /^Opt-out$/, 'Opt-out');
  await chooseOption(rep, dialog.getByLabel('Product'), product.nameEn);
  await chooseOption(rep, dialog.getByLabel('Source'), 'Doctor portal');
  await expectMessage(rep, 'Recorded', () => dialog.getByRole('button', { name: /^Save$/ }).click());
  const productRow = rep.locator('.ant-card', { hasText: 'Consent per product' }).locator('.ant-table-row', { hasText: product.nameEn });
  await slow(productRow).toContainText('Opted out');
  await expect(productRow).toContainText('Doctor portal');
  await expect(rep.locator('.ant-card', { hasText: 'Consent history' }).locator('.ant-table-row').first()).toContainText(product.nameEn);
  await screenshot(rep, 'content/consent-en');
  const repZh = await signedInPage(browser, request, 'rep', { lang: 'zh', to: `/pc/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.doctorName)}` });
  await repZh.setViewportSize({ width: 1280, height: 900 });
  await repZh.getByRole('tab', { name: '推送同意' }).click();
  await slow(repZh.locator('.ant-card', { hasText: '各产品同意' }).locator('.ant-table-row', { hasText: product.name })).toContainText('已退订');
  await screenshot(repZh, 'content/consent-zh');

  // Marketing creates a campaign for the product, then renames it; its performance shows per channel.
  const name = `Spring push ${Date.now()}`;
  const marketing = await signedInPage(browser, request, 'marketing', { lang: 'en', to: '/pc/marketActive/marketContent' });
  await marketing.setViewportSize({ width: 1280, height: 900 });
  await marketing.getByRole('button', { name: 'New campaign' }).click();
  const form = marketing.getByRole('dialog');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('English name').fill(name);
  await form.getByPlaceholder('From').click();
  await form.getByPlaceholder('From').fill('2026-01-01');
  await form.getByPlaceholder('From').press('Enter');
  await form.getByPlaceholder('To').fill('2026-12-31');
  await form.getByPlaceholder('To').press('Enter');
  await expectMessage(marketing, 'Saved', () => form.getByRole('button', { name: /^Save$/ }).click());
  const campaignRow = marketing.locator('.ant-card', { hasText: 'Campaigns' }).locator('.ant-table-row', { hasText: name });
  await slow(campaignRow).toContainText('2026-01-01 ~ 2026-12-31');
  await campaignRow.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('English name').fill(`${name} (renamed)`);
  await expectMessage(marketing, 'Saved', () => form.getByRole('button', { name: /^Save$/ }).click());
  await slow(marketing.locator('.ant-table-row', { hasText: `${name} (renamed)` })).toBeVisible();
  const breakdown = marketing.locator('.ant-card', { hasText: 'Campaign performance' });
  await breakdown.getByLabel('Choose a campaign').click();
  await marketing.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${name} (renamed)` }).click();
  await breakdown.getByText('By channel', { exact: true }).click();
  await slow(breakdown.getByText('Previous period: 2025-01-01 ~ 2025-12-31')).toBeVisible();
  await screenshot(marketing, 'content/campaigns-en');
});
