// Public blogs: the list (category, tag, or the recommended by likes), the article with its
// neighbours (counting one view), categories, and likes (idempotent per user).
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { blogArticles, blogArticleTags, blogCategories, blogTags, blogVotes } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { paging } from '../paging';
import { formatDateTime } from '@common/contract-time';

type Article = typeof blogArticles.$inferSelect;

/** Category, tags and the caller's like for each article, fetched in three queries for a page. */
async function decorate(db: Db, rows: Article[], userId: number | null) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const catIds = [...new Set(rows.map((r) => r.categoryId))];
  const [cats, tags, votes] = await Promise.all([
    db.select().from(blogCategories).where(inArray(blogCategories.id, catIds)),
    db
      .select({ articleId: blogArticleTags.articleId, id: blogTags.id, name: blogTags.name })
      .from(blogArticleTags)
      .innerJoin(blogTags, eq(blogTags.id, blogArticleTags.tagId))
      .where(inArray(blogArticleTags.articleId, ids)),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ articleId: blogVotes.articleId })
          .from(blogVotes)
          .where(and(eq(blogVotes.userId, userId), inArray(blogVotes.articleId, ids))),
  ]);
  const voted = new Set(votes.map((v) => v.articleId));
  return rows.map((r) => {
    const cat = cats.find((c) => c.id === r.categoryId);
    return {
      id: r.id,
      title: r.title,
      imgurl: r.imgurl,
      author: r.author,
      category: { id: r.categoryId, name: cat?.name ?? '' },
      createTime: formatDateTime(r.createdAt),
      viewCnt: r.viewCnt,
      voteCnt: r.voteCnt,
      voted: voted.has(r.id),
      tags: tags.filter((t) => t.articleId === r.id).map((t) => ({ id: t.id, name: t.name })),
      abstract: r.abstract,
    };
  });
}

export interface ArticleQuery {
  page?: number;
  pageSize?: number;
  top?: number;
  categoryId?: number;
  tagId?: number;
}

export async function listArticles(db: Db, lang: Lang, userId: number | null, query: ArticleQuery) {
  const { limit, offset } = paging(query);
  const filters: SQL[] = [eq(blogArticles.language, lang)];
  if (query.categoryId !== undefined) filters.push(eq(blogArticles.categoryId, query.categoryId));
  if (query.tagId !== undefined) {
    filters.push(inArray(blogArticles.id, db.select({ id: blogArticleTags.articleId }).from(blogArticleTags).where(eq(blogArticleTags.tagId, query.tagId))));
  }
  const where = and(...filters);
  const order = query.top === 1 ? [desc(blogArticles.voteCnt), desc(blogArticles.createdAt), desc(blogArticles.id)] : [desc(blogArticles.createdAt), desc(blogArticles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogArticles)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogArticles).where(where),
  ]);
  return { total: total?.n ?? 0, articles: await decorate(db, rows, userId) };
}

export async function getArticle(db: Db, userId: number | null, id: number) {
  const [row] = await db
    .update(blogArticles)
    .set({ viewCnt: sql`${blogArticles.viewCnt} + 1` })
    .where(eq(blogArticles.id, id))
    .returning();
  if (!row) throw new ApiError(Retcode.NotFound);
  const sameLanguage = eq(blogArticles.language, row.language);
  const link = { id: blogArticles.id, title: blogArticles.title };
  // Neighbours in the list's order (newest first): 'pre' is the next older, 'next' the next newer.
  const [[pre], [next], [article]] = await Promise.all([
    db
      .select(link)
      .from(blogArticles)
      .where(and(sameLanguage, sql`(${blogArticles.createdAt}, ${blogArticles.id}) < (${row.createdAt.toISOString()}::timestamptz, ${row.id})`))
      .orderBy(desc(blogArticles.createdAt), desc(blogArticles.id))
      .limit(1),
    db
      .select(link)
      .from(blogArticles)
      .where(and(sameLanguage, sql`(${blogArticles.createdAt}, ${blogArticles.id}) > (${row.createdAt.toISOString()}::timestamptz, ${row.id})`))
      .orderBy(blogArticles.createdAt, blogArticles.id)
      .limit(1),
    decorate(db, [row], userId),
  ]);
  return { article: { ...article!, content: row.content }, pre: pre ?? null, next: next ?? null };
}

export async function listCategories(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .where(eq(blogCategories.language, lang))
    .orderBy(blogCategories.sort, blogCategories.id);
  return { categories: rows };
}

/** Likes or withdraws a like; repeating either changes nothing. The count moves with the row. */
export async function setVote(db: Db, userId: number, articleId: number, voted: boolean) {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.id, articleId)).for('update');
    if (!exists) throw new ApiError(Retcode.NotFound);
    const changed = voted
      ? await tx.insert(blogVotes).values({ articleId, userId }).onConflictDoNothing().returning({ a: blogVotes.articleId })
      : await tx
          .delete(blogVotes)
          .where(and(eq(blogVotes.articleId, articleId), eq(blogVotes.userId, userId)))
          .returning({ a: blogVotes.articleId });
    const delta = changed.length === 0 ? 0 : voted ? 1 : -1;
    const [row] = await tx
      .update(blogArticles)
      .set({ voteCnt: sql`greatest(0, ${blogArticles.voteCnt} + ${delta})` })
      .where(eq(blogArticles.id, articleId))
      .returning({ voteCnt: blogArticles.voteCnt });
    return { voted, voteCnt: row!.voteCnt };
  });
}
