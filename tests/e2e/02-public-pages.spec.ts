// Every public route in Chinese and in English against the real server with the demo, as sweeps (a
// few tests, each visiting its pages in one tab): the page shows its content (no error block), a
// screenshot of the screen is kept, nothing overflows the screen sideways, axe finds no serious or
// critical violation and an English page shows no Chinese interface text; on a desktop screen and on
// a phone (both projects). Detail pages are reached the way a visitor reaches them: by a link of the
// list (one of the demo's entries: other specs publish test entries at the same time).
import { expect, test } from './fixtures';
import { Sweep } from './support-sweep';
import { text } from './support-text';

/** Titles of entries other specs make (announcements, blogs with the XSS corpus): never the one opened. */
const MADE_BY_TESTS = /\b(E2E|XSS)\b/;

async function visit(sweep: Sweep, path: string, heading: string, name: string): Promise<void> {
  await sweep.open(path);
  // The first visible one: on a phone the top bar's menu (with the same words) is hidden.
  await expect(sweep.page.getByText(heading).filter({ visible: true }).first()).toBeVisible();
  await sweep.check(name);
}

/** Follows the list's first link to one of the demo's entries (address matching `pattern`), then checks the detail page. */
async function openDemoEntry(sweep: Sweep, pattern: RegExp, name: string): Promise<void> {
  const { page, lang } = sweep;
  const links = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => [a.getAttribute('href') ?? '', a.textContent ?? ''] as const));
  const href = links.find(([h, t]) => pattern.test(h.split('?')[0] ?? '') && t.trim() !== '' && !MADE_BY_TESTS.test(t))?.[0];
  expect(href, `a link to a demo entry matching ${pattern}`).toBeTruthy();
  await page.locator(`a[href="${href}"]:not([aria-hidden="true"])`).first().click();
  await expect(page).toHaveURL(pattern);
  await expect(page).toHaveURL(new RegExp(`language=${lang}`));
  await sweep.check(name);
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`public pages (${lang})`, () => {
    test('home, announcements, blogs and challenges, with one entry of each', async ({ page }) => {
      const sweep = new Sweep(page, lang, (name) => `${lang}-${name}`);
      const shown = (key: string) => page.getByText(key).filter({ visible: true }).first();
      await visit(sweep, '/home', text(lang, 'home', 'announcements'), 'home');
      await expect(shown(text(lang, 'home', 'blogs'))).toBeVisible();
      await expect(shown(text(lang, 'home', 'gifts'))).toBeVisible();
      // The monthly honour table is shown in Chinese only (docs/rules.md#product).
      await expect(page.getByText(text(lang, 'home', 'honourTitle'))).toHaveCount(lang === 'zh' ? 1 : 0);

      await visit(sweep, '/announce/list', text(lang, 'announce', 'title'), 'announce-list');
      await openDemoEntry(sweep, /\/v2\/announce\/\d+(\?|$)/, 'announce-detail');
      await expect(page.getByText(text(lang, 'announce', 'backToList'))).toBeVisible();

      await visit(sweep, '/blog/list', text(lang, 'blog', 'title'), 'blog-list');
      await openDemoEntry(sweep, /\/v2\/blog\/\d+(\?|$)/, 'blog-detail');
      await expect(page.getByText(text(lang, 'blog', 'recommended'))).toBeVisible();

      await visit(sweep, '/activity/list', text(lang, 'activity', 'title'), 'activity-list');
      await openDemoEntry(sweep, /\/v2\/activity\/\d+(\?|$)/, 'activity-detail');
      await expect(shown(text(lang, 'activity', 'news'))).toBeVisible();
    });

    test('ranks and a profile, gifts, the forms a visitor can open, not found and no permission', async ({ page, request }) => {
      const sweep = new Sweep(page, lang, (name) => `${lang}-${name}`);
      await visit(sweep, '/rank/list', text(lang, 'rank', 'title'), 'rank-list');
      const answer = (await (await request.get(`/v2/api/rank/user?language=${lang}`)).json()) as { retdata: { rank: { userId: number }[] } };
      const first = answer.retdata.rank[0];
      expect(first, 'the demo ranks someone of all time').toBeTruthy();
      await visit(sweep, `/rank/${first?.userId ?? 0}`, text(lang, 'rank', 'profile.title'), 'rank-profile');

      await visit(sweep, '/reward/list', text(lang, 'reward', 'title'), 'reward-list');
      await expect(
        page
          .getByText(text(lang, 'reward', 'soldOut'))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();

      await visit(sweep, '/loophole/create', lang === 'zh' ? '漏洞名称' : 'Vulnerability Name', 'bug-form');
      await visit(sweep, '/loophole/testReporting', text(lang, 'report', 'form.title'), 'test-report-form');
      await visit(sweep, '/message/create', text(lang, 'message', 'form.title'), 'message-form');
      await visit(sweep, '/no-such-page', text(lang, 'layout', 'notFound'), 'not-found');
      await visit(sweep, '/no-permission', text(lang, 'layout', 'noPermission'), 'no-permission');
      if (lang === 'en') await visit(sweep, '/en', text('en', 'en', 'reportTitle'), 'landing');
    });
  });
}
