// The `test` and `expect` every spec imports: Playwright's, with one automatic fixture that fails a
// test when a page it opened logs an error — a `console.error` of the page or an uncaught exception
// — in any context (the `page` fixture's, or one a test makes with `newPage` or
// `browser.newContext`). A test that provokes one on purpose names it exactly with
// `expectConsoleError(pattern)`. One line is let through by default: Chromium's note of a 503, the
// server's admission refusal when its event loop lagged over a second. Here the browsers share the
// machine's two cores with the server and can starve it; the site then sends the call again after
// Retry-After (lib/api/result.ts), and each journey still checks what the page shows.
import { expect, test as base, type BrowserContext } from '@playwright/test';

interface Guard {
  errors: string[];
  expected: RegExp[];
}

/** The running test's guard (a worker runs one test at a time). */
let current: Guard | null = null;
const watched = new WeakSet<BrowserContext>();

function watch(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    current?.errors.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  context.on('weberror', (error) => current?.errors.push(`uncaught on ${error.page()?.url() ?? '?'}: ${error.error().message}`));
  return context;
}

export const test = base.extend<{ context: BrowserContext; consoleGuard: void }, { watchNewContexts: void }>({
  // Every context the worker's browser makes from now on is watched (tests make their own).
  watchNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => watch(await newContext(...args));
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  consoleGuard: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const guard: Guard = { errors: [], expected: [/the server responded with a status of 503 \(Service Unavailable\)$/] };
      current = guard;
      await use();
      current = null;
      const unexpected = guard.errors.filter((line) => !guard.expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'errors the pages logged (console.error or an uncaught exception)').toEqual([]);
    },
    { auto: true },
  ],
});

/** In a test that provokes it on purpose: an error line matching `pattern` does not fail the test. */
export function expectConsoleError(pattern: RegExp): void {
  if (!current) throw new Error('expectConsoleError is called inside a test');
  current.expected.push(pattern);
}

export { expect };
