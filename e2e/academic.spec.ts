import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { apiGet, apiToken } from './support/app';
import { screenshot } from './support/screenshots';

// Doctor profile, academic network and KOL mapping, as a district sales manager uses them.
const ACCOUNT = 'manager';
/** First loads wait for the server, which may be recomputing KOL scores in the background. */
const LOAD = { timeout: 60_000 };
const PROFILE_ADDRESS = /\/customer\/doctorProfile\?doctorId=.+&id=\d+/;
test.describe.configure({ timeout: 240_000 });

type Lang = 'zh' | 'en';
const LANGS: Lang[] = ['zh', 'en'];

interface Page_<T> {
  content: T[];
  totalElements: number;
}
interface KolRow {
  id: number;
  doctorId: string;
  name: string;
  score: number;
}
interface DoctorDetail {
  id: number;
  doctorId: string;
  doctorName: string;
  personalResume: string | null;
  professionalDirection: string | null;
  servingHospital: unknown[];
  degreeTitle: string | null;
  administrativePosition: string[];
  mainAcademicTitle: string[];
  association: string[];
  academicJournal: string[];
}

const LISTS = ['paper', 'guide', 'meeting', 'live', 'research', 'fund', 'patent'] as const;
/** The profile's sections of those lists (`data-section`), in the same order. */
const LIST_SECTIONS = ['papers', 'guides', 'meetings', 'lives', 'research', 'funds', 'patents'] as const;

const text = {
  zh: {
    sections: ['基本概览', '个人简介', '擅长领域', '多点执业', '学业经历', '工作经历', '行政职务', '学术头衔', '协会/学会及任职', '学术期刊及任职'],
    lists: ['学术论文', '临床指南', '学术会议', '医生直播', '临床研究', '基金项目', '专利'],
    tabs: { profile: '医生档案', academic: '学术成果', activity: '学术活动与合作', interaction: '互动行为' },
    empty: '暂无数据',
    emptyPlatform: '该医生在医学教育平台暂无记录',
    noMore: '没有更多了',
    loadMore: '加载更多...',
    expand: '展开',
    collapse: '收起',
    activeness: ['总活跃度', '医学教育', '医生直播', '问卷调研'],
    day: '日',
    month: '月',
    dayLabel: /^\d{1,2}月\d{1,2}日 – \d{1,2}月\d{1,2}日$/,
    monthLabel: /^\d{4}年\d{1,2}月 – \d{4}年\d{1,2}月$/,
    explain: '评分说明',
    breakdown: '评分构成',
    sum: '合计',
    clickHint: '点击查看全景',
  },
  en: {
    sections: [
      'Overview',
      'Profile',
      'Specialty',
      'Multi-site practice',
      'Education',
      'Work experience',
      'Administrative position',
      'Academic title',
      'Associations and positions',
      'Journals and roles',
    ],
    lists: ['Papers', 'Clinical guidelines', 'Academic meetings', 'Live sessions', 'Clinical research', 'Fund projects', 'Patents'],
    tabs: { profile: 'Profile', academic: 'Academic output', activity: 'Activities and collaboration', interaction: 'Interactions' },
    empty: 'No data',
    emptyPlatform: 'No activity on the education platform yet.',
    noMore: 'No more',
    loadMore: 'Load more...',
    expand: 'Expand',
    collapse: 'Collapse',
    activeness: ['Total activeness', 'Medical education', 'Doctor live', 'Surveys'],
    day: 'Day',
    month: 'Month',
    dayLabel: /^\d{2}\/\d{2} – \d{2}\/\d{2}$/,
    monthLabel: /^\d{4}\/\d{2} – \d{4}\/\d{2}$/,
    explain: 'Explain score',
    breakdown: 'Score breakdown',
    sum: 'Total',
    clickHint: 'Click to open the profile',
  },
} as const;

const profileUrl = (doctor: { id: number; doctorId: string }) => `/pc/customer/doctorProfile?doctorId=${encodeURIComponent(doctor.doctorId)}&id=${doctor.id}`;

