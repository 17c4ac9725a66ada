// CVSS 4.0 and public disclosure. In Chinese, every step in the browser: a researcher (its own
// account, with a phone and a nickname) scores a new report with the calculator (score and severity
// live), staff rate it in the console with a final vector (the suggested level shown) and finish
// it; the researcher asks for disclosure, staff find the request in the inbox and approve it with a
// redacted summary; the researcher is notified; a visitor reads it on the public list and page
// (CVSS, dates, summary); the rank card leads to the researcher's disclosed reports; a request not
// approved (the demo's pending one) is a 404 page. In English, what is new there: the English report
// form with its calculator and the phone binding (a new account has no phone), the researcher's
// request, the server's English notice and the public page in English (staff act through the API).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scoreCvss4, suggestedLevel } from '../../common/cvss';
import { BugActionLabels, BugLevelLabels, BugStatusLabels, CvssSeverityLabels, DisclosureStatusLabels } from '../../generated/enums';
import { actOnReport, newResearcher, ok, phoneFor, STAFF_STATE, staffApi, uniqueTag, type Researcher } from './seed';
import { consoleUrl } from './support-console';
import { text, type Lang } from './support-text';
import { newPage, screenshot } from './support';
import { fillReport, sendReport } from './steps-report';

const RESEARCHER_VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N';
const FINAL_VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N';

