// The re-check with a deadline and a reward (docs/rules.md#re-check-deadline), in Chinese and in
// English: staff launch the re-check of one of the demo researcher's confirmed reports in the console
// (the console then shows its clock), the researcher sees the clock on the report page, answers
// "fixed" in time, reads the reward in the success message, and finds it in the coin records.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFromPage } from './support-api';
import { consoleUrl, type Lang } from './support-console';
import { screenshot, signIn } from './support';
import { signInConsole } from './support-console';

const STAFF = 'admin@demo.src';
const RESEARCHER = 'researcher@demo.src';

const TEXT = {
  zh: {
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
  },
  en: {
    launch: 'Launch user re-check',
    launchTitle: 'Launch user re-check?',
    launched: 'Done: Launch user re-check',
    open: 'Awaiting re-check',
    left: /[67]d \d+h \d+m \d+s left/,
    reward: 'an answer in time earns 5 coins',
    fixed: 'Fixed',
    ok: 'OK',
    answered: 'Re-check result sent: you earned 5 coins',
    finished: 'Finished (fixed)',
    rewardType: 'Re-check reward',
    days: 'Days to answer',
    coins: 'Reward coins',
    save: 'Save',
    reset: 'Back to current values',
    atLeast: 'At least 1',
    tooMany: 'At most 10000',
  },
} as const;

async function page(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: 'zh-CN' })).newPage();
}

async function reportsIn(researcher: Page, status: number): Promise<number[]> {
  const answer = await apiFromPage(researcher, 'GET', `/v2/api/my/bugs?status=${status}&pageSize=10`);
  expect(answer.retcode, answer.retmsg).toBe(0);
  return (answer.retdata as { bugs: { id: number }[] }).bugs.map((b) => b.id);
}

/**
 * Two of the demo researcher's confirmed reports (30). The demo may hold fewer: reports still under
 * review or unreviewed are confirmed by staff first (the rating is not what this journey is about).
 */
async function twoConfirmed(researcher: Page, staff: Page): Promise<number[]> {
  const confirmed = await reportsIn(researcher, 30);
  const act = async (id: number, form: Record<string, string>) => {
    const answer = await apiFromPage(staff, 'POST', `/v2/admin/api/bug/${id}/action`, form);
    expect(answer.retcode, answer.retmsg).toBe(0);
  };
  for (const status of [20, 10]) {
    for (const id of await reportsIn(researcher, status)) {
      if (confirmed.length >= 2) return confirmed;
      if (status === 10) await act(id, { action: 'update@start' });
      await act(id, { action: 'update@confirm', level: '1', baseCoins: '1' });
      confirmed.push(id);
    }
  }
  return confirmed;
}

test('staff launch a re-check, the researcher sees the clock, answers in time and is paid (zh and en)', async ({ browser }) => {
  test.setTimeout(180_000);
  const staff = await page(browser);
  const researcher = await page(browser);
  await signInConsole(staff, STAFF);
  await signIn(researcher, RESEARCHER);
  const ids = await twoConfirmed(researcher, staff);
  expect(ids.length).toBeGreaterThanOrEqual(2);

  for (const [i, lang] of (['zh', 'en'] as Lang[]).entries()) {
    const T = TEXT[lang];
    const id = ids[i]!;

    // The rule in the console's settings: 7 days and 5 coins, checked before anything is sent.
    await staff.goto(consoleUrl('/settings', lang));
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
    await screenshot(staff, `recheck-settings-${lang}`, { fullPage: false });
    await staff.getByRole('button', { name: T.reset, exact: true }).click();
    await expect(days).toHaveValue('7');

    // Staff launch the re-check in the console; its clock appears there.
    await staff.goto(consoleUrl(`/bugs/${id}`, lang));
    await staff.getByRole('button', { name: T.launch, exact: true }).click();
    const dialog = staff.getByRole('alertdialog', { name: T.launchTitle });
    await dialog.getByRole('button', { name: T.launch, exact: true }).click();
    await expect(staff.getByText(T.launched)).toBeVisible();
    const consoleClock = staff.getByTestId('recheck-clock');
    await expect(consoleClock).toHaveAttribute('data-state', 'open');
    await expect(consoleClock).toContainText(T.open);
    await expect(consoleClock).toContainText(T.left);
    await screenshot(staff, `recheck-console-${lang}`);

    // The researcher sees the clock ticking on the report page.
    await researcher.goto(`/v2/user/bug/${id}?language=${lang}`);
    const clock = researcher.getByTestId('recheck-clock');
    await expect(clock).toContainText(T.left);
    await expect(clock).toContainText(T.reward);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first!, { timeout: 3000 });
    await screenshot(researcher, `recheck-clock-${lang}`);

    // Answers in time: paid, and the clock is gone.
    await researcher.getByRole('button', { name: T.fixed, exact: true }).click();
    await researcher.getByRole('dialog').getByRole('button', { name: T.ok, exact: true }).click();
    await expect(researcher.getByText(T.answered)).toBeVisible();
    await expect(researcher.getByText(T.finished).first()).toBeVisible();
    await expect(clock).toBeHidden();
    await screenshot(researcher, `recheck-answered-${lang}`);

    // The reward in the coin records.
    await researcher.goto(`/v2/user/currency?language=${lang}`);
    const row = researcher.getByRole('row').filter({ hasText: T.rewardType }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('+5');
    await screenshot(researcher, `recheck-coins-${lang}`);
  }
});
