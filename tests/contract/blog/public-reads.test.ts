// Blogs on the API (from the public reads): newest first, by category and tag, recommended by likes,
// neighbours and views, likes idempotent and signed in only, right under concurrent likes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, blogArticleTags, blogCategories, blogTags } from '../../../server/src/db/schema';
import { anonymousSession, callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('blogs', () => {
  let ids: number[] = [];
  let categoryId = 0;
  beforeAll(async () => {
    const [cat, other] = await t.db
      .insert(blogCategories)
      .values([
        { name: '技术分享', sort: 1 },
        { name: '活动', sort: 2 },
      ])
      .returning();
    categoryId = cat!.id;
    const rows = await t.db
      .insert(blogArticles)
      .values([
        { title: '旧文', author: 'A', categoryId: cat!.id, content: '<p>1</p>', createdAt: at('2026-01-01T00:00:00Z'), voteCnt: 5 },
        { title: '中文', author: 'B', categoryId: other!.id, content: '<p>2</p>', createdAt: at('2026-02-01T00:00:00Z'), voteCnt: 1 },
        { title: '新文', author: 'C', categoryId: cat!.id, content: '<p>3</p>', createdAt: at('2026-03-01T00:00:00Z') },
      ])
      .returning();
    ids = rows.map((r) => r.id);
    const [tag] = await t.db.insert(blogTags).values({ name: 'Web' }).returning();
    await t.db.insert(blogArticleTags).values({ articleId: ids[1]!, tagId: tag!.id });
  });

  it('lists newest first, by category, by tag, and the recommended by likes', async () => {
    const titles = async (query: Record<string, number>) => (data(await callOp(t.app, 'listArticles', { query })).articles as Data[]).map((a) => a.title);
    expect(await titles({})).toEqual(['新文', '中文', '旧文']);
    expect(await titles({ categoryId })).toEqual(['新文', '旧文']);
    const [tag] = await t.db.select().from(blogTags);
    expect(await titles({ tagId: tag!.id })).toEqual(['中文']);
    expect(await titles({ top: 1 })).toEqual(['旧文', '中文', '新文']);
    const cats = data(await callOp(t.app, 'listBlogCategories')).categories as Data[];
    expect(cats.map((c) => c.name)).toEqual(['技术分享', '活动']);
  });

  it('shows an article with its older and newer neighbours and counts a view', async () => {
    const middle = data(await callOp(t.app, 'getArticle', { params: { id: ids[1]! } }));
    expect(middle.pre).toEqual({ id: ids[0], title: '旧文' });
    expect(middle.next).toEqual({ id: ids[2], title: '新文' });
    expect((middle.article as Data).tags).toEqual([{ id: expect.any(Number), name: 'Web' }]);
    const again = data(await callOp(t.app, 'getArticle', { params: { id: ids[1]! } }));
    expect((again.article as Data).viewCnt).toBe(((middle.article as Data).viewCnt as number) + 1);
    expect(data(await callOp(t.app, 'getArticle', { params: { id: ids[0]! } })).pre).toBeNull();
  });

  it('likes idempotently, only when signed in, and shows the like to its owner', async () => {
    const ada = await t.newResearcher();
    const id = ids[2]!;
    expect(data(await callOp(t.app, 'voteArticle', { ...ada, params: { id } }))).toEqual({ voted: true, voteCnt: 1 });
    expect(data(await callOp(t.app, 'voteArticle', { ...ada, params: { id } }))).toEqual({ voted: true, voteCnt: 1 });
    const list = data(await callOp(t.app, 'listArticles', { ...ada })).articles as Data[];
    expect(list.find((a) => a.id === id)).toMatchObject({ voted: true, voteCnt: 1 });
    expect(data(await callOp(t.app, 'unvoteArticle', { ...ada, params: { id } }))).toEqual({ voted: false, voteCnt: 0 });
    expect(data(await callOp(t.app, 'unvoteArticle', { ...ada, params: { id } }))).toEqual({ voted: false, voteCnt: 0 });
    expect((await callOp(t.app, 'voteArticle', { ...ada, params: { id: 999999 } })).json.retcode).toBe(1002);
    const anon = await anonymousSession(t.app);
    expect((await callOp(t.app, 'voteArticle', { ...anon, params: { id } })).json.retcode).toBe(4006);
    const noCsrf = await callOp(t.app, 'voteArticle', { cookies: ada.cookies, params: { id } });
    expect(noCsrf.status).toBe(400);
  });

  it('keeps the like count right under concurrent likes of many users', { tags: ['postgres'] }, async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => t.newResearcher()));
    const id = ids[0]!;
    const [before] = await t.db.select().from(blogArticles).where(eq(blogArticles.id, id));
    await Promise.all(people.flatMap((p) => [callOp(t.app, 'voteArticle', { ...p, params: { id } }), callOp(t.app, 'voteArticle', { ...p, params: { id } })]));
    const [after] = await t.db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(after!.voteCnt).toBe(before!.voteCnt + 8);
  });
});
