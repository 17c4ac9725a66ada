// Every page of the personal centre, and the public pages that change for a signed-in researcher,
// as the demo researcher in Chinese and in English (a sweep per language, in the saved session of
// the setup project): the page settles, a screenshot of the screen is kept, nothing overflows the
// screen sideways, axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation and an English
// page shows no Chinese interface text. Runs on the desktop screen and on the phone (both projects).
// The demo researcher is only read here and in other specs (none of them changes the account), so
// the pages are the demo's. A report's page is reached the way a researcher reaches it: by a link
// of the records.
import { expect, test } from './fixtures';
import { DEMO_RESEARCHER_STATE } from './seed';
import { Sweep } from './support-sweep';

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
/** Public pages with a signed-in top bar or form (nickname, unread count, the message board). */
const PUBLIC = ['/home', '/loophole/create', '/message/create'];

test.use({ storageState: DEMO_RESEARCHER_STATE });

for (const lang of ['zh', 'en'] as const) {
  test(`signed-in pages (${lang}): the personal centre, a report of the records, the public pages a session changes`, async ({ page }) => {
    const sweep = new Sweep(page, lang, (name) => `${lang}-signed-in${name.replace(/\//g, '-')}`);
    for (const path of [...CENTRE, ...PUBLIC]) {
      await sweep.open(path);
      // The team pages send a member on to the team; the page checked is where the visitor lands.
      await sweep.check(new URL(page.url()).pathname.replace(/^\/v2/, ''));
      if (path === '/user/bugs') {
        // One of the records, opened from the list.
        const report = page.locator('main a[href*="/v2/user/bug/"]').first();
        await expect(report).toBeVisible();
        await report.click();
        await expect(page).toHaveURL(new RegExp(`/v2/user/bug/\\d+\\?language=${lang}`));
        await sweep.check(new URL(page.url()).pathname.replace(/^\/v2/, ''));
      }
    }
  });
}
