import { describe, expect, it } from 'vitest';
import { flattenMenuCatalog } from '@crm/shared/menu-catalog';
import { MEETING_LIST_TABS } from '@crm/shared/contracts/meeting-schemas';
import { LIST_PAGES } from './list-pages';

const menuPaths = flattenMenuCatalog().map((entry) => entry.fullPath);

describe('the meeting list pages', () => {
  it('cover every status tab of the /meeting menu that lists meetings', () => {
    const tabs = menuPaths.filter((path) => /^\/meeting\/(apply|approve|payment|paymentApprove|met)\/[^/]+$/.test(path) || path === '/meeting/myApproved');
    expect(tabs.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(LIST_PAGES).sort()).toEqual(tabs.sort());
  });

  it('ask the server only for groups and tabs it knows', () => {
    for (const page of Object.values(LIST_PAGES)) {
      for (const view of page.views) expect(MEETING_LIST_TABS[view.group] as readonly string[]).toContain(view.tab);
    }
  });

  it('open each menu tab on the list of the same name', () => {
    for (const [path, page] of Object.entries(LIST_PAGES)) {
      const [group, tab] = path.replace('/meeting/', '').split('/');
      if (tab) expect(page.views[0]).toMatchObject({ group, tab });
    }
  });
});