/** A site text with its {{placeholders}} filled. */
function say(lang: Lang, ns: string, key: string, params: Record<string, string | number> = {}): string {
  return text(lang, ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}
/** The metric values of a vector, in order (AV:N → ['AV', 'N']). */
const metricsOf = (vector: string) =>
  vector
    .split('/')
    .slice(1)
    .map((p) => p.split(':') as [string, string]);

const TEXT = {
  zh: {
    keyword: '搜索漏洞名称或编号',
    search: '搜索',
    nextPage: '下一页',
    detail: '修改订单号即可读取他人的订单。',
    summary: '订单接口未校验归属，已修复。',
    notice: (n: string) => `您的漏洞“${n}”已公开`,
  },
  en: {
    detail: 'Changing the order number reads other people’s orders.',
    summary: 'The order API did not check ownership; fixed.',
    notice: (n: string) => `Your report "${n}" is now public`,
  },
} as const;

/** A score as the pages show it ("9.3 · Critical"). */
const shownScore = (lang: Lang, vector: string) => {
  const s = scoreCvss4(vector)!;
  return `${s.score.toFixed(1)} · ${CvssSeverityLabels[lang][s.severity]}`;
};
const scoreLine = (lang: Lang, vector: string) => {
  const s = scoreCvss4(vector)!;
  return say(lang, 'cvss', 'score', { score: s.score.toFixed(1), severity: say(lang, 'cvss', `severity.${s.severity}`) });
};
const site = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}language=${lang}`;

/** On the report form: the calculator on, every metric of RESEARCHER_VECTOR chosen (the status says incomplete until then). */
async function scoreOnForm(researcher: Page, lang: Lang): Promise<void> {
  await researcher.getByRole('button', { name: say(lang, 'cvss', 'enable') }).click();
  const status = researcher.getByTestId('cvss-status');
  for (const [i, [metric, value]] of metricsOf(RESEARCHER_VECTOR).entries()) {
    await researcher.locator(`select[data-metric="${metric}"]`).selectOption(value);
    if (i === 0) await expect(status).toHaveText(say(lang, 'cvss', 'incomplete'));
  }
  await expect(status).toHaveText(scoreLine(lang, RESEARCHER_VECTOR));
  await expect(researcher.getByLabel(say(lang, 'cvss', 'vector'), { exact: true })).toHaveValue(RESEARCHER_VECTOR);
}

/** The researcher asks for disclosure of the finished report on its page. */
async function askForDisclosure(researcher: Page, lang: Lang, bugId: string): Promise<void> {
  await researcher.goto(site(`/v2/user/bug/${bugId}`, lang));
  await expect(researcher.getByText(shownScore(lang, FINAL_VECTOR))).toBeVisible();
  await researcher.getByRole('button', { name: say(lang, 'bug', 'disclosure.button') }).click();
  const dialog = researcher.getByRole('dialog', { name: say(lang, 'bug', 'disclosure.title') });
  await dialog.getByLabel(say(lang, 'bug', 'disclosure.note')).fill(lang === 'zh' ? '已修复，希望公开' : 'Fixed; please publish it');
  // (Once the dialog has faded in: a screenshot mid-animation shows the page through it.)
  await expect(dialog).toHaveCSS('opacity', '1');
  await screenshot(researcher, `${lang}-disclosure-request`, { fullPage: false });
  await dialog.getByRole('button', { name: say(lang, 'bug', 'disclosure.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(researcher.getByText(say(lang, 'bug', 'disclosure.state', { state: DisclosureStatusLabels[lang].pending }))).toBeVisible();
  await expect(researcher.getByRole('button', { name: say(lang, 'bug', 'disclosure.button') })).toHaveCount(0);
}

/** The researcher's notice, then the public list and page as a visitor reads them. */
async function readPublished(researcher: Page, visitor: Page, lang: Lang, title: string, nickname: string): Promise<void> {
  const L = TEXT[lang];
  await researcher.goto(site('/v2/user/msgs', lang));
  await expect(researcher.getByText(L.notice(title)).first()).toBeVisible();

  await visitor.goto(site('/v2/disclosure', lang));
  await expect(visitor.getByRole('heading', { name: say(lang, 'disclosure', 'title') })).toBeVisible();
  await expect(visitor.getByRole('link', { name: nickname })).toBeVisible();
  await screenshot(visitor, `${lang}-disclosure-list`);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(/\/disclosure\/(\d+)/.exec(visitor.url())?.[1] ?? '').not.toBe('');
  await expect(visitor.getByText(shownScore(lang, FINAL_VECTOR))).toBeVisible();
  await expect(visitor.getByText(FINAL_VECTOR)).toBeVisible();
  await expect(visitor.getByText(L.summary)).toBeVisible();
  // Submitted, rated and disclosed dates; never the report's own description.
  await expect(visitor.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toHaveCount(3);
  await expect(visitor.getByText(L.detail)).toHaveCount(0);
  await screenshot(visitor, `${lang}-disclosure-page`);
}

test.describe('CVSS 4.0 and public disclosure in zh', () => {
  test.describe.configure({ mode: 'serial' });
  const lang = 'zh';
  const L = TEXT.zh;
  const stamp = uniqueTag('discl');
  const nickname = `dc${stamp.slice(-8)}`;
  const title = `E2E CVSS 公开 ${stamp}`;

  let account: Researcher;
  let researcher: Page;
  let staff: Page;
  let visitor: Page;
  let bugId = '';
  test.beforeAll(async ({ browser }) => {
    account = await newResearcher('e2e-discl', { nickname });
    researcher = await newPage(browser, account.state);
    staff = await newPage(browser, STAFF_STATE);
    visitor = await newPage(browser);
  });
  test.afterAll(async () => {
    for (const page of [researcher, staff, visitor]) await page.context().close();
  });

  test('the researcher scores a new report with the CVSS calculator (score and severity live) and submits it', async () => {
    await researcher.goto(site('/v2/loophole/create', lang));
    await fillReport(researcher, lang, title, 'https://shop.example.com/api/order?id=1001');
    await scoreOnForm(researcher, lang);
    await screenshot(researcher, `${lang}-cvss-report-form`);
    await sendReport(researcher, lang, L.detail, null);
  });

  test('staff rate it with a final vector (the suggested level shown) and finish it', async () => {
    await staff.goto(consoleUrl('/bugs', lang));
    await staff.getByLabel(L.keyword).fill(stamp);
    await staff.getByRole('button', { name: L.search, exact: true }).click();
    await staff.getByRole('link', { name: title, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
    bugId = /\/v2\/admin\/bugs\/(\d+)/.exec(staff.url())?.[1] ?? '';
    expect(bugId).not.toBe('');
    // The researcher's assessment, scored by the server.
    await expect(staff.getByText(shownScore(lang, RESEARCHER_VECTOR))).toBeVisible();

    const act = async (action: 'update@start' | 'update@finish') => {
      const label = BugActionLabels[lang][action];
      await staff.getByRole('button', { name: label, exact: true }).click();
      await staff
        .getByRole('alertdialog', { name: say(lang, 'adminBugs', 'actions.confirmTitle', { action: label }) })
        .getByRole('button', { name: label, exact: true })
        .click();
      await expect(staff.getByText(say(lang, 'adminBugs', 'actions.done', { action: label }))).toBeVisible();
    };
    await act('update@start');

    await staff.getByRole('button', { name: BugActionLabels[lang]['update@confirm'], exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: say(lang, 'adminBugs', 'rating.confirmTitle') });
    // The final vector starts from the researcher's; staff change what they assess differently.
    await expect(dialog.getByLabel(say(lang, 'cvss', 'vector'), { exact: true })).toHaveValue(RESEARCHER_VECTOR);
    for (const [metric, value] of metricsOf(FINAL_VECTOR)) await dialog.locator(`select[data-metric="${metric}"]`).selectOption(value);
    const score = scoreCvss4(FINAL_VECTOR)!;
    const suggested = BugLevelLabels[lang][suggestedLevel(score.score)];
    await expect(dialog.getByTestId('cvss-status')).toHaveText(`${scoreLine(lang, FINAL_VECTOR)}${say(lang, 'cvss', 'suggested', { level: suggested })}`);
    const take = dialog.getByRole('button', { name: say(lang, 'adminBugs', 'rating.useSuggested', { level: suggested }) });
    await take.click();
    await expect(dialog.getByLabel(say(lang, 'adminBugs', 'rating.level'))).toHaveValue(String(suggestedLevel(score.score)));
    await expect(take).toHaveCount(0);
    await screenshot(staff, `${lang}-cvss-rating-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: say(lang, 'adminBugs', 'rating.confirmSubmit') }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText(shownScore(lang, FINAL_VECTOR))).toBeVisible();
    await act('update@finish');
    await expect(staff.getByText(BugStatusLabels[lang][51], { exact: true }).first()).toBeVisible();
  });

  test('the researcher asks for public disclosure of the finished report', async () => {
    await askForDisclosure(researcher, lang, bugId);
  });

  test('staff find the request in the inbox and approve it with a redacted summary', async () => {
    await staff.goto(consoleUrl('/inbox?kind=disclosure', lang));
    const item = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
    await expect(item.getByText(nickname)).toBeVisible();
    await item.getByRole('link', { name: title }).click();
    await expect(staff).toHaveURL(/\/v2\/admin\/disclosures/);
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
    await row.getByRole('button', { name: say(lang, 'adminDisclosures', 'approve.action'), exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: say(lang, 'adminDisclosures', 'approve.title', { name: title }) });
    await dialog.locator('.ProseMirror').click();
    await staff.keyboard.type(L.summary);
    await expect(dialog).toHaveCSS('opacity', '1');
    await screenshot(staff, `${lang}-disclosure-approve`, { fullPage: false });
    await dialog.getByRole('button', { name: say(lang, 'adminDisclosures', 'approve.confirm') }).click();
    await expect(staff.getByText(say(lang, 'adminDisclosures', 'approve.done'))).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the researcher is notified; a visitor reads it on the public list and page', async () => {
    await readPublished(researcher, visitor, lang, title, nickname);
  });

  test("the rank card links to the researcher's disclosed reports", async () => {
    await visitor.goto(site('/v2/rank', lang));
    const main = visitor.locator('main');
    const name = main.getByRole('button', { name: nickname, exact: true });
    // The monthly ranking, paged until the researcher shows (a second pass if the ranks moved meanwhile).
    for (let pass = 0; pass < 2 && (await name.count()) === 0; pass += 1) {
      if (pass > 0) await visitor.goto(site('/v2/rank', lang));
      await expect(main.locator('table').first()).toBeVisible();
      for (let page = 2; page <= 20 && (await name.count()) === 0; page += 1) {
        await visitor.getByRole('button', { name: L.nextPage }).click();
        await expect(visitor.getByRole('button', { name: String(page), exact: true })).toHaveAttribute('aria-current', 'page');
      }
    }
    await name.click();
    const card = visitor.getByRole('dialog', { name: say(lang, 'rank', 'profile.title') });
    await card.getByRole('link', { name: say(lang, 'rank', 'profile.disclosures') }).click();
    await expect(visitor).toHaveURL(/\/v2\/disclosure\?.*userId=\d+/);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByText(say(lang, 'disclosure', 'byResearcher', { nickname }))).toBeVisible();
    await expect(visitor.locator('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await screenshot(visitor, `${lang}-disclosure-by-researcher`);
  });

  test('a visitor cannot see a request that is not approved: the 404 page', async () => {
    // The demo's pending request (the requests of this spec's runs are all approved, and carry E2E titles).
    const { requests } = await ok((await staffApi()).client.GET('/v2/admin/api/disclosure', { params: { query: { status: 'pending' } } }));
    const request = requests.find((r) => !r.bugName.startsWith('E2E'));
    expect(request).toBeDefined();
    await visitor.goto(site(`/v2/disclosure/${request!.id}`, lang));
    await expect(visitor.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(visitor.getByText(say(lang, 'layout', 'notFound'))).toBeVisible();
    await screenshot(visitor, `${lang}-disclosure-not-found`);
  });
});

