// One cold load of a page: its requests (start, end), FCP, LCP, long tasks.
import { chromium } from 'playwright-core';
const [origin, pathArg, session] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
if (session) await context.addCookies([{ name: 'src_sid', value: session, url: origin! }]);
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(origin + pathArg, { waitUntil: 'networkidle' });
const out = await page.evaluate(() => new Promise<any>((resolve) => {
  const lcps: any[] = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) lcps.push([Math.round(e.startTime), e.size, e.element?.tagName, (e.element?.textContent ?? '').slice(0, 20)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const res = performance.getEntriesByType('resource').map((r: any) => [Math.round(r.startTime), Math.round(r.responseEnd), r.transferSize, r.name.replace(location.origin, '').slice(0, 90)]);
    const nav: any = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]);
    resolve({ nav: [Math.round(nav.responseEnd), Math.round(nav.domContentLoadedEventEnd), Math.round(nav.loadEventEnd)], paint, lcps, long: (window as any).__long, res });
  }, 200);
}));
console.log(JSON.stringify(out.nav), JSON.stringify(out.paint), JSON.stringify(out.lcps), 'long', JSON.stringify(out.long));
for (const r of out.res) console.log(r.join('\t'));
await browser.close();
