// Journeys of the demo researcher (researcher@demo.src: a bound phone, coins, a team): like a blog,
// exchange a coin gift from the list, exchange a physical gift on its exchange page (new tab) with a
// shipping address, urge the review of an old report; a visitor who likes is asked to sign in.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './support';

const DEMO_RESEARCHER = 'researcher@demo.src';

test('a visitor who likes a blog is asked to sign in', async ({ page }) => {
  await page.goto('/v2/blog/list?language=zh');
  await page.locator('main a[href*="/v2/blog/"]:not([href*="/v2/blog/list"]):not([aria-hidden="true"])').first().click();
  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('dialog', { name: '未登录' })).toBeVisible();
});

test.describe('signed in as the demo researcher', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, DEMO_RESEARCHER);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('likes a blog and takes the like back', async () => {
    await page.goto('/v2/blog/list?language=zh');
    await page.locator('main a[href*="/v2/blog/"]:not([href*="/v2/blog/list"]):not([aria-hidden="true"])').first().click();
    const like = page.getByRole('button', { name: /点赞|已赞/ });
    const count = async () => Number(/·\s*(\d+)/.exec((await like.textContent()) ?? '')?.[1]);
    const before = await count();
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect.poll(count).toBe(wasLiked ? before - 1 : before + 1);
    await screenshot(page, 'zh-journey-blog-liked');
    // The like is stored: a reload shows the same state.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    await like.click();
    await expect.poll(count).toBe(before);
  });

  test('exchanges a coin gift from the list', async () => {
    await page.goto('/v2/reward/list?language=zh');
    // The type filter has no coin-gift value (docs/rules.md#limits: all, new, cash, custom): pick a coin gift's card.
    await page.locator('article').filter({ hasText: '安全币礼品' }).first().getByRole('button', { name: '立即兑换' }).click();
    const dialog = page.getByRole('dialog', { name: '兑换礼品' });
    await dialog.getByRole('button', { name: '增加' }).click();
    await expect(dialog.getByText('兑换数量')).toBeVisible();
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    const result = page.getByRole('dialog', { name: '兑换成功' });
    await expect(result).toBeVisible();
    await expect(result.getByText(/成功兑换 2 件礼品/)).toBeVisible();
    await screenshot(page, 'zh-journey-exchange-coin-gift');
    await result.getByRole('button', { name: '确定' }).click();
    await page.goto('/v2/user/ex?language=zh');
    await expect(page.getByText(/数量 2/).first()).toBeVisible();
  });

  test('adds an address and exchanges a physical gift with it on the exchange page', async () => {
    await page.goto('/v2/user/add-addr?language=zh');
    await page.getByLabel('收货人').fill('李四');
    await page.getByLabel('手机号码').fill('+8613900139000');
    await page.getByLabel('详细地址').fill('上海市浦东新区世纪大道 100 号');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('地址已保存')).toBeVisible();

    await page.goto('/v2/reward/list?language=zh');
    await page.getByRole('button', { name: '实物礼品', exact: true }).click();
    await page.getByRole('button', { name: '立即兑换' }).first().click();
    const [exchangeTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('dialog', { name: '兑换礼品' }).getByRole('button', { name: '确认兑换' }).click()]);
    await exchangeTab.waitForLoadState();
    await expect(exchangeTab).toHaveURL(/\/v2\/reward\/\d+\?.*n=1/);
    await exchangeTab.getByText('上海市浦东新区世纪大道 100 号').click();
    await screenshot(exchangeTab, 'zh-journey-exchange-page');
    await exchangeTab.getByRole('button', { name: '确认兑换' }).click();
    await expect(exchangeTab.getByRole('dialog', { name: '兑换成功' })).toBeVisible();
    await exchangeTab.close();
    await page.goto('/v2/user/ex?language=zh');
    await expect(page.getByText(/上海市浦东新区世纪大道 100 号/).first()).toBeVisible();
    await screenshot(page, 'zh-journey-redemption-records');
  });

  test('urges the review of a report waiting long enough', async () => {
    await page.goto('/v2/user/bugs?language=zh');
    const links = page.locator('a[href*="/v2/user/bug/"]');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    for (let i = 0; i < count; i += 1) {
      await page.goto('/v2/user/bugs?language=zh');
      await links.nth(i).click();
      // Every state's label names urging (too early, urged today, not in review): wait for the answer.
      await expect(page.getByRole('button', { name: /催审/ })).toBeVisible();
      const urge = page.getByRole('button', { name: '催审', exact: true });
      if ((await urge.count()) === 0 || !(await urge.isEnabled())) continue;
      await urge.click();
      await expect(page.getByText('已催审，安全团队会尽快处理')).toBeVisible();
      await screenshot(page, 'zh-journey-urged');
      return;
    }
    throw new Error('the demo researcher has no report that can be urged');
  });
});