test('CVSS 4.0 and public disclosure in en: the English form with its calculator and the phone binding, the request, the English notice and public page', async ({ browser }) => {
  const lang = 'en';
  const stamp = uniqueTag('discl-en');
  const nickname = `de${stamp.slice(-8)}`;
  const title = `E2E CVSS disclosure ${stamp}`;
  // No phone yet: the English form asks to bind one.
  const account = await newResearcher('e2e-discl-en', { phone: false, nickname });
  const researcher = await newPage(browser, account.state);
  await researcher.goto(site('/v2/loophole/create', lang));
  await fillReport(researcher, lang, title, 'https://shop.example.com/api/order?id=1001');
  await scoreOnForm(researcher, lang);
  await screenshot(researcher, `${lang}-cvss-report-form`);
  await sendReport(researcher, lang, TEXT.en.detail, phoneFor(stamp));

  // Staff rate it with the final vector, finish it and (after the request) approve it, through the
  // API: the console's steps are tried in Chinese above.
  const staff = await staffApi(lang);
  const { bugs } = await ok(account.api.client.GET('/v2/api/my/bugs', { params: { query: { keyword: stamp } } }));
  const bugId = bugs[0]!.id;
  await actOnReport(staff, bugId, { action: 'update@start' });
  await actOnReport(staff, bugId, { action: 'update@confirm', level: suggestedLevel(scoreCvss4(FINAL_VECTOR)!.score), cvssVector: FINAL_VECTOR });
  await actOnReport(staff, bugId, { action: 'update@finish' });
  await askForDisclosure(researcher, lang, String(bugId));
  const { requests } = await ok(staff.client.GET('/v2/admin/api/disclosure', { params: { query: { status: 'pending' } } }));
  const request = requests.find((r) => r.bugId === bugId);
  expect(request).toBeDefined();
  await ok(staff.client.POST('/v2/admin/api/disclosure/{id}/approve', { params: { path: { id: request!.id } }, body: { summary: `<p>${TEXT.en.summary}</p>` } }));

  const visitor = await newPage(browser);
  await readPublished(researcher, visitor, lang, title, nickname);
  await researcher.context().close();
  await visitor.context().close();
});
