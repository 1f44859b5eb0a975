import { expect, test, type Page } from '@playwright/test';
import { chooseFromUserMenu, dropdownSettled, menuEntry, openFromMenu, signIn, tabByLabel, tabLabels } from './support/app';

async function tabAction(page: Page, label: string, action: string): Promise<void> {
  await tabByLabel(page, label).click({ button: 'right' });
  await dropdownSettled(page);
  await menuEntry(page, action).click();
}

async function openFour(page: Page): Promise<void> {
  await openFromMenu(page, '客户管理', '医生管理');
  await openFromMenu(page, '客户管理', 'KOL图谱');
  await openFromMenu(page, '客户管理', '医院管理');
  await openFromMenu(page, '客户管理', '拜访管理');
  await expect.poll(() => tabLabels(page)).toEqual(['工作台', '医生管理', 'KOL图谱', '医院管理', '拜访管理']);
}

test.describe('tab bar', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'manager'));

  test('visited pages open tabs; status tabs of a page share its tab; the dashboard tab cannot close', async ({ page }) => {
    await openFour(page);
    await expect(page).toHaveURL(/visitTeamManager\/myVisit$/);
    await page.locator('.section-tabs').getByRole('tab', { name: '团队拜访' }).click();
    await expect(page).toHaveURL(/visitTeamManager\/teamVisit$/);
    expect(await tabLabels(page)).toHaveLength(5);

    const homeTab = page.locator('.tab-bar .ant-tabs-tab').first();
    await expect(homeTab.locator('.ant-tabs-tab-remove')).toHaveCount(0);
    await tabByLabel(page, '工作台').click({ button: 'right' });
    await dropdownSettled(page);
    await expect(menuEntry(page, '关闭当前')).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // Coming back to a tab shows the page where it was left.
    await tabByLabel(page, '医生管理').click();
    await expect(page).toHaveURL(/doctorTeamManager\/focusCustomer$/);
    await tabByLabel(page, '拜访管理').click();
    await expect(page).toHaveURL(/visitTeamManager\/teamVisit$/);
  });

  test('close current, left, right, others and all', async ({ page }) => {
    await openFour(page);
    await tabAction(page, 'KOL图谱', '关闭当前');
    await expect.poll(() => tabLabels(page)).toEqual(['工作台', '医生管理', '医院管理', '拜访管理']);

    await tabAction(page, '医院管理', '关闭左侧');
    await expect.poll(() => tabLabels(page)).toEqual(['工作台', '医院管理', '拜访管理']);

    await tabAction(page, '医院管理', '关闭右侧');
    await expect.poll(() => tabLabels(page)).toEqual(['工作台', '医院管理']);
    // The page on screen was closed: the tab acted on takes over.
    await expect(page).toHaveURL(/hospitalList\/hospitalTeamManager$/);

    await openFromMenu(page, '客户管理', 'KOL图谱');
    await openFromMenu(page, '客户管理', '拜访管理');
    await tabAction(page, 'KOL图谱', '关闭其他');
    await expect.poll(() => tabLabels(page)).toEqual(['工作台', 'KOL图谱']);
    await expect(page).toHaveURL(/customer\/KolMapping$/);

    await openFromMenu(page, '客户管理', '医生管理');
    await tabAction(page, '医生管理', '全部关闭');
    await expect.poll(() => tabLabels(page)).toEqual(['工作台']);
    await expect(page).toHaveURL(/\/pc\/dashboard$/);
  });

  test('the close button of a tab closes it and shows its neighbour', async ({ page }) => {
    await openFour(page);
    await tabByLabel(page, '医院管理').click();
    await page.locator('.tab-bar .ant-tabs-tab', { hasText: '医院管理' }).locator('.ant-tabs-tab-remove').click();
    await expect.poll(() => tabLabels(page)).toEqual(['工作台', '医生管理', 'KOL图谱', '拜访管理']);
    await expect(page).toHaveURL(/visitTeamManager\/myVisit$/);
  });

  test('typed text survives switching tabs; refresh starts the page over', async ({ page }) => {
    await chooseFromUserMenu(page, '个人中心');
    await expect(page).toHaveURL(/personalcenter\/index$/);
    const email = page.getByLabel('电子邮箱', { exact: true });
    await email.fill('typed.but.not.saved@example.com');

    await tabByLabel(page, '工作台').click();
    await expect(page.locator('.welcome-banner')).toBeVisible();
    await openFromMenu(page, '客户管理', 'KOL图谱');
    await tabByLabel(page, '个人中心').click();
    await expect(email).toHaveValue('typed.but.not.saved@example.com');

    await tabAction(page, '个人中心', '刷新页面');
    await expect(page.getByLabel('电子邮箱', { exact: true })).toHaveValue('manager@kangning.example.com');
  });
});
