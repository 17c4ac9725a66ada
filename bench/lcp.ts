// Largest Contentful Paint of /v2/home in headless Chromium (Debian's, through playwright-core), on
// loopback with a cold cache: every load in a new browser context (an empty HTTP cache). The page is
// loaded until the network is idle (its reads answered), then the last 'largest-contentful-paint'
// entry is read with a buffered PerformanceObserver. The median of a few loads is reported.
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function measureLcp(origin: string, loads = 3): Promise<{ medianMs: number; samples: number[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const samples: number[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${origin}/v2/home?language=zh`, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let last = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) last = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            // Buffered entries are delivered in a task after observe(): read them after it.
            setTimeout(() => resolve(last), 100);
          }),
      );
      samples.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, samples };
}
