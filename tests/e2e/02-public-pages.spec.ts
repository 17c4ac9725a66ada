// Every public route in Chinese and in English against the real server with the demo: the page
// shows its content (no error block), a screenshot is kept, nothing overflows the screen sideways,
// and axe finds no serious or critical violation; on a desktop screen and on a phone (both projects).
// Detail pages are reached the way a visitor reaches them: by the first link of the list.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, screenshot } from './support';
import { expectLoaded, text, type Lang } from './support-text';

async function visit(page: Page, lang: Lang, path: string, heading: string, name: string): Promise<void> {
  await page.goto(`/v2${path}${path.includes('?') ? '&' : '?'}language=${lang}`);
  // The first visible one: on a phone the top bar's menu (with the same words) is hidden.
  await expect(page.getByText(heading).filter({ visible: true }).first()).toBeVisible();
  await expectLoaded(page, lang);
  await screenshot(page, `${lang}-${name}`);
  await expectNoHorizontalOverflow(page, `${lang} ${path}`);
  await expectAccessible(page, `${lang} ${path}`);
}

/** Follows the first link of the list whose address matches `pattern`, then checks the detail page. */
async function openFirst(page: Page, lang: Lang, pattern: RegExp, name: string): Promise<void> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h.split('?')[0] ?? ''));
  expect(href, `a link matching ${pattern}`).toBeTruthy();
  await page.locator(`a[href="${href}"]:not([aria-hidden="true"])`).first().click();
  await expect(page).toHaveURL(pattern);
  await expect(page).toHaveURL(new RegExp(`language=${lang}`));
  await expectLoaded(page, lang);
  await screenshot(page, `${lang}-${name}`);
  await expectNoHorizontalOverflow(page, `${lang} ${name}`);
  await expectAccessible(page, `${lang} ${name}`);
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`public pages (${lang})`, () => {
    test('home', async ({ page }) => {
      await visit(page, lang, '/home', text(lang, 'home', 'announcements'), 'home');
      await expect(
        page
          .getByText(text(lang, 'home', 'blogs'))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByText(text(lang, 'home', 'gifts'))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      // The monthly honour table is shown in Chinese only (docs/rules.md#product).
      await expect(page.getByText(text(lang, 'home', 'honourTitle'))).toHaveCount(lang === 'zh' ? 1 : 0);
    });

    test('announcements and an announcement', async ({ page }) => {
      await visit(page, lang, '/announce/list', text(lang, 'announce', 'title'), 'announce-list');
      await openFirst(page, lang, /\/v2\/announce\/\d+(\?|$)/, 'announce-detail');
      await expect(page.getByText(text(lang, 'announce', 'backToList'))).toBeVisible();
    });

    test('blogs and a blog', async ({ page }) => {
      await visit(page, lang, '/blog/list', text(lang, 'blog', 'title'), 'blog-list');
      await openFirst(page, lang, /\/v2\/blog\/\d+(\?|$)/, 'blog-detail');
      await expect(page.getByText(text(lang, 'blog', 'recommended'))).toBeVisible();
    });

    test('challenges and a challenge', async ({ page }) => {
      await visit(page, lang, '/activity/list', text(lang, 'activity', 'title'), 'activity-list');
      await openFirst(page, lang, /\/v2\/activity\/\d+(\?|$)/, 'activity-detail');
      await expect(
        page
          .getByText(text(lang, 'activity', 'news'))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });

    test('ranks and a researcher profile', async ({ page, request }) => {
      await visit(page, lang, '/rank/list', text(lang, 'rank', 'title'), 'rank-list');
      const answer = (await (await request.get(`/v2/api/rank/user?language=${lang}`)).json()) as {
        retdata: { rank: { userId: number }[] };
      };
      const first = answer.retdata.rank[0];
      expect(first, 'the demo ranks someone of all time').toBeTruthy();
      await visit(page, lang, `/rank/${first?.userId ?? 0}`, text(lang, 'rank', 'profile.title'), 'rank-profile');
    });

    test('gifts', async ({ page }) => {
      await visit(page, lang, '/reward/list', text(lang, 'reward', 'title'), 'reward-list');
      await expect(
        page
          .getByText(text(lang, 'reward', 'soldOut'))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });

    test('forms a visitor can open: report, test report, message board', async ({ page }) => {
      await visit(page, lang, '/loophole/create', lang === 'zh' ? '漏洞名称' : 'Vulnerability Name', 'bug-form');
      await visit(page, lang, '/loophole/testReporting', text(lang, 'report', 'form.title'), 'test-report-form');
      await visit(page, lang, '/message/create', text(lang, 'message', 'form.title'), 'message-form');
    });

    test('not found and no permission', async ({ page }) => {
      await visit(page, lang, '/no-such-page', text(lang, 'layout', 'notFound'), 'not-found');
      await visit(page, lang, '/no-permission', text(lang, 'layout', 'noPermission'), 'no-permission');
    });
  });
}

test('the English landing page', async ({ page }) => {
  await visit(page, 'en', '/en', text('en', 'en', 'reportTitle'), 'landing');
});
