import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiToken } from './support/app';
import { screenshot } from './support/screenshots';
import { openApp, signedInPage } from './support/token-sign-in';

/**
 * The compliance rules seen by people: an online meeting with venue and catering costs warns the
 * applicant in the form (Chinese) and the approver on the meeting (English); compliance sees the
 * rules on the speaker management page.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

interface FormOptions {
  costCentres: Array<{ id: number; code: string }>;
  speakers: Array<{ id: number; feeRateCents: number; productIds: number[] }>;
}

/** A draft online application of the rep's, with ¥7,000 of venue and ¥3,000 of catering. */
async function onlineDraft(request: APIRequestContext, token: string): Promise<number> {
  const options = await apiGet<FormOptions>(request, token, '/meeting/form-options');
  const products = await apiGet<Array<{ id: number }>>(request, token, '/API-SYSTEM/product/user/product/all');
  const product = products.find((one) => options.speakers.some((s) => s.productIds.length === 0 || s.productIds.includes(one.id)))!;
  const speaker = options.speakers.find((s) => s.productIds.length === 0 || s.productIds.includes(product.id))!;
  const start = new Date(Date.now() + 4 * 86_400_000);
  const response = await request.post('/prod-api/meeting', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: 'ONLINE',
      topic: `线上病例分享会 ${Date.now().toString(36)}`,
      productIds: [product.id],
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      venue: null,
      onlineLink: 'https://meeting.example.com/room/42',
      expectedAttendees: 40,
      costCentreId: options.costCentres.find((cc) => cc.code === 'CC-EAST')!.id,
      budgetLines: [
        { category: 'VENUE', amountCents: 700_000, description: null },
        { category: 'CATERING', amountCents: 300_000, description: null },
      ],
      speakers: [{ speakerId: speaker.id, feeCents: Math.min(200_000, speaker.feeRateCents), travelCents: 0, lectureTitle: null }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { id: number } }).result.id;
}

test('an online meeting with venue and catering costs warns the applicant and the approver', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'rep');
  const id = await onlineDraft(request, token);

  // The applicant, in the form: the warning is there before saving or submitting.
  const rep = await signedInPage(browser, request, 'rep', { lang: 'zh' });
  await rep.setViewportSize({ width: 1440, height: 900 });
  await openApp(rep, `/pc/meeting/meeting-form?id=${id}`);
  const inForm = rep.getByTestId('meeting-compliance');
  await expect(inForm).toContainText('合规提示：提交前请核对');
  await expect(inForm).toContainText('线上会议不应产生场地或餐饮费用（场地 ¥7,000.00，餐饮 ¥3,000.00）');
  await inForm.scrollIntoViewIfNeeded();
  await screenshot(rep, 'meeting-compliance/form-warning-zh', { fullPage: false });
  await rep.close();

  // A warning does not stop the submission.
  const submitted = await request.post(`/prod-api/meeting/${id}/submit`, { headers: { Authorization: `Bearer ${token}` } });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The approver, on the meeting, in English.
  const manager = await signedInPage(browser, request, 'manager', { lang: 'en' });
  await manager.setViewportSize({ width: 1440, height: 900 });
  await openApp(manager, `/pc/meeting/meetDetail?id=${id}`);
  const onMeeting = manager.getByTestId('meeting-compliance');
  await expect(onMeeting).toContainText('Compliance: points to review');
  await expect(onMeeting).toContainText('An online meeting should have no venue or catering costs (venue ¥7,000.00, catering ¥3,000.00)');
  await expect(onMeeting).not.toContainText(/\p{Script=Han}/u);
  await screenshot(manager, 'meeting-compliance/approver-warning-en', { fullPage: false });
  await manager.close();
});

for (const lang of ['zh', 'en'] as const) {
  test(`compliance sees and can change the rules on the speaker management page (${lang})`, async ({ browser, request }) => {
    const page = await signedInPage(browser, request, 'compliance', { lang, to: '/pc/meeting/speakerManager' });
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = page.getByTestId('compliance-rules');
    await expect(card).toContainText(lang === 'zh' ? '线上会议产生场地或餐饮费用' : 'Online meeting with venue or catering');
    await expect(card).toContainText(lang === 'zh' ? '人均 ¥300.00' : '¥300.00 per attendee');
    await card.getByRole('button', { name: lang === 'zh' ? '修改规则' : 'Change rules' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, `meeting-compliance/rules-${lang}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.close();
  });
}
