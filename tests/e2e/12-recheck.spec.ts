// The re-check with a deadline and a reward (docs/rules.md#re-check-deadline): a researcher of its
// own has a report staff confirmed (through the API); staff check the rule in the console's
// settings, launch the re-check in the console (which then shows its clock), the researcher sees
// the clock on the report page, answers "fixed" in time, reads the reward in the success message,
// and finds it in the coin records. In Chinese: the English pages are in 06's and 09's sweeps.
import { expect, test } from './fixtures';
import { confirmReport, newResearcher, STAFF_STATE, staffApi, submitReport, uniqueTag } from './seed';
import { consoleUrl } from './support-console';
import { newPage, screenshot } from './support';

const T = {
  launch: '发起用户复测',
  launchTitle: '确认执行“发起用户复测”？',
  launched: '已执行“发起用户复测”',
  open: '等待复测',
  left: /剩余 [67] 天 \d+ 时 \d+ 分 \d+ 秒/,
  reward: '按时答复奖励 5 安全币',
  fixed: '已修复',
  ok: '确定',
  answered: '复测结果已提交，获得 5 安全币',
  finished: '已完成（已修复）',
  rewardType: '复测奖励',
  days: '答复期限（天）',
  coins: '奖励安全币',
  save: '保存',
  reset: '恢复当前值',
  atLeast: '不能小于 1',
  tooMany: '不能大于 10000',
} as const;

test('staff launch a re-check, the researcher sees the clock, answers in time and is paid', async ({ browser }) => {
  const researcher = await newResearcher('e2e-recheck');
  const id = await submitReport(researcher.api, { name: `E2E 复测 ${uniqueTag('recheck')}` });
  await confirmReport(await staffApi(), id);
  const staff = await newPage(browser, STAFF_STATE);
  const page = await newPage(browser, researcher.state);

  // The rule in the console's settings: 7 days and 5 coins, checked before anything is sent.
  await staff.goto(consoleUrl('/settings', 'zh'));
  const days = staff.getByLabel(T.days, { exact: true });
  const coins = staff.getByLabel(T.coins, { exact: true });
  await expect(days).toHaveValue('7');
  await expect(coins).toHaveValue('5');
  await days.fill('0');
  await coins.fill('10001');
  await staff.getByRole('button', { name: T.save, exact: true }).click();
  await expect(staff.getByText(T.atLeast, { exact: true })).toBeVisible();
  await expect(staff.getByText(T.tooMany, { exact: true })).toBeVisible();
  await days.scrollIntoViewIfNeeded();
  await screenshot(staff, 'recheck-settings-zh', { fullPage: false });
  await staff.getByRole('button', { name: T.reset, exact: true }).click();
  await expect(days).toHaveValue('7');

  // Staff launch the re-check in the console; its clock appears there.
  await staff.goto(consoleUrl(`/bugs/${id}`, 'zh'));
  await staff.getByRole('button', { name: T.launch, exact: true }).click();
  await staff.getByRole('alertdialog', { name: T.launchTitle }).getByRole('button', { name: T.launch, exact: true }).click();
  await expect(staff.getByText(T.launched)).toBeVisible();
  const consoleClock = staff.getByTestId('recheck-clock');
  await expect(consoleClock).toHaveAttribute('data-state', 'open');
  await expect(consoleClock).toContainText(T.open);
  await expect(consoleClock).toContainText(T.left);
  await screenshot(staff, 'recheck-console-zh');
  await staff.context().close();

  // The researcher sees the clock ticking on the report page.
  await page.goto(`/v2/user/bug/${id}?language=zh`);
  const clock = page.getByTestId('recheck-clock');
  await expect(clock).toContainText(T.left);
  await expect(clock).toContainText(T.reward);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3000 });
  await screenshot(page, 'recheck-clock-zh');

  // Answers in time: paid, and the clock is gone.
  await page.getByRole('button', { name: T.fixed, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.ok, exact: true }).click();
  await expect(page.getByText(T.answered)).toBeVisible();
  await expect(page.getByText(T.finished).first()).toBeVisible();
  await expect(clock).toBeHidden();
  await screenshot(page, 'recheck-answered-zh');

  // The reward in the coin records.
  await page.goto('/v2/user/currency?language=zh');
  const row = page.getByRole('row').filter({ hasText: T.rewardType }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('+5');
  await screenshot(page, 'recheck-coins-zh');
  await page.context().close();
});
