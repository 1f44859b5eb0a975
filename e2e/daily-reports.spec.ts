import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectMessage } from './support/messages';
import { layoutProblems, watchPageHealth } from './support/page-health';
import { screenshot } from './support/screenshots';
import { openApp, signedInPage } from './support/token-sign-in';

const port = Number(process.env.E2E_PORT ?? 8095);
const PAGE = '/pc/systemReport/rbRecords';

// The two stories run side by side, one per enterprise. Each is a rep and a manager in two browsers
// through two submissions, a read and a reload: on two busy cores that is more than a minute.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);
test.use({ viewport: { width: 1280, height: 800 } });

const STORIES = [
  {
    lang: 'zh' as const,
    enterprise: 'the first enterprise, in Chinese',
    baseURL: `http://localhost:${port}`,
    report: {
      summary: '拜访心内科王主任，介绍了新的循证数据',
      revised: '拜访心内科王主任和李医生，介绍了新的循证数据，约定下周三科室会',
      plan: '周三复访心内科，带上新版患者手册',
    },
    text: {
      mine: '我的日报',
      summary: '工作总结',
      plan: '明日计划',
      counts: /^拜访 \d+ · 完成任务 \d+ · 会议 \d+$/,
      submit: '提交日报',
      resubmit: '重新提交',
      submitted: '日报已提交',
      submittedVersion: (v: number) => `已提交第 ${v} 版`,
      submittedVersionPattern: /^已提交第 (\d+) 版$/,
      version: (v: number) => `第 ${v} 版`,
      open: '查看',
      notRead: '未读',
      read: '已读',
      revised: '已读后修改',
      revisedSince: (read: number, v: number) => `第 ${read} 版已读，之后日报重新提交，当前为第 ${v} 版，早先版本见下方。`,
      history: '历史版本',
      close: '关闭',
    },
  },
  {
    // The read mark moves to each version a manager opens, so a report shows as revised since read
    // only once per revision: the English story is a report of its own, in the second enterprise.
    lang: 'en' as const,
    enterprise: 'the second enterprise, in English',
    baseURL: `http://127.0.0.1:${port}`,
    report: {
      summary: 'Visited the head of cardiology and presented the new trial data',
      revised: 'Visited the head of cardiology and Dr Li, presented the new trial data and booked a department meeting for Wednesday',
      plan: 'Back to cardiology on Wednesday with the new patient leaflet',
    },
    text: {
      mine: 'My daily report',
      summary: 'Summary',
      plan: 'Plan for tomorrow',
      counts: /^Visits \d+ · Tasks done \d+ · Meetings \d+$/,
      submit: 'Submit report',
      resubmit: 'Submit again',
      submitted: 'Daily report submitted',
      submittedVersion: (v: number) => `Version ${v} submitted`,
      submittedVersionPattern: /^Version (\d+) submitted$/,
      version: (v: number) => `Version ${v}`,
      open: 'Open',
      notRead: 'Unread',
      read: 'Read',
      revised: 'Revised since read',
      revisedSince: (read: number, v: number) => `Version ${read} was read; the report has been resubmitted since and is now version ${v}. Earlier versions are listed below.`,
      history: 'Earlier versions',
      close: 'Close',
    },
  },
];

type Text = (typeof STORIES)[number]['text'];

/** The rep's own report card, once the day's draft has loaded (its counts shown). */
async function myReport(page: Page, text: Text): Promise<Locator> {
  const card = page.locator('.daily-report__form');
  await expect(card.getByText(text.counts)).toBeVisible();
  return card;
}

/** The version of today's report the rep has already submitted: none in a fresh demo, but another test may have sent one. */
async function submittedVersion(card: Locator, text: Text): Promise<number> {
  const tag = card.getByText(text.submittedVersionPattern);
  if ((await tag.count()) === 0) return 0;
  return Number(text.submittedVersionPattern.exec((await tag.innerText()).trim())![1]);
}

/** The row of the team's list that shows the report, found by what it says. */
const reportRow = (page: Page, summary: string) => page.getByRole('row').filter({ hasText: summary });

