// A researcher's small journeys: like a blog and take the like back, exchange a coin gift from the
// list (a researcher of its own, with coins staff gave it), urge the review of an old report (the
// demo researcher's report waiting 9 days: the only change any spec makes to that account); a
// visitor who likes is asked to sign in. (A physical gift, exchanged in the list's dialog, is 07's loop.)
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiSession, DEMO_RESEARCHER_STATE, giveCoins, newResearcher, ok, staffApi, type Researcher } from './seed';
import { newPage, screenshot } from './support';

/** A blog of the demo (other specs publish test articles at the same time). */
async function demoBlog(api: ApiSession): Promise<number> {
  const { articles } = await ok(api.client.GET('/v2/api/blog/article', { params: { query: { pageSize: 20 } } }));
  const blog = articles.find((a) => !/\b(E2E|XSS)\b/.test(a.title));
  if (!blog) throw new Error('no demo blog');
  return blog.id;
}

test('a visitor who likes a blog is asked to sign in', async ({ page }) => {
  const staff = await staffApi();
  await page.goto(`/v2/blog/${await demoBlog(staff)}?language=zh`);
  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('dialog', { name: '未登录' })).toBeVisible();
});

test.describe('a researcher of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let researcher: Researcher;
  let staff: ApiSession;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    researcher = await newResearcher('e2e-journey');
    staff = await staffApi();
    page = await newPage(browser, researcher.state);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('likes a blog and takes the like back', async () => {
    await page.goto(`/v2/blog/${await demoBlog(staff)}?language=zh`);
    const like = page.getByRole('button', { name: /点赞|已赞/ });
    const count = async () => Number(/·\s*(\d+)/.exec((await like.textContent()) ?? '')?.[1]);
    // A new account has liked nothing.
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = await count();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(count).toBe(before + 1);
    await screenshot(page, 'zh-journey-blog-liked');
    // The like is stored: a reload shows the same state.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect.poll(count).toBe(before);
  });

  test('exchanges a coin gift from the list', async () => {
    // A coin gift of the list's first page with stock for two (the type filter has no coin-gift
    // value, docs/rules.md#limits: all, new, cash, custom), and the coins for two of it.
    const { rewards } = await ok(staff.client.GET('/v2/api/reward'));
    const gift = rewards.find((r) => r.type === 'score' && r.num >= 2);
    if (!gift) throw new Error('no coin gift in stock on the first page');
    await giveCoins(staff, researcher.id, gift.price * 2, 'E2E coin gift');
    await page.goto('/v2/reward/list?language=zh');
    await page.locator('article').filter({ hasText: gift.name }).filter({ hasText: '安全币礼品' }).getByRole('button', { name: '立即兑换' }).click();
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
    await expect(page.getByText(gift.name).first()).toBeVisible();
    await expect(page.getByText(/数量 2/).first()).toBeVisible();
  });
});

test.describe('the demo researcher', () => {
  test.use({ storageState: DEMO_RESEARCHER_STATE });

  test('urges the review of a report waiting long enough', async ({ page }) => {
    // The demo researcher's unreviewed report, submitted 9 days ago (urging opens after 7, docs/rules.md#urge-review).
    const demo = await ApiSession.fromState(DEMO_RESEARCHER_STATE);
    const { bugs } = await ok(demo.client.GET('/v2/api/my/bugs', { params: { query: { status: 10, pageSize: 10 } } }));
    const report = bugs[0];
    expect(report, 'the demo researcher has an unreviewed report').toBeDefined();
    await page.goto('/v2/user/bugs?language=zh');
    await page.locator(`main a[href*="/v2/user/bug/${report!.id}"]`).first().click();
    await expect(page.getByRole('heading', { name: report!.name })).toBeVisible();
    const urge = page.getByRole('button', { name: '催审', exact: true });
    await expect(urge).toBeEnabled();
    await urge.click();
    await expect(page.getByText('已催审，安全团队会尽快处理')).toBeVisible();
    await screenshot(page, 'zh-journey-urged');
  });
});
