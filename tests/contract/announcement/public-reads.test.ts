// Announcements on the API (from the public reads): per language, newest first, by type, paged, one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('announcements', () => {
  it('lists newest first per language, filters by type, pages, and shows one', async () => {
    await t.db.insert(announcements).values([
      { language: 'zh', title: '奖励公告一', type: 1, content: '<p>a</p>', createdAt: at('2026-01-01T00:00:00Z') },
      { language: 'zh', title: '活动公告', type: 2, content: '<p>b</p>', createdAt: at('2026-02-01T00:00:00Z') },
      { language: 'zh', title: '奖励公告二', type: 1, content: '<p>c</p>', createdAt: at('2026-03-01T00:00:00Z') },
      { language: 'en', title: 'Reward notice', type: 1, content: '<p>d</p>', createdAt: at('2026-03-02T00:00:00Z') },
    ]);
    const all = data(await callOp(t.app, 'listAnnouncements'));
    expect(all.total).toBe(3);
    expect((all.announcements as Data[]).map((a) => a.title)).toEqual(['奖励公告二', '活动公告', '奖励公告一']);
    expect((all.announcements as Data[])[0]).toMatchObject({ typeText: '奖励公告', createTime: '2026-03-01 08:00:00' });
    const typed = data(await callOp(t.app, 'listAnnouncements', { query: { type: 1, page: 2, pageSize: 1 } }));
    expect(typed.total).toBe(2);
    expect((typed.announcements as Data[]).map((a) => a.title)).toEqual(['奖励公告一']);
    const en = data(await callOp(t.app, 'listAnnouncements', { query: { language: 'en' } }));
    expect((en.announcements as Data[]).map((a) => [a.title, a.typeText])).toEqual([['Reward notice', 'Reward']]);
    const id = (all.announcements as Data[])[0]!.id as number;
    expect(data(await callOp(t.app, 'getAnnouncement', { params: { id } })).announcement).toMatchObject({ title: '奖励公告二', content: '<p>c</p>' });
    expect((await callOp(t.app, 'getAnnouncement', { params: { id: 999999 } })).json.retcode).toBe(1002);
  });
});