for (const story of STORIES) {
  const { text, report } = story;

  test.describe(story.enterprise, () => {
    test.use({ baseURL: story.baseURL });

    test(`a report resubmitted after the manager read it shows as revised, with its plan kept and the version read in its history (${story.lang})`, async ({
      browser,
      request,
    }) => {
      const rep = await signedInPage(browser, request, 'rep', { lang: story.lang });
      const repHealth = await watchPageHealth(rep);
      const manager = await signedInPage(browser, request, 'manager', { lang: story.lang });
      const managerHealth = await watchPageHealth(manager);

      // The rep writes today's report with a plan for tomorrow.
      await openApp(rep, PAGE);
      let form = await myReport(rep, text);
      const before = await submittedVersion(form, text);
      const first = before + 1;
      const second = before + 2;
      await form.getByLabel(text.summary).fill(report.summary);
      await form.getByLabel(text.plan).fill(report.plan);
      await expectMessage(rep, text.submitted, () => form.getByRole('button', { name: before ? text.resubmit : text.submit }).click());
      await expect(form.getByText(text.submittedVersion(first), { exact: true })).toBeVisible();

      // The manager finds it unread in the team's list and opens it: that version is now read.
      await openApp(manager, PAGE);
      let row = reportRow(manager, report.summary);
      await expect(row).toContainText(text.version(first));
      await expect(row.getByText(text.notRead, { exact: true })).toBeVisible();
      await row.getByRole('button', { name: text.open }).click();
      let drawer = manager.getByRole('dialog');
      await expect(drawer.getByText(report.summary)).toBeVisible();
      await expect(drawer.getByText(report.plan)).toBeVisible();
      await expect(drawer.getByText(text.version(first), { exact: true })).toBeVisible();
      await expect(drawer.getByRole('alert')).toHaveCount(0);
      await drawer.getByRole('button', { name: text.close }).click();
      await expect(drawer).toBeHidden();
      await expect(row.getByText(text.read, { exact: true })).toBeVisible();

      // The rep reworks the summary and leaves the plan as it stands.
      form = await myReport(rep, text);
      await expect(form.getByLabel(text.plan)).toHaveValue(report.plan);
      await form.getByLabel(text.summary).fill(report.revised);
      await expectMessage(rep, text.submitted, () => form.getByRole('button', { name: text.resubmit }).click());
      await expect(form.getByText(text.submittedVersion(second), { exact: true })).toBeVisible();
      await screenshot(rep, `daily-reports/rep-resubmitted-${story.lang}`);

      // The manager comes back to the list: the report has changed since it was read.
      await manager.reload();
      row = reportRow(manager, report.revised);
      await expect(row).toContainText(text.version(second));
      await expect(row.getByText(text.revised, { exact: true })).toBeVisible();
      expect(await layoutProblems(manager, 'the team list')).toEqual([]);
      await screenshot(manager, `daily-reports/team-list-revised-${story.lang}`);

      // The report says what changed: the version read, the one shown now with its plan kept, and the earlier one below.
      await row.getByRole('button', { name: text.open }).click();
      drawer = manager.getByRole('dialog');
      await expect(drawer.getByRole('alert')).toHaveText(text.revisedSince(first, second));
      await expect(drawer.getByText(text.version(second), { exact: true })).toBeVisible();
      await expect(drawer.getByText(report.revised)).toBeVisible();
      await expect(drawer.getByText(report.plan)).toBeVisible();
      await expect(drawer.getByText(report.summary, { exact: true })).toHaveCount(0);
      await expect(drawer.getByRole('heading', { name: text.history })).toBeVisible();
      const earlier = drawer.getByRole('button', { name: new RegExp(`${text.version(first)}(\\s|$)`) });
      await expect(earlier.getByText(text.read, { exact: true })).toBeVisible();
      await earlier.click();
      await expect(drawer.getByText(report.summary, { exact: true })).toBeVisible();
      await screenshot(manager, `daily-reports/drawer-history-${story.lang}`, { fullPage: false });

      for (const [page, health] of [
        [rep, repHealth],
        [manager, managerHealth],
      ] as const) {
        await health.collect(story.enterprise);
        expect(health.problems.failedCalls).toEqual([]);
        expect(health.problems.errorToasts).toEqual([]);
        await page.context().close();
      }
    });
  });
}