async function listTotal(request: APIRequestContext, token: string, kind: string, id: number): Promise<number> {
  return (await apiGet<Page_<unknown>>(request, token, `/get/${kind}/info?id=${id}&page=0&size=1`)).totalElements;
}

/** A top KOL the account may open whose profile has data in every section. */
async function richKol(request: APIRequestContext): Promise<DoctorDetail> {
  const token = await apiToken(request, ACCOUNT);
  const kols = await apiGet<Page_<KolRow>>(request, token, '/kol/mapping/list?page=0&size=30');
  for (const kol of kols.content) {
    const doctor = await apiGet<DoctorDetail>(request, token, `/doctor/find/${kol.id}`);
    const filled =
      doctor.personalResume &&
      doctor.professionalDirection &&
      doctor.degreeTitle &&
      doctor.servingHospital.length &&
      doctor.administrativePosition.length &&
      doctor.mainAcademicTitle.length &&
      doctor.association.length &&
      doctor.academicJournal.length;
    if (!filled) continue;
    const totals = await Promise.all(LISTS.map((kind) => listTotal(request, token, kind, kol.id)));
    if (totals.every((total) => total > 0)) return doctor;
  }
  throw new Error('No KOL of the demo data has every profile section filled');
}

/** A resident the account may open with no posts, few academic records and no interactions. */
/**
 * Scrolls a card into view. A card that finishes loading is rendered anew, and a scroll aimed at the
 * old one fails ("not attached to the DOM"): the new one is found and scrolled to instead.
 */
async function scrollTo(card: Locator): Promise<void> {
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass(LOAD);
}

async function quietDoctor(request: APIRequestContext): Promise<{ doctor: DoctorDetail; totals: number[] }> {
  const token = await apiToken(request, ACCOUNT);
  const response = await request.post('/prod-api/doctor/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { listType: 'MY_CUSTOMER', titleCodes: ['RESIDENT'], size: 40 },
  });
  const residents = ((await response.json()) as { result: Page_<{ id: number }> }).result.content;
  for (const { id } of residents) {
    const doctor = await apiGet<DoctorDetail>(request, token, `/doctor/find/${id}`);
    if (doctor.association.length || doctor.academicJournal.length || doctor.administrativePosition.length || doctor.mainAcademicTitle.length || doctor.servingHospital.length)
      continue;
    const totals = await Promise.all(LISTS.map((kind) => listTotal(request, token, kind, id)));
    const interactions = await apiGet<Page_<unknown>>(request, token, `/doctor/action/detail?id=${id}&page=0&size=1`);
    if (totals.filter((total) => total === 0).length >= 5 && interactions.totalElements === 0) return { doctor, totals };
  }
  throw new Error('No resident with little academic data in the first forty');
}

/** Signs in through the login screen (patiently: the test machine is shared) and opens a page. */
async function openAs(page: Page, lang: Lang, url: string): Promise<void> {
  await page.goto('/pc/privacyAgreement');
  await page.evaluate((chosen) => {
    localStorage.setItem('languageType', chosen);
    localStorage.setItem('dataNoticeDismissed', 'true');
  }, lang);
  await page.goto('/pc/login');
  await page.getByLabel(/^(登录账号|User name)$/).fill(ACCOUNT);
  await page.getByLabel(/^(密码|Password)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(登\s*录|Sign in)$/ }).click();
  await page.waitForURL('**/pc/dashboard', LOAD);
  await page.goto(url);
}

