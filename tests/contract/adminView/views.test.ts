// Queue views (docs/rules.md#queue-views): built-in views with counts that match the queue, saved
// views personal or shared, who may change a shared one, and pins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
let lin: Who;
let viewer: Who;
beforeAll(async () => {
  t = await startTestApp();
  boss = await t.newResearcher({ role: 'staff', nickname: '所有者' });
  lin = await t.newResearcher({ role: 'staff', staffRoles: ['triager'], nickname: '林' });
  viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'], nickname: '观察员' });
});
afterAll(() => t.close());

const views = async (who: Credentials, language = 'zh') => data(await callOp(t.app, 'listBugViews', { ...who, query: { language } })).views as Data[];
const byKey = (list: Data[], key: string) => list.find((v) => v.key === key);
const queueTotal = async (who: Credentials, query: Record<string, string | number | boolean>) => data(await callOp(t.app, 'listAdminBugs', { ...who, query })).total;
const create = (who: Credentials, form: Record<string, string | boolean>) => callOp(t.app, 'createBugView', { ...who, form });

describe('built-in views', () => {
  it('counts what the queue shows for each', async () => {
    const ada = await t.newResearcher();
    await t.db.insert(bugs).values([
      { userId: ada.id, name: 'a', level: 2, detail: 'd', mainType: 3, subType: 301, assigneeId: lin.id },
      { userId: ada.id, name: 'b', level: 2, detail: 'd', mainType: 3, subType: 301, status: 40 },
      { userId: ada.id, name: 'c', level: 2, detail: 'd', mainType: 3, subType: 301, lastReporterReplyAt: new Date() },
    ]);
    const list = await views(lin);
    expect(list.slice(0, 7).map((v) => v.key)).toEqual(['builtin:mine', 'builtin:unassigned', 'builtin:missed', 'builtin:urged', 'builtin:recheck', 'builtin:reply', 'builtin:needs-info']);
    expect(byKey(list, 'builtin:mine')).toMatchObject({ name: '分配给我', builtIn: true, shared: true, mine: false, pinned: false, count: 1 });
    for (const key of ['builtin:mine', 'builtin:unassigned', 'builtin:urged', 'builtin:recheck', 'builtin:reply']) {
      const view = byKey(list, key)!;
      expect(view.count, key).toBe(await queueTotal(lin, view.filter as Record<string, string>));
    }
    expect(byKey(list, 'builtin:recheck')!.count).toBeGreaterThanOrEqual(1);
    expect(byKey(await views(boss), 'builtin:mine')!.count).toBe(0);
    expect(byKey(await views(boss, 'en'), 'builtin:unassigned')!.name).toBe('Unassigned');
  });
});

