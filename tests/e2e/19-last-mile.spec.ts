// The last mile of the product description: the image preview of rich content (a report's images,
// opened, moved through with the keyboard, closed with focus given back), the English visitor's
// public Q&A and sign-in instructions (no sign-in popup in English), and the blog tag filter.
import { expect, test } from '@playwright/test';
import { newResearcher, submitReport } from './seed';
import { newPage, screenshot } from './support';

test('a report image opens in the preview, moves to the next with the arrow and closes on Escape', async ({ browser }) => {
  const researcher = await newResearcher('e2e-lightbox');
  const detail = '<p>Two screenshots:</p><p><img src="/v2/static/portrait/p1.png" alt="first screenshot"></p><p><img src="/v2/static/portrait/p2.png" alt="second screenshot"></p>';
  const id = await submitReport(researcher.api, { name: 'E2E lightbox report', detail });
  const page = await newPage(browser, researcher.state);
  await page.goto(`/v2/user/bug/${id}?language=zh`);
  const first = page.getByRole('img', { name: 'first screenshot' });
  await first.click();

  const preview = page.getByRole('dialog', { name: '图片预览' });
  await expect(preview).toBeVisible();
  const current = preview.locator('.yarl__slide_current img');
  await expect(current).toHaveAttribute('alt', 'first screenshot');
  await expect(preview.getByRole('button', { name: '放大' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('alt', 'second screenshot');
  await screenshot(page, 'zh-lightbox', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(first).toBeFocused();
  await page.context().close();
});

test('an English visitor reads the public Q&A and is pointed to the sign-in instructions, with no popup', async ({ page }) => {
  await page.goto('/v2/home?language=en');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Q&A' }).click();
  await expect(page).toHaveURL(/\/v2\/qa\?language=en$/);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByText('How do I report a vulnerability?')).toBeVisible();
  await screenshot(page, 'en-public-qa');

  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await expect(page).toHaveURL(/\/v2\/en\/sign-in\?language=en$/);
  await expect(page.getByRole('heading', { name: 'Signing in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the sign-in (Chinese site)' })).toHaveAttribute('href', '/v2/home?language=zh&login=1');
});

test('a blog tag filters the list by that tag until cleared', async ({ page }) => {
  await page.goto('/v2/blog/list?language=zh');
  const tag = page.getByRole('link', { name: /^查看标签“.+”的文章$/ }).first();
  const label = (await tag.getAttribute('aria-label'))!;
  const name = /“(.+)”/.exec(label)![1]!;
  await tag.click();
  await expect(page).toHaveURL(/\/v2\/blog\/list\?tagId=\d+&language=zh$/);
  await expect(page.getByText(`标签：${name}`)).toBeVisible();
  // Every article listed carries the tag.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: label })).toBeVisible();
  await page.getByRole('link', { name: '清除标签' }).click();
  await expect(page).toHaveURL(/\/v2\/blog\/list\?language=zh$/);
  await expect(page.getByText(`标签：${name}`)).toBeHidden();
});
