// The staff console, staff acting only through the console in the browser (no API shortcut): every
// console screen in Chinese and in English as a sweep (axe, a screenshot, and in English no Chinese
// interface text), with who may open it (a researcher gets the no-permission page, a visitor the
// sign-in gate); staff make a colleague staff, who signs in at the gate (in English: the Chinese
// sign-in dialog is 01-sign-in's) and stays on the address; staff publish an announcement with an
// image that the public home shows in its language only. Staff work in the demo admin's session
// saved by the setup project. (The gift shipped with a tracking number is 07's loop.)
import { expect, test } from './fixtures';
import { DEMO_RESEARCHER_STATE, STAFF_STATE } from './seed';
import { consoleUrl, GATE, signInAtGate } from './support-console';
import { Sweep } from './support-sweep';
import { newPage, screenshot } from './support';

/** A 1×1 PNG: the smallest image the upload accepts as a picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A researcher of the demo that no other spec uses: made staff here, then signs in at the gate. */
const COLLEAGUE = 'hacker01@demo.src';

const SCREENS = {
  zh: [
    ['/', '概览'],
    ['/inbox', '待办消息'],
    ['/bugs', '漏洞审核'],
    ['/responses', '常用回复'],
    ['/known-issues', '已知问题与已接受风险'],
    ['/content/banners', '轮播图管理'],
    ['/content/announcements', '公告管理'],
    ['/content/blogs', '博客文章管理'],
    ['/content/blog-categories', '博客分类管理'],
    ['/content/activities', '活动管理'],
    ['/content/gifts', '礼品管理'],
    ['/content/faq', '常见问题管理'],
    ['/content/coefficients', '业务系数管理'],
    ['/content/regulation', '漏洞处理规范'],
    ['/orders', '兑换订单'],
    ['/users', '用户管理'],
    ['/teams', '战队审核'],
    ['/test-reports', '测试报备'],
    ['/messages', '留言板'],
    ['/settings', '系统设置'],
    ['/staff', '团队成员'],
    ['/audit', '审计日志'],
    ['/security', '账号安全'],
  ],
  en: [
    ['/', 'Dashboard'],
    ['/inbox', 'Inbox'],
    ['/bugs', 'Report triage'],
    ['/responses', 'Common responses'],
    ['/known-issues', 'Known issues and accepted risks'],
    ['/content/banners', 'Banners'],
    ['/content/announcements', 'Announcements'],
    ['/content/blogs', 'Blog articles'],
    ['/content/blog-categories', 'Blog categories'],
    ['/content/activities', 'Activities'],
    ['/content/gifts', 'Gifts'],
    ['/content/faq', 'FAQ'],
    ['/content/coefficients', 'Business coefficients'],
    ['/content/regulation', 'Vulnerability handling regulation'],
    ['/orders', 'Exchange orders'],
    ['/users', 'Users'],
    ['/teams', 'Team review'],
    ['/test-reports', 'Test reports'],
    ['/messages', 'Message board'],
    ['/settings', 'Settings'],
    ['/staff', 'Team'],
    ['/audit', 'Audit log'],
    ['/security', 'Sign-in security'],
  ],
} as const;

