// Every page of the personal centre, and the public pages that change for a signed-in researcher,
// as the demo researcher in Chinese and in English (issue 19 item 13): the page settles, a screenshot
// is kept, nothing overflows the screen sideways, and axe (WCAG 2.0/2.1 A and AA) finds no serious or
// critical violation. Runs on the desktop screen and on the phone (both projects). Detail pages are
// reached the way a researcher reaches them: by the first link of their list.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, screenshot, signIn } from './support';
import { expectLoaded, type Lang } from './support-text';

const DEMO_RESEARCHER = 'researcher@demo.src';

/** Personal-centre pages the demo researcher (a team member with reports and messages) can open. */
const CENTRE = [
  '/user/home',
  '/user/infos',
  '/user/currency',
  '/user/bugs',
  '/user/messages',
  '/user/ex',
  '/user/msgs',
  '/user/addr',
  '/user/add-addr',
  '/user/team/list',
  '/user/team/create',
  '/user/team/join',
  '/user/qa',
  '/user/reportingInfo',
  '/user/businessCoefficient',
];
/** Lists whose first entry opens a detail page of the centre (the address the entries start with).
 * The demo researcher has left no message on the board, so a message's page is not among them. */
const DETAILS: [list: string, detail: string][] = [['/user/bugs', '/v2/user/bug/']];
/** Public pages with a signed-in top bar or form (nickname, unread count, the message board). */
const PUBLIC = ['/home', '/loophole/create', '/message/create'];

async function settle(page: Page, lang: Lang): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectLoaded(page, lang);
}

async function check(page: Page, lang: Lang, name: string): Promise<void> {
  await settle(page, lang);
  await screenshot(page, `${lang}-signed-in${name.replace(/\//g, '-')}`);
  await expectNoHorizontalOverflow(page, `${lang} ${name}`);
  await expectAccessible(page, `${lang} ${name}`);
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`signed-in pages (${lang})`, () => {
    // One signed-in page for the whole list (a failed test gets a fresh worker, and so a new one).
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext()).newPage();
      await signIn(page, DEMO_RESEARCHER);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const path of [...CENTRE, ...PUBLIC]) {
      test(path, async () => {
        await page.goto(`/v2${path}?language=${lang}`);
        // The team pages send a member on to the team; the page checked is where the visitor lands.
        await check(page, lang, new URL(page.url()).pathname.replace(/^\/v2/, ''));
      });
    }

    for (const [list, detail] of DETAILS) {
      test(`${list} → one of the demo's entries`, async () => {
        await page.goto(`/v2${list}?language=${lang}`);
        await settle(page, lang);
        // 05 stores the shared XSS vectors as the demo researcher's newest reports: their hostile
        // markup (images without alt, empty links) is not the page's, so the entry checked is one of
        // the demo's own reports.
        const answer = (await (await page.request.get(`/v2/api/my/bugs?page=1&pageSize=20&language=${lang}`)).json()) as { retdata: { bugs: { id: number; name: string }[] } };
        const own = answer.retdata.bugs.find((b) => !b.name.startsWith('XSS'));
        expect(own, 'the demo researcher has a report of the demo').toBeTruthy();
        await page.goto(`${detail}${own!.id}?language=${lang}`);
        await expect(page).toHaveURL(new RegExp(`${detail}\\d+\\?language=${lang}`));
        await check(page, lang, new URL(page.url()).pathname.replace(/^\/v2/, ''));
      });
    }
  });
}
