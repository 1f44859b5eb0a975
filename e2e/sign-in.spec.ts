import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { startCompanyIdentityServer, type CompanyIdentityServer } from '../apps/server/test/company-identity-server';
import { chooseFromUserMenu, signIn, storedToken } from './support/app';
import { DEMO_PASSWORD, DEMO_ROLES, SHORT_TOKEN_SECONDS, type DemoAccount } from './support/constants';

// Runs against the server whose access tokens live SHORT_TOKEN_SECONDS (see playwright.config.ts),
// so a renewal happens within the test.

const TOKEN_PATH = '/auth/realms/kangning/protocol/openid-connect/token';

/** One account of each demo role. */
const ACCOUNTS = (Object.keys(DEMO_ROLES) as DemoAccount[]).filter((account, index, all) => all.findIndex((other) => DEMO_ROLES[other] === DEMO_ROLES[account]) === index);

function form(request: Request): URLSearchParams {
  return new URLSearchParams(request.postData() ?? '');
}

/** Every request the page sends to the realm, in order. */
function realmTraffic(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/auth/realms/')) sent.push(request);
  });
  return sent;
}

for (const account of ACCOUNTS) {
  test(`${account} signs in with the authorization code and PKCE, renews the session and signs out at the realm`, async ({ page, request }) => {
    const traffic = realmTraffic(page);
    await signIn(page, account);

    const authorization = traffic.find((sent) => new URL(sent.url()).pathname.endsWith('/protocol/openid-connect/auth') && sent.method() === 'GET');
    const query = new URL(authorization!.url()).searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/pc\/login$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    const exchange = traffic.find((sent) => sent.url().endsWith(TOKEN_PATH) && form(sent).get('grant_type') === 'authorization_code');
    expect(form(exchange!).get('code_verifier')).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    // The password never reaches the app: only the realm's own page posts it.
    expect(traffic.some((sent) => form(sent).get('grant_type') === 'password')).toBe(false);

    // The access token expires; the next call renews it with the refresh token.
    const first = await storedToken(page);
    await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1000);
    await page.reload();
    await expect(page.locator('.welcome-banner')).toBeVisible();
    const renewals = traffic.filter((sent) => sent.url().endsWith(TOKEN_PATH) && form(sent).get('grant_type') === 'refresh_token');
    // At least one (a slow page may outlive a 4-second token twice), and the realm accepted each.
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    for (const renewal of renewals) expect((await renewal.response())?.status()).toBe(200);
    expect(await storedToken(page)).not.toBe(first);
    const refreshToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('reTokenInfo') ?? '{}') as { token?: string }).token);

    await chooseFromUserMenu(page, '退出登录');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByRole('status')).toContainText('您已退出登录');
    expect(new URL(page.url()).pathname).toBe('/pc/login');
    const endSession = traffic.find((sent) => new URL(sent.url()).pathname.endsWith('/protocol/openid-connect/logout'));
    expect(new URL(endSession!.url()).searchParams.get('id_token_hint')).toBeTruthy();
    // The realm's session is over: its refresh token is refused.
    const refused = await request.post(TOKEN_PATH, { form: { client_id: 'crm-web', grant_type: 'refresh_token', refresh_token: refreshToken! } });
    expect(refused.status()).toBe(400);
  });
}

test('the realm’s sign-in page speaks the interface language and keeps the user there on a wrong password', async ({ page }) => {
  await page.goto('/pc/privacyAgreement');
  await page.evaluate(() => localStorage.setItem('languageType', 'en'));
  await page.goto('/pc/login?redirect=%2Fpersonalcenter%2Findex');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/auth/realms/kangning/protocol/openid-connect/auth');
  await page.getByLabel('User name').fill('rep');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid user credentials');
  await expect(page.getByLabel('User name')).toHaveValue('rep');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where the user was going before the sign-in.
  await page.waitForURL('**/pc/personalcenter/index');
});

test.describe('the second enterprise on its own identity server', () => {
  // The company's server runs for these tests; the enterprise is pointed at it through the admin
  // API and back to the embedded realm afterwards.
  let company: CompanyIdentityServer;
  let base: string;
  const USERS = { rep: 'company-pass-1', manager: 'company-pass-2', stranger: 'company-pass-3', admin: 'company-pass-4' };
  const SETTINGS = { realm: 'huaze', clientId: 'crm-web', userClaim: 'preferred_username', redirectUris: ['http://127.0.0.1/pc/login'], passwordGrant: true };

  /** Signs in at the company's own page, in a browser context of its own. */
  async function signInAtCompany(browser: Browser, username: keyof typeof USERS): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await page.goto('/pc/login');
    await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
    await page.getByLabel('Company user').fill(username);
    await page.getByLabel('Company password').fill(USERS[username]);
    await page.getByRole('button', { name: 'Continue' }).click();
    return page;
  }

  test.beforeAll(async ({ request, baseURL }) => {
    base = baseURL!.replace('localhost', '127.0.0.1');
    company = await startCompanyIdentityServer({ realm: 'huaze', clientId: 'crm-web', redirectUris: [`${base}/pc/login`], users: USERS });
    const signedIn = await request.post(`${base}/auth/realms/huaze/protocol/openid-connect/token`, {
      form: { client_id: 'crm-web', grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
    });
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    const switched = await request.put(`${base}/prod-api/API-SYSTEM/admin/sign-in`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...SETTINGS, identityServer: company.base },
    });
    expect(switched.ok(), await switched.text()).toBeTruthy();
  });

  test.afterAll(async ({ browser, request }) => {
    // Back to the embedded realm, as the company's administrator.
    const page = await signInAtCompany(browser, 'admin');
    await page.waitForURL('**/pc/dashboard');
    const token = await storedToken(page);
    await request.put(`${base}/prod-api/API-SYSTEM/admin/sign-in`, { headers: { Authorization: `Bearer ${token}` }, data: { ...SETTINGS, identityServer: null } });
    await page.context().close();
    await company.close();
  });

  test('signs in at the company’s page, uses the API, follows a key rotation and refuses a stranger by name', async ({ browser }) => {
    const rep = await signInAtCompany(browser, 'rep');
    await rep.waitForURL('**/pc/dashboard');
    await expect(rep.locator('.welcome-banner')).toBeVisible();
    await expect(rep.locator('.user-menu')).toContainText(/.+/);
    await rep.context().close();

    // The company rotates its signing key: tokens signed with the new one are accepted without a restart
    // (the server fetches the key set again when it first sees the key, at most every five seconds).
    await company.rotateKeys();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const manager = await signInAtCompany(browser, 'manager');
    await manager.waitForURL('**/pc/dashboard');
    await expect(manager.locator('.welcome-banner')).toBeVisible();
    const token = await storedToken(manager);
    expect(JSON.parse(Buffer.from(token!.split('.')[0]!, 'base64url').toString()).kid).toBe(company.keyIds()[0]);
    await manager.context().close();

    // Someone the company knows and the product does not: back on the sign-in screen, told why, by name.
    const stranger = await signInAtCompany(browser, 'stranger');
    await expect(stranger.getByRole('alert')).toContainText('您在公司身份认证系统中的账号（stranger）尚未开通本系统，请联系管理员');
    expect(new URL(stranger.url()).pathname).toBe('/pc/login');
    await stranger.context().close();
  });
});