describe('saved views', () => {
  it('keeps personal views to their author and shows shared ones to all, with counts', async () => {
    const ada = await t.newResearcher();
    await t.db.insert(bugs).values([
      { userId: ada.id, name: 'x', level: 3, detail: 'd', mainType: 3, subType: 301 },
      { userId: ada.id, name: 'y', level: 3, detail: 'd', mainType: 3, subType: 301, status: 20 },
    ]);
    const mine = data(await create(lin, { name: '我的高危', filter: `userId=${ada.id}&level=3&sort=waiting&page=3` })).key as string;
    const shared = data(await create(lin, { name: '团队待审', filter: `userId=${ada.id}&status=10`, shared: true })).key as string;
    const own = byKey(await views(lin), mine)!;
    expect(own).toMatchObject({ name: '我的高危', filter: { userId: ada.id, level: 3, sort: 'waiting' }, builtIn: false, shared: false, mine: true, count: 2 });
    expect(byKey(await views(lin), shared)).toMatchObject({ shared: true, mine: true, count: 1 });
    const others = await views(viewer);
    expect(byKey(others, mine)).toBeUndefined();
    expect(byKey(others, shared)).toMatchObject({ name: '团队待审', mine: false, count: 1 });
  });

  it('refuses a bad name or filter', async () => {
    expect((await create(lin, { name: '   ' })).json.retcode).toBe(1001);
    expect((await create(lin, { name: '一'.repeat(31) })).json.retcode).toBe(1001);
    const bad = await create(lin, { name: '坏', filter: 'status=77' });
    expect([bad.json.retcode, bad.json.retmsg]).toEqual([1001, expect.stringContaining('status')]);
  });

  it('lets only the author, or an owner for a shared view, change or delete it', async () => {
    const key = Number(data(await create(lin, { name: '共享', filter: 'urged=true', shared: true })).key);
    const personal = Number(data(await create(lin, { name: '私有', filter: 'urged=true' })).key);
    const triager2 = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    const update = (who: Credentials, id: number, form: Record<string, string | boolean>) => callOp(t.app, 'updateBugView', { ...who, params: { id }, form });
    expect((await update(triager2, key, { name: '改名' })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'deleteBugView', { ...triager2, params: { id: key } })).json.retcode).toBe(4003);
    expect((await update(triager2, personal, { name: '改名' })).json.retcode).toBe(1002);
    expect((await update(boss, personal, { name: '改名' })).json.retcode).toBe(1002);
    expect((await update(lin, key, { name: '改名了', filter: 'status=20', shared: true })).json.retcode).toBe(0);
    expect(byKey(await views(triager2), String(key))).toMatchObject({ name: '改名了', filter: { status: 20 } });
    expect((await update(boss, key, { name: '所有者改', shared: true })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'deleteBugView', { ...boss, params: { id: key } })).json.retcode).toBe(0);
    expect(byKey(await views(lin), String(key))).toBeUndefined();
    // A viewer keeps views of their own too.
    expect((await create(viewer, { name: '观察', filter: 'status=10' })).json.retcode).toBe(0);
  });
});

describe('pins', () => {
  it('pins built-in and visible saved views for the caller only', async () => {
    const key = data(await create(lin, { name: '钉住', filter: 'status=10', shared: true })).key as string;
    const pin = (who: Credentials, k: string, pinned: boolean) => callOp(t.app, 'setBugViewPin', { ...who, form: { key: k, pinned } });
    expect((await pin(viewer, 'builtin:urged', true)).json.retcode).toBe(0);
    expect((await pin(viewer, key, true)).json.retcode).toBe(0);
    expect((await pin(viewer, key, true)).json.retcode).toBe(0);
    const list = await views(viewer);
    expect([byKey(list, 'builtin:urged')!.pinned, byKey(list, key)!.pinned]).toEqual([true, true]);
    expect(byKey(await views(lin), key)!.pinned).toBe(false);
    expect((await pin(viewer, 'builtin:nothing', true)).json.retcode).toBe(1002);
    const personal = data(await create(lin, { name: '私有', filter: '' })).key as string;
    expect((await pin(viewer, personal, true)).json.retcode).toBe(1002);
    expect((await pin(viewer, key, false)).json.retcode).toBe(0);
    expect(byKey(await views(viewer), key)!.pinned).toBe(false);
    // Made personal again, it leaves the others' menus.
    await pin(viewer, key, true);
    await callOp(t.app, 'updateBugView', { ...lin, params: { id: Number(key) }, form: { name: '钉住', shared: false } });
    expect(byKey(await views(viewer), key)).toBeUndefined();
    expect(byKey(await views(lin), key)).toMatchObject({ shared: false });
  });

  it('is refused to researchers', async () => {
    const ada = await t.newResearcher();
    expect((await callOp(t.app, 'listBugViews', ada)).json.retcode).toBe(4003);
    expect((await create(ada, { name: 'x' })).json.retcode).toBe(4003);
    const [any] = await t.db.select({ id: bugs.id }).from(bugs).where(eq(bugs.userId, ada.id));
    expect(any).toBeUndefined();
  });
});
