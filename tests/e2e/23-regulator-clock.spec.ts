// The regulator clock of product vulnerabilities (docs/rules.md#regulator-clock) in a browser: in
// Chinese, staff turn the setting on in the console's settings, mark a seeded confirmed report as a
// product vulnerability on its review page, see the clock running, record the report to the
// national platform with its reference and see it recorded; in English, the clock panel and the
// platform's form downloaded as text. The setting is the whole server's: it is turned off again at
// the end, so the other specs' review pages stay as they were.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmReport, newResearcher, ok, STAFF_STATE, staffApi, submitReport, uniqueTag, type Researcher } from './seed';
import { consoleUrl } from './support-console';
import { text, type Lang } from './support-text';
import { expectAccessible, newPage, screenshot } from './support';

const say = (lang: Lang, ns: string, key: string, params: Record<string, string | number> = {}) => text(lang, ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

test.describe.configure({ mode: 'serial' });

let account: Researcher;
let staff: Page;

test.beforeAll(async ({ browser }) => {
  account = await newResearcher('e2e-reg');
  staff = await newPage(browser, STAFF_STATE);
});
test.afterAll(async () => {
  await staff.context().close();
  const api = await staffApi('zh');
  await ok(api.client.PUT('/v2/admin/api/settings', { body: { regulatorClockEnabled: false } }));
});

test('staff turn the regulator clock on, mark a confirmed report and record its report to the regulator', async () => {
  const title = `网关越权 ${uniqueTag('reg')}`;
  const bugId = await submitReport(account.api, { name: title });
  await confirmReport(await staffApi('zh'), bugId);

  await staff.goto(consoleUrl('/settings', 'zh'));
  await staff
    .locator('label')
    .filter({ hasText: say('zh', 'adminSettings', 'form.regulatorClockEnabled') })
    .click();
  await expect(staff.getByLabel(say('zh', 'adminSettings', 'form.regulatorClockHours'), { exact: true })).toHaveValue('48');
  await staff.getByRole('button', { name: say('zh', 'adminSettings', 'save'), exact: true }).click();
  const confirm = staff.getByRole('dialog');
  await expect(confirm.getByTestId('change-regulatorClock')).toContainText(say('zh', 'adminSettings', 'value.regulatorOn', { count: 48 }));
  await confirm.getByRole('button', { name: say('zh', 'adminSettings', 'confirm.save'), exact: true }).click();
  await expect(staff.getByText(say('zh', 'adminSettings', 'saved'))).toBeVisible();

  await staff.goto(consoleUrl(`/bugs/${bugId}`, 'zh'));
  const clock = staff.getByTestId('regulator-clock');
  await expect(clock).toHaveAttribute('data-state', 'not-marked');
  await clock.getByRole('button', { name: say('zh', 'adminBugs', 'regulator.mark') }).click();
  await expect(clock).toHaveAttribute('data-state', 'running');
  await expect(clock).toContainText(/距报送截止还剩 4[78] 小时 \d+ 分钟/);
  await screenshot(staff, 'zh-regulator-clock-running', { fullPage: false });

  await clock.getByRole('button', { name: say('zh', 'adminBugs', 'regulator.record') }).click();
  const dialog = staff.getByRole('dialog', { name: say('zh', 'adminBugs', 'regulator.record') });
  await expect(dialog.getByLabel(say('zh', 'adminBugs', 'regulator.time'))).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await dialog.getByLabel(say('zh', 'adminBugs', 'regulator.reference')).fill('CNVD-2026-12345');
  await dialog.getByRole('button', { name: say('zh', 'adminBugs', 'regulator.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(clock).toHaveAttribute('data-state', 'reported');
  await expect(clock).toContainText(/已于 .+ 报送，编号 CNVD-2026-12345/);
  await expect(clock.getByRole('button', { name: say('zh', 'adminBugs', 'regulator.correct') })).toBeVisible();
  await screenshot(staff, 'zh-regulator-clock-reported', { fullPage: false });
  await expectAccessible(staff, 'regulator clock reported (zh)');
});

test('the clock panel and the platform form in English', async () => {
  const title = `Gateway IDOR ${uniqueTag('regen')}`;
  const api = await staffApi('en');
  const bugId = await submitReport(account.api, { name: title });
  await confirmReport(api, bugId);
  await ok(api.client.PUT('/v2/admin/api/bug/{id}/product-vulnerability', { params: { path: { id: bugId } }, body: { productVulnerability: true } }));

  await staff.goto(consoleUrl(`/bugs/${bugId}`, 'en'));
  const clock = staff.getByTestId('regulator-clock');
  await expect(clock).toHaveAttribute('data-state', 'running');
  await expect(clock).toContainText('Running');
  await expect(clock).toContainText(/4[78] h \d+ min left to report/);
  await expectAccessible(staff, 'regulator clock running (en)');
  const [download] = await Promise.all([staff.waitForEvent('download'), clock.getByRole('button', { name: say('en', 'adminBugs', 'regulator.download') }).click()]);
  expect(download.suggestedFilename()).toBe(`regulator-bug-${bugId}.txt`);
  const form = fs.readFileSync((await download.path())!, 'utf8');
  expect(form).toContain(`Vulnerability name: ${title}\n`);
  expect(form).toContain('Fix status: In progress\n');
  expect(form).toMatch(/^Contact: \S+@\S+$/m);
});
