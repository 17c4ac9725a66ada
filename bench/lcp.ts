// Largest Contentful Paint in headless Chromium (Debian's, through playwright-core), on loopback
// with a cold cache: every load in a new browser context (an empty HTTP cache, no service state).
// The page is loaded until the network is idle (its reads answered), then the last
// 'largest-contentful-paint' entry a PerformanceObserver saw since the page's start is read. The median of a few
// loads is reported, with the element that painted it (to see what a slow figure waits for).
// Measured: /v2/home signed out, and the staff console's dashboard, the queue with a filter and a
// report's review page, signed in with a session cookie made beforehand (seedConsoleLcp).
import { asc, eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { Db } from '../server/src/db/index';
import { bugs } from '../server/src/db/schema';
import { seedStaffSession } from './staff-session';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const LOADS = 5;

export interface LcpPage {
  name: string;
  path: string;
  /** The session cookie's value (src_sid), for a signed-in page. */
  session?: string;
  targetMs: number;
}

export interface LcpFigure {
  page: LcpPage;
  medianMs: number;
  samples: number[];
  /** The element of the median load's largest paint (tag and the start of its text). */
  element: string;
}

export const HOME_PAGE: LcpPage = { name: '/v2/home', path: '/v2/home?language=zh', targetMs: 500 };

/** A staff member (owner, no second factor asked) with a session, and a report to review. */
export async function seedConsoleLcp(db: Db): Promise<LcpPage[]> {
  const { token } = await seedStaffSession(db, 'console', '+8613800000001');
  const [report] = await db.select({ id: bugs.id }).from(bugs).where(eq(bugs.status, 20)).orderBy(asc(bugs.id)).limit(1);
  if (!report) throw new Error('the data set holds no report under review');
  return [
    { name: 'console dashboard', path: '/v2/admin?language=zh', session: token, targetMs: 1_000 },
    // Unreviewed reports, the queue's most used filter.
    { name: 'console queue, status filter', path: '/v2/admin/bugs?status=10&language=zh', session: token, targetMs: 1_000 },
    { name: 'console review page', path: `/v2/admin/bugs/${report.id}?language=zh`, session: token, targetMs: 1_000 },
  ];
}

export async function measureLcp(origin: string, pages: LcpPage[], loads = LOADS): Promise<LcpFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const figures: LcpFigure[] = [];
  try {
    for (const lcpPage of pages) {
      const runs: { ms: number; element: string }[] = [];
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (lcpPage.session) await context.addCookies([{ name: 'src_sid', value: lcpPage.session, url: origin }]);
        const page = await context.newPage();
        // Recorded from the page's start: a buffered observer made after the load was sometimes
        // handed no entry on a loaded machine.
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: { ms: number; element: string } };
          w.__lcp = { ms: 0, element: 'none' };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
              const el = entry.element;
              w.__lcp = { ms: entry.startTime, element: el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"` : 'removed' };
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${origin}${lcpPage.path}`, { waitUntil: 'networkidle' });
        // On a loaded machine a paint's entry can come well after the network went idle (once the
        // frame was presented): wait for the first, then for two more frames and a moment, for a
        // later, larger one. The entries' times are those of the paints, not of their delivery.
        await page.waitForFunction(() => (window as unknown as { __lcp: { ms: number } }).__lcp.ms > 0, undefined, { timeout: 15_000 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
        runs.push(await page.evaluate(() => (window as unknown as { __lcp: { ms: number; element: string } }).__lcp));
        await context.close();
      }
      const sorted = [...runs].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      figures.push({ page: lcpPage, medianMs: median.ms, samples: runs.map((r) => r.ms), element: median.element });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function describeLcp(f: LcpFigure): string {
  const met = f.medianMs < f.page.targetMs ? 'met' : 'MISSED';
  return `LCP of ${f.page.name}: ${f.samples.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${f.medianMs.toFixed(0)} ms, ${f.element}; target < ${f.page.targetMs} ms: ${met})`;
}