const section = (page: Page, name: string) => page.locator(`.doctor-profile [data-section="${name}"]`);
const emptyIn = (scope: Locator, text: string) => scope.locator('.ant-empty-description', { hasText: new RegExp(`^${text}$`) });
const titled = (page: Page, title: string) =>
  page.locator('.doctor-profile :is(.ant-card-head-title, .ant-descriptions-title)').filter({ hasText: new RegExp(`^${title.replace(/[/()]/g, '\\$&')}$`) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

for (const lang of LANGS) {
  const words = text[lang];

  test(`a KOL's profile shows every section with data, lists page and long text expands (${lang})`, async ({ page, request }) => {
    const kol = await richKol(request);
    await openAs(page, lang, profileUrl(kol));
    await expect(page.locator('.profile-overview__name')).toBeVisible(LOAD);

    for (const title of words.sections) await expect(titled(page, title)).toBeVisible();
    const basics = ['profile', 'specialty', 'multiSite', 'education', 'work', 'administrativePosition', 'academicTitle', 'association', 'journal'];
    for (const name of basics) await expect(emptyIn(section(page, name), words.empty)).toHaveCount(0);
    await screenshot(page, `academic/profile-${lang}`);

    // Spec 5: 展开 only past 76 characters for the resume and 24 for the specialty.
    const resumeLink = section(page, 'profile').getByText(words.expand, { exact: true });
    await expect(resumeLink).toHaveCount([...(kol.personalResume ?? '').trim()].length > 76 ? 1 : 0);
    const specialtyLink = section(page, 'specialty').getByText(words.expand, { exact: true });
    await expect(specialtyLink).toHaveCount([...(kol.professionalDirection ?? '').trim()].length > 24 ? 1 : 0);
    if ((await resumeLink.count()) === 1) {
      await resumeLink.click();
      await expect(section(page, 'profile')).toContainText(kol.personalResume!.trim());
      await section(page, 'profile').getByText(words.collapse, { exact: true }).click();
      await expect(section(page, 'profile').getByText(words.expand, { exact: true })).toBeVisible();
    }

    await tab(page, words.tabs.academic).click();
    for (const [index, title] of words.lists.entries()) {
      // A section below the fold asks for its list only once scrolled near: scroll to it whether it
      // still waits or has loaded, then find it by its title.
      await scrollTo(section(page, LIST_SECTIONS[index]!));
      const card = page.locator('.doctor-profile .profile-list', { has: page.locator('.ant-card-head-title', { hasText: title }) });
      await expect(card.locator('.profile-list__row').first()).toBeVisible(LOAD);
      await expect(emptyIn(card, words.empty)).toHaveCount(0);
      await expect(card.getByText(new RegExp(`^(${words.noMore}|${words.loadMore.replace(/\./g, '\\.')})$`))).toBeVisible();
    }
    const papers = section(page, 'papers');
    await scrollTo(papers);
    await expect(papers.locator('a.profile-row__title').first()).toHaveAttribute('href', /^https?:\/\//);
    const shown = await papers.locator('.profile-list__row').count();
    const more = papers.getByRole('button', { name: words.loadMore });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => papers.locator('.profile-list__row').count()).toBeGreaterThan(shown);
    }
    await screenshot(page, `academic/profile-academic-${lang}`);

    await tab(page, words.tabs.activity).click();
    await expect(section(page, 'activities').locator('.ant-timeline-item').first()).toBeVisible(LOAD);
    await scrollTo(section(page, 'collaboration'));
    await expect(section(page, 'collaboration').locator('.profile-colleague').first()).toBeVisible(LOAD);
    await screenshot(page, `academic/profile-activity-${lang}`);
  });

  test(`a doctor with little data shows the empty states (${lang})`, async ({ page, request }) => {
    const { doctor: quiet, totals } = await quietDoctor(request);
    await openAs(page, lang, profileUrl(quiet));
    await expect(page.locator('.profile-overview__name')).toBeVisible(LOAD);
    for (const name of ['multiSite', 'administrativePosition', 'academicTitle', 'association', 'journal']) {
      await expect(emptyIn(section(page, name), words.empty)).toBeVisible();
    }
    await tab(page, words.tabs.academic).click();
    for (const [index, name] of LIST_SECTIONS.entries()) {
      const card = section(page, name);
      await scrollTo(card);
      if (totals[index] === 0) {
        await expect(emptyIn(card, words.empty)).toBeVisible(LOAD);
        await expect(card.getByText(words.noMore, { exact: true })).toHaveCount(0);
      } else {
        await expect(card.locator('.profile-list__row')).toHaveCount(Math.min(totals[index]!, 10), LOAD);
      }
    }
    await tab(page, words.tabs.interaction).click();
    // The education platform's widgets sit below the timeline and load when scrolled to.
    await scrollTo(page.locator('.doctor-profile [data-section="platform"], .doctor-profile [data-section="statistical"]').first());
    for (const name of ['statistical', 'tendency', 'educateTendency']) await expect(emptyIn(section(page, name), words.emptyPlatform.replace('.', '\\.'))).toBeVisible(LOAD);
    await scrollTo(section(page, 'detail'));
    await expect(emptyIn(section(page, 'detail'), words.empty)).toBeVisible(LOAD);
    await screenshot(page, `academic/profile-empty-${lang}`);
  });

  test(`activeness tabs and granularity switch; a colleague's profile replaces the page (${lang})`, async ({ page, request }) => {
    const kol = await richKol(request);
    await openAs(page, lang, profileUrl(kol));
    await tab(page, words.tabs.interaction).click();
    const activeness = section(page, 'activeness');
    const [total, education] = words.activeness;
    await expect(activeness.locator('.profile-activeness__range')).toHaveText(words.monthLabel, LOAD);
    await expect(activeness.getByRole('tab', { name: total, exact: true })).toHaveAttribute('aria-selected', 'true');
    await activeness.getByRole('tab', { name: education, exact: true }).click();
    await expect(activeness.getByRole('tab', { name: education, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(activeness.locator('.profile-activeness__range')).toHaveText(words.monthLabel);

    // New data (by day) selects the first tab again and labels the axis by day.
    await activeness.getByText(words.day, { exact: true }).click();
    await expect(activeness.locator('.profile-activeness__range')).toHaveText(words.dayLabel, LOAD);
    await expect(activeness.getByRole('tab', { name: total, exact: true })).toHaveAttribute('aria-selected', 'true');
    await activeness.getByText(words.month, { exact: true }).click();
    await expect(activeness.locator('.profile-activeness__range')).toHaveText(words.monthLabel);

    // Behaviour bars: the largest is full length, the others in proportion to their count.
    await scrollTo(page.locator('.doctor-profile [data-section="platform"], .doctor-profile [data-section="statistical"]').first());
    const meters = section(page, 'statistical').getByRole('meter');
    await expect(meters.first()).toHaveAttribute('aria-valuenow', '100', LOAD);
    const counts = (await section(page, 'statistical').locator('.behaviour-bars__count').allTextContents()).map((value) => Number(value.replace(/\D/g, '')));
    const values = await meters.evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('aria-valuenow'))));
    values.forEach((value, index) => expect(value).toBe(Math.round((counts[index]! / counts[0]!) * 100)));
    await scrollTo(section(page, 'detail'));
    await expect(section(page, 'detail').locator('.ant-timeline-item').first()).toBeVisible(LOAD);
    await screenshot(page, `academic/profile-interaction-${lang}`);

    // The interaction tab is remembered; a colleague opens on the first tab.
    await page.reload();
    await expect(tab(page, words.tabs.interaction)).toHaveAttribute('aria-selected', 'true', LOAD);
    await tab(page, words.tabs.activity).click();
    // The colleagues load once the timeline above has its rows, when they are scrolled to.
    await expect(section(page, 'activities').locator('.ant-timeline-item').first()).toBeVisible(LOAD);
    await scrollTo(section(page, 'collaboration'));
    const colleague = section(page, 'collaboration').locator('.profile-colleague:not([disabled])').first();
    await expect(colleague).toBeVisible(LOAD);
    const name = (await colleague.locator('.profile-colleague__name').textContent())!.trim();
    await colleague.click();
    await expect(page).not.toHaveURL(new RegExp(`[?&]id=${kol.id}(&|$)`));
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const opened = await apiGet<DoctorDetail & { doctorNameEn: string | null }>(request, await apiToken(request, ACCOUNT), `/doctor/find/${id}`);
    expect(opened.doctorName).toBe(name);
    await expect(page.locator('.profile-overview__name')).toHaveText(lang === 'en' && opened.doctorNameEn ? opened.doctorNameEn : opened.doctorName, LOAD);
    await expect(tab(page, words.tabs.profile)).toHaveAttribute('aria-selected', 'true');
  });

  test(`the academic network opens a doctor's profile from the graph (${lang})`, async ({ page, request }) => {
    const kol = await richKol(request);
    await openAs(page, lang, `/pc/userInsights/DoctorAcademicNetwork?id=${kol.id}`);
    const graph = page.locator('.network-graph');
    await expect(graph.locator('canvas')).toBeVisible(LOAD);
    await expect(page.locator('.network-table .ant-table-row').first()).toBeVisible(LOAD);
    await page.waitForTimeout(1500);
    await screenshot(page, `academic/network-${lang}`);

    // The graph is a canvas: find doctors by hovering (the pointer and tooltip say what is under the mouse).
    const candidates = await graph.evaluate((element, hint) => {
      const root = element.querySelector<HTMLElement>(':scope > div')!;
      const rect = root.getBoundingClientRect();
      const found: Array<{ x: number; y: number; name: string }> = [];
      for (let y = rect.top + 20; y < rect.bottom - 20 && found.length < 12; y += 9) {
        for (let x = rect.left + 20; x < rect.right - 20 && found.length < 12; x += 9) {
          root.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
          if (root.style.cursor !== 'pointer') continue;
          const tip = document.querySelector<HTMLElement>('.network-tooltip');
          const name = tip?.querySelector('.network-tooltip__name')?.textContent?.trim();
          if (name && tip?.textContent?.includes(hint) && !found.some((known) => known.name === name)) found.push({ x, y, name });
        }
      }
      return found;
    }, words.clickHint);
    const others = candidates.filter((candidate) => !candidate.name.startsWith(kol.doctorName));
    expect(others.length, 'related doctors were found on the canvas').toBeGreaterThan(0);
    // A click opens whichever doctor is under the pointer; on a slow machine the navigation of one
    // click may land after the wait for it, so the doctor who opened is read from the address.
    for (const candidate of others) {
      await page.mouse.move(candidate.x, candidate.y);
      const tooltip = page.locator('.network-tooltip .network-tooltip__name');
      if (!(await tooltip.isVisible()) || (await tooltip.textContent())?.trim() !== candidate.name) continue;
      await page.mouse.click(candidate.x, candidate.y);
      const navigated = await page.waitForURL(PROFILE_ADDRESS, { timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (navigated) break;
    }
    await expect(page, 'a click on a related doctor opened their profile').toHaveURL(PROFILE_ADDRESS, LOAD);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const opened = await apiGet<DoctorDetail & { doctorNameEn: string | null }>(request, await apiToken(request, ACCOUNT), `/doctor/find/${id}`);
    const shown = lang === 'en' && opened.doctorNameEn ? opened.doctorNameEn : opened.doctorName;
    expect(
      others.some((candidate) => candidate.name.startsWith(shown)),
      `${shown} is one of the related doctors on the graph`,
    ).toBe(true);
    await expect(page.locator('.profile-overview__name')).toHaveText(shown, LOAD);
  });

  test(`the KOL list ranks, filters and explains a score (${lang})`, async ({ page }) => {
    await openAs(page, lang, '/pc/customer/KolMapping');
    const rows = page.locator('.kol-table .ant-table-row');
    await expect(rows.first()).toBeVisible(LOAD);
    await expect(page.locator('.kol-map canvas')).toBeVisible();
    await expect(page.locator('.province-ranking__row').first()).toBeVisible(LOAD);
    await screenshot(page, `academic/kol-${lang}`);

    await rows.first().getByRole('button', { name: words.explain }).click();
    const drawer = page.locator('.kol-score');
    await expect(drawer.getByText(words.breakdown, { exact: true })).toBeVisible(LOAD);
    await expect(drawer.locator('.ant-table-tbody .ant-table-row')).toHaveCount(6);
    const total = Number(await drawer.locator('.ant-statistic-content-value').textContent());
    const sum = Number(await drawer.locator('.kol-score__sum').textContent());
    expect(Math.abs(total - sum)).toBeLessThanOrEqual(0.15);
    await screenshot(page, `academic/kol-score-${lang}`, { fullPage: false });
    await page.keyboard.press('Escape');

    // A province from the ranking narrows the list to it.
    const province = page.locator('.province-ranking__row').first();
    const count = Number((await province.locator('.province-ranking__count').textContent())!.replace(/\D/g, ''));
    await province.click();
    await expect(page.locator('.kol-table .ant-pagination-total-text')).toContainText(String(count), LOAD);
  });
}

test('the profile asks for at most six calls above the fold, on every tab', async ({ page, request }) => {
  const kol = await richKol(request);
  await openAs(page, 'zh', '/pc/dashboard');
  await expect(page.locator('.welcome-banner')).toBeVisible(LOAD);
  const tabs = ['profile', 'academic', 'activity', 'interaction'];
  for (const remembered of tabs) {
    await page.evaluate((name) => sessionStorage.setItem('doctorProfile.tab', name), remembered);
    const calls: string[] = [];
    const record = (url: string) => {
      const { pathname } = new URL(url);
      if (/\/prod-api\/(doctor\/|get\/|relation\/|API-EDUCATION\/)/.test(pathname)) calls.push(pathname);
    };
    page.on('request', (req) => record(req.url()));
    await page.goto(profileUrl(kol));
    await expect(page.locator('.profile-overview__name')).toBeVisible(LOAD);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    expect(calls.length, `${remembered}: ${calls.join(', ')}`).toBeLessThanOrEqual(6);
  }
});

test('the relation graph stays interactive with a thousand doctors', async ({ page, request }) => {
  const kol = await richKol(request);
  const doctor = (id: number, depth: number) => ({
    id,
    doctorId: `T${id}`,
    name: `医生${id}`,
    nameEn: null,
    hospital: '测试医院',
    department: null,
    title: null,
    provinceCode: '31',
    score: (id * 7) % 100,
    tier: null,
    accessible: true,
    depth,
  });
  const nodes = [
    { ...doctor(kol.id, 0), doctorId: kol.doctorId, name: kol.doctorName },
    ...Array.from({ length: 999 }, (_, index) => doctor(9_000_000 + index, index < 200 ? 1 : 2)),
  ];
  const links = nodes
    .slice(1)
    .map((node, index) => ({ source: node.depth === 1 ? kol.id : nodes[1 + (index % 200)]!.id, target: node.id, weight: 1 + (index % 5), types: ['CO_AUTHOR'] }));
  await page.route('**/academicNetwork/doctorAcademicNetworkCenterChart**', (route) =>
    route.fulfill({ json: { code: 200, message: 'ok', result: { center: nodes[0], nodes, links, truncated: false } } }),
  );
  await openAs(page, 'zh', `/pc/userInsights/DoctorAcademicNetwork?id=${kol.id}`);
  await expect(page.locator('.academic-network__graph-card .ant-card-head-title')).toContainText('1000', LOAD);
  const graph = page.locator('.network-graph');
  await expect(graph.locator('canvas')).toBeVisible();
  // The layout never freezes the page while it settles: frames keep coming, repeatedly. (How fast
  // they come is measured by the benchmark, not here: a loaded test machine makes any tight bound flaky.)
  for (let round = 0; round < 5; round++) {
    const frame = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          requestAnimationFrame(() => resolve(performance.now() - start));
        }),
    );
    expect(frame).toBeLessThan(2_000);
  }
  await screenshot(page, 'academic/network-1000', { fullPage: false });
  // The centre stays in the middle and opens its profile.
  const box = (await graph.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/customer/doctorProfile\\?doctorId=.+&id=${kol.id}`), LOAD);
});
