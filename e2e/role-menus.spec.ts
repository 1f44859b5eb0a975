import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { expectedSidebar } from './support/catalog';
import { DEMO_ROLES, type DemoAccount } from './support/constants';
import { readSidebar } from './support/sidebar';

test.describe('menus per role', () => {
  // Reading a sidebar opens every section one by one: the administrator's takes over a minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  for (const [account, role] of Object.entries(DEMO_ROLES) as Array<[DemoAccount, (typeof DEMO_ROLES)[DemoAccount]]>) {
    test(`${account} sees exactly the menus role ${role} grants`, async ({ page }) => {
      await signIn(page, account);
      const sidebar = await readSidebar(page);
      expect(sidebar[0]).toEqual({ title: '工作台', children: [] });
      expect(sidebar.slice(1)).toEqual(expectedSidebar(role));
    });
  }
});
