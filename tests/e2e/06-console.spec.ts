// The staff console (issue 18 "Tests"), in Chinese and in English, with staff acting only through
// the console in the browser (no API shortcut): who may open it (a researcher is refused, a visitor
// signs in at its gate and stays on the address), publishing an announcement with an image that the
// public home shows in its language only, shipping a researcher's physical gift with a tracking
// number the researcher then reads, and axe plus a screenshot on every console screen.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleUrl, GATE, signInAtGate, signInConsole } from './support-console';
import { expectAccessible, screenshot, signIn } from './support';
import { expectTrackingInRecords, redeemPhysicalGift, shipOrder } from './steps-gift';

const STAFF = 'admin@demo.src';
const DEMO_RESEARCHER = 'researcher@demo.src';
/** A 1×1 PNG: the smallest image the upload accepts as a picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const TEXT = {
  zh: {
    colleague: 'hacker01@demo.src',
    ordersTitle: '兑换订单',
    searchUsers: '搜索用户',
    search: '搜索',
    makeStaff: '设为工作人员',
    roleTitle: '修改角色',
    roleConfirm: '确认修改',
    roleDone: '角色已修改',
    staffRole: '工作人员',
    newAnnouncement: '新建公告',
    announcementDialog: '新建公告',
    fTitle: '标题',
    fType: '类型',
    typeReward: '奖励公告',
    insertImage: '插入图片',
    save: '保存',
    created: '已创建',
    homeAnnouncements: '最新公告',
    addressLine: (s: string) => `广州市天河区体育西路 ${s} 号`,
    pages: [
      ['/', '概览'],
      ['/inbox', '待办消息'],
      ['/bugs', '漏洞审核'],
      ['/responses', '常用回复'],
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
    ],
  },
  en: {
    colleague: 'hacker02@demo.src',
    ordersTitle: 'Exchange orders',
    searchUsers: 'Search users',
    search: 'Search',
    makeStaff: 'Make staff',
    roleTitle: 'Change role',
    roleConfirm: 'Change role',
    roleDone: 'Role changed',
    staffRole: 'Staff',
    newAnnouncement: 'New announcement',
    announcementDialog: 'New announcement',
    fTitle: 'Title',
    fType: 'Type',
    typeReward: 'Reward',
    insertImage: 'Insert image',
    save: 'Save',
    created: 'Created',
    homeAnnouncements: 'Latest announcements',
    addressLine: (s: string) => `${s} Harbour Road, Wan Chai`,
    pages: [
      ['/', 'Dashboard'],
      ['/inbox', 'Inbox'],
      ['/bugs', 'Report triage'],
      ['/responses', 'Common responses'],
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
    ],
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const L = TEXT[lang];
  const G = GATE[lang];
  const stamp = `${String(Date.now()).slice(-6)}${lang}`;
  const site = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=${lang}`;

  test.describe(`staff console in ${lang}`, () => {
    test.describe.configure({ mode: 'serial' });

    async function newPage(browser: Browser): Promise<Page> {
      return (await browser.newContext()).newPage();
    }

    let staff: Page;
    test.beforeAll(async ({ browser }) => {
      staff = await newPage(browser);
      await signInConsole(staff, STAFF);
    });
    test.afterAll(async () => {
      await staff.context().close();
    });

    test('a researcher who opens the triage queue gets the no-permission page', async ({ browser }) => {
      const researcher = await newPage(browser);
      await signIn(researcher, DEMO_RESEARCHER);
      await researcher.goto(consoleUrl('/bugs', lang));
      await expect(researcher.getByRole('heading', { name: '403' })).toBeVisible();
      await expect(researcher.getByText(G.noPermission)).toBeVisible();
      await expect(researcher.getByRole('navigation', { name: G.menu })).toHaveCount(0);
      await expectAccessible(researcher, `${lang} console 403`);
      await screenshot(researcher, `${lang}-console-403`);
      await researcher.context().close();
    });

    test('staff make a colleague staff on the users screen', async () => {
      await staff.goto(consoleUrl('/users', lang));
      await staff.getByLabel(L.searchUsers).fill(L.colleague);
      await staff.getByRole('button', { name: L.search, exact: true }).click();
      await expect(staff).toHaveURL(/keyword=hacker0/);
      const row = staff.getByRole('row').filter({ hasText: L.colleague });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: L.makeStaff }).click();
      const dialog = staff.getByRole('dialog', { name: L.roleTitle });
      await dialog.getByRole('button', { name: L.roleConfirm }).click();
      await expect(staff.getByText(L.roleDone)).toBeVisible();
      await expect(row.getByText(L.staffRole, { exact: true })).toBeVisible();
    });

    test('a visitor on a console address is asked to sign in, signs in there and lands on that screen', async ({ browser }) => {
      const visitor = await newPage(browser);
      await visitor.goto(consoleUrl('/orders?type=custom', lang));
      await expect(visitor.getByRole('heading', { name: G.title })).toBeVisible();
      await expect(visitor.getByRole('navigation', { name: G.menu })).toHaveCount(0);
      await expectAccessible(visitor, `${lang} console sign-in gate`);
      await screenshot(visitor, `${lang}-console-sign-in-gate`);
      await signInAtGate(visitor, L.colleague, lang);
      await expect(visitor).toHaveURL(/\/v2\/admin\/orders\?.*type=custom/);
      await expect(visitor.getByRole('heading', { name: L.ordersTitle, level: 1 })).toBeVisible();
      await visitor.context().close();
    });

    test('staff publish an announcement with an image; the public home shows it in its language only', async ({ browser }) => {
      const title = lang === 'zh' ? `E2E 公告 ${stamp}` : `E2E announcement ${stamp}`;
      await staff.goto(consoleUrl('/content/announcements', lang));
      await staff.getByRole('button', { name: L.newAnnouncement }).click();
      const dialog = staff.getByRole('dialog', { name: L.announcementDialog });
      await dialog.getByLabel(L.fTitle).fill(title);
      await dialog.getByLabel(L.fType).selectOption({ label: L.typeReward });
      await dialog.locator('.ProseMirror').click();
      await staff.keyboard.type(lang === 'zh' ? '本月奖励已发放，见下图。' : 'This month’s rewards are out; see the picture.');
      await dialog.locator(`input[type=file][aria-label="${L.insertImage}"]`).setInputFiles({ name: 'reward.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.locator('.ProseMirror img[src^="/v2/api/file/"]')).toHaveCount(1);
      await screenshot(staff, `${lang}-console-announcement-form`);
      await dialog.getByRole('button', { name: L.save, exact: true }).click();
      await expect(staff.getByText(L.created, { exact: true })).toBeVisible();
      await expect(staff.getByRole('row').filter({ hasText: title })).toBeVisible();

      const visitor = await newPage(browser);
      await visitor.goto(site('/v2/home'));
      await visitor.getByRole('link', { name: title }).click();
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
      await expect(visitor.locator('main img[src^="/v2/api/file/"]')).toBeVisible();
      await screenshot(visitor, `${lang}-console-announcement-public`);
      // The other language's home and list never show it (content is stored per language).
      const other = lang === 'zh' ? 'en' : 'zh';
      await visitor.goto(`/v2/home?language=${other}`);
      await expect(visitor.getByRole('heading', { name: TEXT[other].homeAnnouncements })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      await visitor.goto(`/v2/announce/list?language=${other}`);
      await expect(visitor.locator('main a[href*="/v2/announce/"]').first()).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      await visitor.context().close();
    });

    test('a researcher redeems a physical gift, staff ship it with a tracking number, the researcher reads it', async ({ browser }) => {
      const researcher = await newPage(browser);
      await signIn(researcher, DEMO_RESEARCHER);
      const line = L.addressLine(stamp);
      await redeemPhysicalGift(researcher, lang, line);
      const tracking = await shipOrder(staff, lang, line, `SF${stamp.slice(0, 6)}0042`, `${lang}-console-order-ship`);
      await expectTrackingInRecords(researcher, lang, line, tracking, `${lang}-console-order-tracking-for-researcher`);
      await researcher.context().close();
    });

    test('every console screen passes axe (no serious or critical issue) and is photographed', async () => {
      test.setTimeout(180_000);
      for (const [path, heading] of L.pages) {
        await staff.goto(consoleUrl(path, lang));
        await expect(staff.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        // Lists finish loading (a table, or the empty or error block) before axe looks.
        await expect(staff.locator('main [aria-busy=true]')).toHaveCount(0);
        await expectAccessible(staff, `${lang} console ${path}`);
        await screenshot(staff, `${lang}-console${path.replaceAll('/', '-')}`);
      }
    });
  });
}
