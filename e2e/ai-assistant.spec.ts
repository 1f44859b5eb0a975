import { expect as baseExpect, test, type Page } from '@playwright/test';

import { screenshot } from './support/screenshots';
import { openApp, signInWithToken } from './support/token-sign-in';

// The machine is shared: answers and lists may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const TEXT = {
  zh: {
    question: '思瑞宁老年患者的起始剂量是多少？',
    quote: '65 岁及以上老年患者的起始剂量为每日 5 mg',
    uncovered: '火星上的天气怎么样？',
    nothing: '没有找到与这个问题相关的内容',
    proposalMode: '拜访方案',
    doctor: '医生',
    draft: '拟定方案',
    heading: /拜访方案：/,
    profile: '医生概况',
    send: '发送',
    input: '请输入问题，按 Enter 发送，Shift+Enter 换行',
    sources: '来源',
    indexed: /内容索引更新于 \d{4}-\d{2}-\d{2}/,
  },
  en: {
    question: 'How long before surgery should Dagening be withheld?',
    quote: 'at least 3 days before scheduled surgery',
    uncovered: 'What is the best recipe for sourdough bread?',
    nothing: 'Nothing relevant was found in the content you may read',
    proposalMode: 'Proposal',
    doctor: 'Doctor',
    draft: 'Draft proposal',
    heading: /Visit proposal: /,
    profile: 'Doctor profile',
    send: 'Send',
    input: 'Ask a question; Enter sends, Shift+Enter adds a line',
    sources: 'Sources',
    indexed: /content indexed \d{4}-\d{2}-\d{2}/,
  },
} as const;

async function openAssistant(page: Page, lang: 'zh' | 'en') {
  await signInWithToken(page, page.request, 'rep', { lang });
  await openApp(page, '/pc/ai/clound');
  await expect(page.getByLabel(TEXT[lang].input)).toBeVisible();
}

async function ask(page: Page, lang: 'zh' | 'en', question: string) {
  await page.getByLabel(TEXT[lang].input).fill(question);
  await page.getByRole('button', { name: TEXT[lang].send }).click();
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: a knowledge question streams a quoted answer whose citation opens its source`, async ({ page }) => {
    await openAssistant(page, lang);
    // The page says how fresh the content it answers from is.
    await expect(page.getByText(text.indexed)).toBeVisible();
    await ask(page, lang, text.question);
    const answer = page.getByTestId('ai-answer').last();
    await expect(answer).toContainText(text.quote);
    await screenshot(page, `assistant/answer-${lang}`);
    await answer.getByRole('button', { name: '1', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(text.quote);
    await expect(drawer).toContainText(text.sources);
    // The conversation is kept and listed under its question.
    await page.keyboard.press('Escape');
    await expect(page.locator('.ai-conversation').first()).toContainText(text.question.slice(0, 10));
  });

  test(`${lang}: a question the content does not cover gets the plain "nothing relevant" answer`, async ({ page }) => {
    await openAssistant(page, lang);
    await ask(page, lang, text.uncovered);
    await expect(page.getByTestId('ai-answer').last()).toContainText(text.nothing);
  });

  test(`${lang}: drafts a visit proposal for a doctor of the rep, citing the profile`, async ({ page }) => {
    await openAssistant(page, lang);
    await page.getByText(text.proposalMode, { exact: true }).first().click();
    await page.getByLabel(text.doctor).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByRole('button', { name: text.draft }).click();
    const answer = page.getByTestId('ai-answer').last();
    await expect(answer).toContainText(text.heading);
    await expect(answer).toContainText(text.profile);
    await answer.getByRole('button', { name: '1', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(text.profile);
  });
}
