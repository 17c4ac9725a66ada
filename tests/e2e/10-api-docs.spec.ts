// The API reference at /v2/docs: it renders the contract in Chromium with Swagger UI under the
// site's CSP, and records no CSP violation (securitypolicyviolation events, or Chromium's console
// errors about the policy) and no failed request while it loads and an operation is opened.
import { expect, test } from './fixtures';
import { screenshot } from './support';

test('the API reference lists the operations with no CSP violation', async ({ page }) => {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  // Collected in the page from its very first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  const response = await page.goto('/v2/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.getByRole('heading', { name: /Security Response Centre portal API/ })).toBeVisible({ timeout: 30_000 });
  // Every tag of the contract is listed (folded); opening three of them shows their operations, by
  // path (Swagger UI puts zero-width spaces in the shown path).
  await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 30_000 }).toBeGreaterThan(25);
  for (const tag of ['bug', 'apiToken', 'adminBug']) await page.locator(`.opblock-tag[data-tag="${tag}"]`).click();
  const shown = () => page.locator('.opblock-summary-path').evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/[\u200b\s]/g, '')));
  await expect.poll(shown, { timeout: 30_000 }).toEqual(expect.arrayContaining(['/v2/api/bug', '/v2/api/my/api-tokens', '/v2/admin/api/bug']));

  // Opening an operation renders its parameters and the bearer scope it accepts.
  await page
    .locator('.opblock-summary-path')
    .filter({ hasText: /my.?\/.?bugs$/ })
    .first()
    .click();
  await expect(page.locator('.opblock.is-open').first()).toBeVisible();
  await screenshot(page, 'api-docs', { fullPage: false });

  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations, 'CSP violations').toEqual([]);
  expect(
    consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
    'CSP console errors',
  ).toEqual([]);
  expect(failedRequests, 'failed requests').toEqual([]);
});
