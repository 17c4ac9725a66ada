// On a phone (the mobile project): the top bar's menu button reaches every menu entry, the sign-in
// and the language switch and closes on navigation (the sign-in through that menu is 01-sign-in's on
// the phone); then a researcher (its own account, with a bound phone) reports a vulnerability: the
// form, the records and the report, each with a screenshot and no sideways overflow.
import { expect, test } from './fixtures';
import { CAPTCHA } from './env';
import { newResearcher } from './seed';
import { expectNoHorizontalOverflow, menuButton, newPage, screenshot } from './support';
import { expectLoaded, text, type Lang } from './support-text';
const MENU: Record<Lang, string[]> = {
  zh: ['home', 'submit', 'activities', 'ranks', 'blogs', 'rewards', 'announcements'],
  en: ['home', 'submit', 'activities', 'announcements', 'qa'],
};

for (const lang of ['zh', 'en'] as const) {
  test(`the menu button reaches every entry and the language switch, and closes on navigation (${lang})`, async ({ page }) => {
    await page.goto(`/v2/home?language=${lang}`);
    // The banner is shown whole (its title sits at its left edge), not cut to the screen's width.
    const banner = page.getByRole('img', { name: text(lang, 'home', 'bannerAlt').replace('{{n}}', '1') });
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(page.viewportSize()?.width);
    await screenshot(page, `${lang}-home-top`, { fullPage: false });
    // The wide menu is not shown on a phone; the button is the way in.
    await expect(page.getByRole('navigation', { name: text(lang, 'layout', 'mainMenu') })).toBeHidden();
    await menuButton(page).tap();
    const sheet = page.getByRole('dialog', { name: text(lang, 'layout', 'menuTitle') });
    await expect(sheet).toBeVisible();
    const nav = sheet.getByRole('navigation', { name: text(lang, 'layout', 'mainMenu') });
    await expect(nav.getByRole('link')).toHaveText(MENU[lang].map((key) => text(lang, 'layout', `menu.${key}`)));
    await expect(sheet.getByRole('link', { name: lang === 'zh' ? 'English' : '中文' })).toBeVisible();
    // Sign-in is a Chinese-site popup only (docs/rules.md#product).
    await expect(sheet.getByRole('button', { name: text(lang, 'layout', 'signIn'), exact: true })).toHaveCount(lang === 'zh' ? 1 : 0);
    await screenshot(page, `${lang}-menu-open`, { fullPage: false });

    await nav.getByRole('link', { name: text(lang, 'layout', 'menu.announcements') }).tap();
    await expect(page).toHaveURL(new RegExp(`/v2/announce/list\\?language=${lang}`));
    await expect(sheet).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
}

test('a researcher reports a vulnerability on a phone', async ({ browser }) => {
  const page = await newPage(browser, (await newResearcher('e2e-phone')).state);
  const name = `Phone report ${Date.now()}`;
  await page.goto('/v2/loophole/create?language=zh');
  await page.getByLabel('漏洞名称').fill(name);
  await page.getByRole('combobox', { name: '漏洞大类' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: '漏洞子类' }).selectOption({ index: 1 });
  await page.getByText('中危', { exact: true }).tap();
  await page.getByLabel('漏洞链接').fill('https://m.example.com/login');
  await page.locator('.ProseMirror').tap();
  await page.keyboard.type('复现步骤：在手机登录页输入载荷。');
  await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA);
  await page.locator('[data-part=control][data-scope=checkbox]').tap();
  await expectNoHorizontalOverflow(page, 'the report form');
  await screenshot(page, 'zh-journey-report-form');
  await page.getByRole('button', { name: '提交漏洞', exact: true }).tap();

  const records = page.getByRole('link', { name: '查看漏洞记录' });
  await expect(records).toBeVisible();
  await screenshot(page, 'zh-journey-report-submitted');
  await records.tap();
  await expect(page).toHaveURL(/\/v2\/user\/bugs/);
  await expectLoaded(page, 'zh');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the report records');
  await screenshot(page, 'zh-journey-report-records');

  await page.getByRole('link', { name }).tap();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectLoaded(page, 'zh');
  await expectNoHorizontalOverflow(page, 'the report');
  await screenshot(page, 'zh-journey-report-detail');
  await page.context().close();
});