for (const lang of ['zh', 'en'] as const) {
  const G = GATE[lang];
  const screens = SCREENS[lang];
  const half = Math.ceil(screens.length / 2);

  // Two sweeps per language (the screens split in two), so the workers share them.
  for (const [part, list] of [
    [1, screens.slice(0, half)],
    [2, screens.slice(half)],
  ] as const) {
    test(`console screens (${lang}, part ${part}): each passes axe and is photographed`, async ({ browser }) => {
      const staff = await newPage(browser, STAFF_STATE);
      const sweep = new Sweep(staff, lang, (name) => `${lang}-console${name}`);
      const menu = staff.getByRole('navigation', { name: G.menu });
      for (const [i, [path, heading]] of list.entries()) {
        // The first screen by its address, the others through the menu, as staff move around.
        if (i === 0) await staff.goto(consoleUrl(path, lang));
        else await menu.locator(`a[href="${consoleUrl(path, lang)}"]`).click();
        await expect(staff).toHaveURL(new RegExp(`/v2/admin${path === '/' ? '/' : path}\\?language=${lang}$`));
        await expect(staff.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        // Lists finish loading (a table, or the empty or error block) before axe looks.
        await expect(staff.locator('main [aria-busy=true]')).toHaveCount(0);
        await sweep.check(path.replaceAll('/', '-'));
      }
      await staff.context().close();
    });
  }

  test(`who may open the console (${lang}): a researcher gets the no-permission page, a visitor the sign-in gate`, async ({ browser }) => {
    const researcher = await newPage(browser, DEMO_RESEARCHER_STATE);
    const refused = new Sweep(researcher, lang, (name) => `${lang}-console-${name}`);
    await researcher.goto(consoleUrl('/bugs', lang));
    await expect(researcher.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(researcher.getByText(G.noPermission)).toBeVisible();
    await expect(researcher.getByRole('navigation', { name: G.menu })).toHaveCount(0);
    await refused.check('403');
    await researcher.context().close();

    const visitor = await newPage(browser);
    const gate = new Sweep(visitor, lang, (name) => `${lang}-console-${name}`);
    await visitor.goto(consoleUrl('/orders?type=custom', lang));
    await expect(visitor.getByRole('heading', { name: G.title })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: G.menu })).toHaveCount(0);
    await gate.check('sign-in-gate');
    await visitor.context().close();
  });
}

test('staff make a colleague staff on the users screen; the colleague signs in at the gate and lands on the address', async ({ browser }) => {
  const staff = await newPage(browser, STAFF_STATE);
  await staff.goto(consoleUrl('/users', 'zh'));
  await staff.getByLabel('搜索用户').fill(COLLEAGUE);
  await staff.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(staff).toHaveURL(/keyword=hacker01/);
  const row = staff.getByRole('row').filter({ hasText: COLLEAGUE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '设为工作人员' }).click();
  await staff.getByRole('dialog', { name: '修改角色' }).getByRole('button', { name: '确认修改' }).click();
  await expect(staff.getByText('角色已修改')).toBeVisible();
  await expect(row.getByText('工作人员', { exact: true })).toBeVisible();
  await staff.context().close();

  // The new colleague opens a console address in English, signs in at the gate and stays on it.
  const visitor = await newPage(browser);
  await visitor.goto(consoleUrl('/orders?type=custom', 'en'));
  await signInAtGate(visitor, COLLEAGUE, 'en');
  await expect(visitor).toHaveURL(/\/v2\/admin\/orders\?.*type=custom/);
  await expect(visitor.getByRole('heading', { name: 'Exchange orders', level: 1 })).toBeVisible();
  await visitor.context().close();
});

test('staff publish an announcement with an image; the public home shows it in its language only', async ({ browser }) => {
  const title = `E2E 公告 ${Date.now().toString(36)}`;
  const staff = await newPage(browser, STAFF_STATE);
  await staff.goto(consoleUrl('/content/announcements', 'zh'));
  await staff.getByRole('button', { name: '新建公告' }).click();
  const dialog = staff.getByRole('dialog', { name: '新建公告' });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('类型').selectOption({ label: '奖励公告' });
  await dialog.locator('.ProseMirror').click();
  await staff.keyboard.type('本月奖励已发放，见下图。');
  await dialog.locator('input[type=file][aria-label="插入图片"]').setInputFiles({ name: 'reward.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.locator('.ProseMirror img[src^="/v2/api/file/"]')).toHaveCount(1);
  await screenshot(staff, 'zh-console-announcement-form');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(staff.getByText('已创建', { exact: true })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: title })).toBeVisible();
  await staff.context().close();

  const visitor = await newPage(browser);
  await visitor.goto('/v2/home?language=zh');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator('main img[src^="/v2/api/file/"]')).toBeVisible();
  await screenshot(visitor, 'zh-console-announcement-public');
  // The other language's home and list never show it (content is stored per language).
  await visitor.goto('/v2/home?language=en');
  await expect(visitor.getByRole('heading', { name: 'Latest announcements' })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto('/v2/announce/list?language=en');
  await expect(visitor.locator('main a[href*="/v2/announce/"]').first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.context().close();
});
