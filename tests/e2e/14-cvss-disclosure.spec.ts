// CVSS 4.0 and public disclosure (issue 15), in Chinese and in English: a researcher scores a new
// report with the calculator (score and severity live), staff rate it in the console with a final
// vector (the suggested level shown) and finish it; the researcher asks for disclosure, staff find
// the request in the inbox and approve it with a redacted summary; the researcher is notified; a
// visitor reads it on the public list and page (CVSS, dates, summary); the rank card leads to the
// researcher's disclosed reports; a request not approved (the demo's pending one) is a 404 page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { scoreCvss4, suggestedLevel } from '../../common/cvss';
import { BugActionLabels, BugLevelLabels, BugStatusLabels, CvssSeverityLabels, DisclosureStatusLabels } from '../../generated/enums';
import { apiFromPage } from './support-api';
import { consoleUrl, signInConsole } from './support-console';
import { text, type Lang } from './support-text';
import { screenshot, signIn } from './support';
import { fillReport, sendReport } from './steps-report';

const STAFF = 'admin@demo.src';
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
    nickname: '昵称',
    edit: '编辑',
    save: '保存',
    profileSaved: '个人信息已保存',
    keyword: '搜索漏洞名称或编号',
    search: '搜索',
    nextPage: '下一页',
    detail: '修改订单号即可读取他人的订单。',
    summary: '订单接口未校验归属，已修复。',
    notice: (n: string) => `您的漏洞“${n}”已公开`,
  },
  en: {
    nickname: 'Nickname',
    edit: 'Edit',
    save: 'Save',
    profileSaved: 'Personal info saved',
    keyword: 'Search name or id',
    search: 'Search',
    nextPage: 'Next',
    detail: 'Changing the order number reads other people’s orders.',
    summary: 'The order API did not check ownership; fixed.',
    notice: (n: string) => `Your report "${n}" is now public`,
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const L = TEXT[lang];
  const stamp = `${String(Date.now()).slice(-6)}${lang}`;
  const digits = String(Date.now()).slice(-7) + (lang === 'zh' ? '5' : '6');
  const researcherEmail = `e2e-discl-${stamp}@example.com`;
  const nickname = `dc${digits.slice(-6)}`;
  const title = `E2E CVSS 公开 ${stamp}`;
  const site = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=${lang}`;
  const scoreLine = (vector: string) => {
    const s = scoreCvss4(vector)!;
    return say(lang, 'cvss', 'score', { score: s.score.toFixed(1), severity: say(lang, 'cvss', `severity.${s.severity}`) });
  };
  const shownScore = (vector: string) => {
    const s = scoreCvss4(vector)!;
    return `${s.score.toFixed(1)} · ${CvssSeverityLabels[lang][s.severity]}`;
  };

  test.describe(`CVSS 4.0 and public disclosure in ${lang}`, () => {
    test.describe.configure({ mode: 'serial' });

    const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();
    let researcher: Page;
    let staff: Page;
    let visitor: Page;
    let bugId = '';
    let disclosureId = '';
    test.beforeAll(async ({ browser }) => {
      researcher = await newPage(browser);
      await signIn(researcher, researcherEmail);
      staff = await newPage(browser);
      await signInConsole(staff, STAFF);
      visitor = await newPage(browser);
    });
    test.afterAll(async () => {
      for (const page of [researcher, staff, visitor]) await page.context().close();
    });

    test('the researcher scores a new report with the CVSS calculator (score and severity live) and submits it', async () => {
      await researcher.goto(site('/v2/user/infos'));
      await researcher.getByRole('button', { name: L.edit, exact: true }).click();
      await researcher.getByLabel(L.nickname, { exact: true }).fill(nickname);
      await researcher.getByRole('button', { name: L.save, exact: true }).click();
      await expect(researcher.getByText(L.profileSaved)).toBeVisible();

      await researcher.goto(site('/v2/loophole/create'));
      await fillReport(researcher, lang, title, 'https://shop.example.com/api/order?id=1001');
      await researcher.getByRole('button', { name: say(lang, 'cvss', 'enable') }).click();
      const status = researcher.getByTestId('cvss-status');
      for (const [i, [metric, value]] of metricsOf(RESEARCHER_VECTOR).entries()) {
        await researcher.locator(`select[data-metric="${metric}"]`).selectOption(value);
        if (i === 0) await expect(status).toHaveText(say(lang, 'cvss', 'incomplete'));
      }
      await expect(status).toHaveText(scoreLine(RESEARCHER_VECTOR));
      await expect(researcher.getByLabel(say(lang, 'cvss', 'vector'), { exact: true })).toHaveValue(RESEARCHER_VECTOR);
      await screenshot(researcher, `${lang}-cvss-report-form`);
      await sendReport(researcher, lang, L.detail, `+86136${digits}`);
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
      await expect(staff.getByText(shownScore(RESEARCHER_VECTOR))).toBeVisible();

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
      await expect(dialog.getByTestId('cvss-status')).toHaveText(`${scoreLine(FINAL_VECTOR)}${say(lang, 'cvss', 'suggested', { level: suggested })}`);
      const take = dialog.getByRole('button', { name: say(lang, 'adminBugs', 'rating.useSuggested', { level: suggested }) });
      await take.click();
      await expect(dialog.getByLabel(say(lang, 'adminBugs', 'rating.level'))).toHaveValue(String(suggestedLevel(score.score)));
      await expect(take).toHaveCount(0);
      await screenshot(staff, `${lang}-cvss-rating-dialog`, { fullPage: false });
      await dialog.getByRole('button', { name: say(lang, 'adminBugs', 'rating.confirmSubmit') }).click();
      await expect(dialog).toBeHidden();
      await expect(staff.getByText(shownScore(FINAL_VECTOR))).toBeVisible();
      await act('update@finish');
      await expect(staff.getByText(BugStatusLabels[lang][51], { exact: true }).first()).toBeVisible();
    });

    test('the researcher asks for public disclosure of the finished report', async () => {
      await researcher.goto(site(`/v2/user/bug/${bugId}`));
      await expect(researcher.getByText(shownScore(FINAL_VECTOR))).toBeVisible();
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
      await researcher.goto(site('/v2/user/msgs'));
      await expect(researcher.getByText(L.notice(title)).first()).toBeVisible();

      await visitor.goto(site('/v2/disclosure'));
      await expect(visitor.getByRole('heading', { name: say(lang, 'disclosure', 'title') })).toBeVisible();
      await expect(visitor.getByRole('link', { name: nickname })).toBeVisible();
      await screenshot(visitor, `${lang}-disclosure-list`);
      await visitor.getByRole('link', { name: title }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      disclosureId = /\/disclosure\/(\d+)/.exec(visitor.url())?.[1] ?? '';
      expect(disclosureId).not.toBe('');
      await expect(visitor.getByText(shownScore(FINAL_VECTOR))).toBeVisible();
      await expect(visitor.getByText(FINAL_VECTOR)).toBeVisible();
      await expect(visitor.getByText(L.summary)).toBeVisible();
      // Submitted, rated and disclosed dates; never the report's own description.
      await expect(visitor.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toHaveCount(3);
      await expect(visitor.getByText(L.detail)).toHaveCount(0);
      await screenshot(visitor, `${lang}-disclosure-page`);
    });

    test("the rank card links to the researcher's disclosed reports", async () => {
      await visitor.goto(site('/v2/rank'));
      const main = visitor.locator('main');
      const name = main.getByRole('button', { name: nickname, exact: true });
      await expect(main.locator('table').first()).toBeVisible();
      for (let page = 2; page <= 20 && (await name.count()) === 0; page += 1) {
        await visitor.getByRole('button', { name: L.nextPage }).click();
        await expect(visitor.getByRole('button', { name: String(page), exact: true })).toHaveAttribute('aria-current', 'page');
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
      const pending = await apiFromPage(staff, 'GET', '/v2/admin/api/disclosure?status=pending');
      const [request] = (pending.retdata as { requests: { id: number }[] }).requests;
      expect(request).toBeDefined();
      await visitor.goto(site(`/v2/disclosure/${request!.id}`));
      await expect(visitor.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(visitor.getByText(say(lang, 'layout', 'notFound'))).toBeVisible();
      await screenshot(visitor, `${lang}-disclosure-not-found`);
    });
  });
}
