import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, searchDoctors } from './support/customers';
import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';
import { DEMO_PASSWORD } from './support/constants';

const port = Number(process.env.E2E_PORT ?? 8095);

/** Kangning in Chinese, Huaze in English: each rep logs a visit and sends an article, then opens the doctor's interactions. */
const TENANTS = [
  {
    lang: 'zh' as const,
    origin: `http://localhost:${port}`,
    words: { tab: '互动行为', section: '互动记录', visits: '拜访', visitKinds: /^(拜访|计划拜访)$/, touches: /共 \d+ 次触达 · 拜访 \d+/ },
  },
  {
    lang: 'en' as const,
    origin: `http://127.0.0.1:${port}`,
    words: { tab: 'Interactions', section: 'Interactions', visits: 'Visits', visitKinds: /^(Visit|Planned visit)$/, touches: /\d+ touch(es)? · Visits \d+/ },
  },
];

async function repToken(request: APIRequestContext, origin: string): Promise<string> {
  const found = await request.get(`${origin}/prod-api/API-SYSTEM/enterprise/find?${new URLSearchParams({ domain: origin }).toString()}`);
  const [enterprise] = ((await found.json()) as { result: Array<{ realm: string; clientId: string }> }).result;
  const response = await request.post(`${origin}/auth/realms/${enterprise!.realm}/protocol/openid-connect/token`, {
    form: { client_id: enterprise!.clientId, grant_type: 'password', username: 'rep', password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Logs a visit of half an hour some days ago at a time nobody has one, and answers its id. */
async function logVisit(request: APIRequestContext, token: string, doctorId: number, productId: number, notes: string): Promise<number> {
  for (let attempt = 0; attempt < 6; attempt++) {
    // An evening (21:00–23:00 in Shanghai) some days back: outside the demo's working-day visits, with
    // which the same doctor at an overlapping time would collide (409).
    const today = new Date();
    const evening = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 2 - attempt, 13);
    const start = new Date(evening + Math.floor(Math.random() * 120) * 60_000);
    const response = await request.post('/prod-api/v2/visit/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        doctorId,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
        visitType: 'FACE',
        purpose: 'PRODUCT',
        duration: '30',
        result: 'INTERESTED',
        productIds: [productId],
        notes,
      },
    });
    if (response.status() === 409) continue;
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { result: { id: number } }).result.id;
  }
  throw new Error('no free half hour for the visit');
}

for (const tenant of TENANTS) {
  test.describe(`doctor timeline (${tenant.lang})`, () => {
    test.use({ baseURL: tenant.origin });
    test(`a visit and an article sent show on the doctor's interactions at once (${tenant.lang})`, async ({ page, request }) => {
      const token = await repToken(request, tenant.origin);
      const doctors = await searchDoctors(request, token, { type: 'MY_CUSTOMER', size: 20 });
      const doctor = doctors.content[doctors.content.length - 1]!;
      const [product] = await apiCall<Array<{ id: number }>>(request, token, 'GET', '/API-SYSTEM/product/user/product/all');
      const notes = `${tenant.lang === 'zh' ? '讨论用药方案' : 'Discussed the dosing plan'} ${Date.now()}`;
      await logVisit(request, token, doctor.id, product!.id, notes);
      // Listed in the page's language, as the timeline shows its title.
      const listed = await request.get('/prod-api/article/list/by/example/pageable/user?sendable=true&size=1', {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': tenant.lang },
      });
      const article = ((await listed.json()) as { result: { content: Array<{ id: number; title: string }> } }).result.content[0]!;
      await apiCall(request, token, 'POST', '/content/send', { articleId: article.id, channel: 'EMAIL', doctorIds: [doctor.id] });

      await signInWithToken(page, request, 'rep', { lang: tenant.lang });
      await openApp(page, `/pc/customer/doctorProfile?id=${doctor.id}`);
      await page.getByRole('tab', { name: tenant.words.tab, exact: true }).click();
      const timeline = page.locator('[data-section="timeline"]');
      await expect(timeline.locator('.ant-card-head-title')).toHaveText(tenant.words.section);
      // Both are there on the first answer: no waiting for a background job.
      await expect(timeline.getByText(notes)).toBeVisible({ timeout: 10_000 });
      await expect(timeline.getByText(article.title).first()).toBeVisible();
      // The year's touches count the visit too, by month, with the last touch.
      const touches = page.locator('[data-section="touches"]');
      await touches.scrollIntoViewIfNeeded();
      await expect(touches.locator('.touches-card__line')).toContainText(tenant.words.touches);
      await expect(touches.locator('canvas')).toBeVisible();
      await screenshot(page, `doctor-timeline/interactions-${tenant.lang}`);

      // Narrowed to visits: only visits, the one just logged among them.
      await timeline.locator('.doctor-timeline__types').getByText(tenant.words.visits, { exact: true }).click();
      await expect(timeline.getByText(notes)).toBeVisible();
      await expect(timeline.getByText(article.title)).toHaveCount(0);
      const kinds = await timeline.locator('.doctor-timeline__head .ant-tag').allTextContents();
      expect(kinds.length).toBeGreaterThan(0);
      // Visits logged and planned, nothing else.
      for (const kind of kinds) expect(kind).toMatch(tenant.words.visitKinds);
    });
  });
}
