import { expect as baseExpect, test, type Page } from '@playwright/test';

import { screenshot, screenshotFolder } from './support/screenshots';
import { exactly, storedToken } from './support/app';
import { openApp, signInWithToken } from './support/token-sign-in';

const expect = baseExpect.configure({ timeout: 30_000 });

/** The page at both widths the screens are checked at, when screenshots are asked for. */
async function shots(page: Page, name: string) {
  if (!screenshotFolder) return;
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `insights/${name}-${width}`);
  }
}
test.setTimeout(240_000);

const TEXT = {
  zh: {
    required: '请先选择适应症和药品名称',
    indications: '适应症',
    products: '药品名称',
    indication: '抑郁症',
    product: '思瑞宁',
    analyse: /^分\s*析$/,
    table: '表格',
    topDepartment: '科室 Top 10',
    topHospital: '医院 Top 10',
    noneNamed: (n: string) => `该数字背后的 ${n} 位医生均不能列出`,
    // Any stance: which of them a small group shows depends on the demo's notes.
    stances: '正面|中立|负面',
    doctors: (n: string) => `${n} 位医生`,
    visitSource: '拜访记录',
    open: /^查\s*看$/,
    evidence: '证据来源',
    byIndication: '按适应症',
    ageBand: '年龄段',
    oldest: '65 岁及以上',
    smallGroups: '会暴露更小分组的数字显示为 “—”',
    enter: '录入答卷',
    doctor: '医生',
    ok: /^确\s*定$/,
    saved: '答卷已保存',
    pick: '选择医生',
    recommendation: '推荐指数（NPS）',
    answers: /\d+ 份作答/,
  },
  en: {
    required: 'Please choose indications and drug names first',
    indications: 'Indications',
    products: 'Drug names',
    indication: 'Major depressive disorder',
    product: 'Siruning',
    analyse: 'Analyse',
    table: 'Table',
    topDepartment: 'Top 10 by Department',
    topHospital: 'Top 10 by Hospital',
    noneNamed: (n: string) => `None of the ${n} doctors behind this figure can be named`,
    stances: 'Positive|Neutral|Negative',
    doctors: (n: string) => `${n} doctors`,
    visitSource: 'Visit notes',
    open: 'Open',
    evidence: 'Evidence source',
    byIndication: 'By indication',
    ageBand: 'Age band',
    oldest: '65 and over',
    smallGroups: 'figures that would reveal a smaller group read “—”',
    enter: 'Enter answers',
    doctor: 'Doctor',
    ok: 'OK',
    saved: 'Answers saved',
    pick: 'Choose a doctor',
    recommendation: 'Recommendation index (NPS)',
    answers: /\d+ answers/,
  },
} as const;

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: group analysis needs indication and drug, then opens the doctors behind a bar and their visit evidence`, async ({ page }) => {
    await signInWithToken(page, page.request, 'marketing', { lang });
    await openApp(page, '/pc/userInsights/HCPGrouPortrait/DocGroup');
    await page.getByRole('button', { name: text.analyse }).click();
    await expect(page.locator('.ant-alert-warning', { hasText: text.required })).toBeVisible();

    await choose(page, text.indications, text.indication);
    await page.getByRole('button', { name: text.analyse }).click();
    await expect(page.locator('.ant-alert-warning', { hasText: text.required })).toBeVisible();
    await choose(page, text.products, text.product);
    await page.getByRole('button', { name: text.analyse }).click();
    await expect(page.locator('.ant-alert-warning', { hasText: text.required })).toHaveCount(0);
    await expect(page.locator('.insights-chart canvas').first()).toBeVisible();
    await shots(page, `group-chart-${lang}`);

    await page.getByText(text.table, { exact: true }).click();
    // One indication and one drug: every doctor of the bar sits in some small group, so none is named.
    // The charts' own cards; the page's card around them holds every title.
    const department = page.locator('.ant-card-small', { has: page.locator('.ant-card-head-title', { hasText: text.topDepartment }) });
    const count = department.getByRole('button', { name: new RegExp(` (${text.stances}) \\d+$`) }).first();
    const value = (await count.innerText()).trim();
    await count.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(text.noneNamed(value))).toBeVisible();
    await expect(drawer.locator('.ant-table-row')).toHaveCount(0);
    await shots(page, `group-withheld-${lang}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Every indication and drug: a hospital's shown bar names its doctors.
    const options = await page.request.get('/prod-api/insights/options', { headers: { authorization: `Bearer ${await storedToken(page)}` } });
    const { indications, products } = (await options.json()).result as {
      indications: Array<{ name: string; nameEn: string | null }>;
      products: Array<{ name: string; nameEn: string | null }>;
    };
    const named = (entry: { name: string; nameEn: string | null }) => (lang === 'en' ? (entry.nameEn ?? entry.name) : entry.name);
    for (const indication of indications.map(named).filter((name) => name !== text.indication)) await choose(page, text.indications, exactly(indication));
    for (const product of products.map(named).filter((name) => name !== text.product)) await choose(page, text.products, exactly(product));
    await page.getByRole('button', { name: text.analyse }).click();
    const hospitals = page.locator('.ant-card-small', { has: page.locator('.ant-card-head-title', { hasText: text.topHospital }) });
    const bar = hospitals.getByRole('button', { name: new RegExp(` (${text.stances}) \\d+$`) }).first();
    await expect(bar).toBeVisible();
    const shown = Number((await bar.innerText()).trim());
    await bar.click();
    await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
    const rows = await drawer.locator('.ant-table-row').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(Math.min(10, shown));
    await shots(page, `group-doctors-${lang}`);

    await drawer.locator('.ant-table-row a').first().click();
    await expect(page).toHaveURL(/DocIndividual\?doctorId=\d+/);
    const visitRow = page.locator('.ant-table-row', { has: page.locator('.ant-tag', { hasText: text.visitSource }) }).first();
    await expect(visitRow).toBeVisible();
    await shots(page, `individual-${lang}`);
    const snippet = (await visitRow.locator('.insights-snippet').innerText()).trim();
    await visitRow.getByRole('button', { name: text.open }).click();
    const source = page.getByRole('dialog', { name: text.evidence });
    await expect(source.locator('.insights-snippet')).toContainText(snippet);
  });

  test(`${lang}: the patient portrait lists its segments and opens one`, async ({ page }) => {
    await signInWithToken(page, page.request, 'marketing', { lang });
    await openApp(page, '/pc/userInsights/PatientPortrait');
    const byIndication = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: text.byIndication }) });
    const first = byIndication.locator('.ant-table-row a').first();
    await expect(first).toBeVisible();
    await shots(page, `portrait-${lang}`);
    const segment = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/PatientPortraitDetail\?kind=indication/);
    await expect(page.locator('.ant-card-head-title', { hasText: segment }).first()).toBeVisible();
    const ages = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: exactTitle(text.ageBand) }) });
    await expect(ages.getByRole('cell', { name: text.oldest, exact: true })).toBeVisible();
    // The page says what its figures leave out; a figure without a shown group reads —.
    await expect(page.getByText(text.smallGroups).filter({ visible: true })).toBeVisible();
    await expect(page.locator('.ant-table-cell', { hasText: /^—$/ }).filter({ visible: true }).first()).toBeVisible();
    await shots(page, `segment-${lang}`);
    if (lang === 'en') expect(await page.locator('.ant-card-head-title').allInnerTexts()).not.toContain('年龄段');
  });
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(`${lang}: a rep enters a doctor's survey answers and the doctor's page shows the recommendation index`, async ({ page }) => {
    await signInWithToken(page, page.request, 'rep', { lang });
    await openApp(page, '/pc/userInsights/Surveys');
    const row = page.locator('.ant-table-row', { has: page.getByRole('button', { name: text.enter }) }).first();
    await expect(row).toBeVisible();
    await shots(page, `surveys-${lang}`);
    const product = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('button', { name: text.enter }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: text.doctor }).click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect(option).toBeVisible();
    const [doctor, hospital] = (await option.innerText()).split(' · ');
    await option.click();
    await form.locator('.insights-scale').nth(1).getByText('10', { exact: true }).click();
    await shots(page, `survey-answer-${lang}`);
    await form.getByRole('button', { name: text.ok }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    // The rep's session ends; a marketing colleague reads the doctor's page.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signInWithToken(page, page.request, 'marketing', { lang });
    await openApp(page, '/pc/userInsights/HCPGrouPortrait/DocIndividual');
    await page.getByRole('combobox', { name: text.pick }).fill(doctor!);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${doctor} · ${hospital}` })
      .first()
      .click();
    const card = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: text.recommendation }) });
    const line = card.locator('.ant-descriptions-row', { hasText: product });
    await expect(line).toBeVisible();
    await expect(line).toContainText(text.answers);
    await shots(page, `individual-nps-${lang}`);
  });
}

function exactTitle(title: string): RegExp {
  return new RegExp(`^${title}$`);
}

test('an administrator edits a draft survey on the page; published surveys offer no edit', async ({ page }) => {
  await signInWithToken(page, page.request, 'admin', { lang: 'en' });
  await openApp(page, '/pc/userInsights/Surveys');
  const draft = page.locator('.ant-table-row', { has: page.getByRole('button', { name: 'Edit', exact: true }) }).first();
  await expect(draft).toBeVisible();
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await draft.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit draft survey' });
  const title = form.getByLabel('English title');
  await expect(title).not.toHaveValue('');
  await shots(page, 'survey-edit-en');
  const renamed = `Draft revised ${Date.now()}`;
  await title.fill(renamed);
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: renamed }).getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Published' }).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});
