// Public announcements: newest first in the request's language, optionally one type.
import { and, count, desc, eq } from 'drizzle-orm';
import { AnnouncementTypeLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { announcements } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { enumText } from '../labels';
import { paging } from '../paging';
import { formatDateTime } from '@common/contract-time';

type Row = typeof announcements.$inferSelect;

function summary(row: Row, lang: Lang) {
  return {
    id: row.id,
    title: row.title,
    createTime: formatDateTime(row.createdAt),
    type: row.type as 1 | 2 | 3,
    typeText: enumText(AnnouncementTypeLabels, lang, row.type),
    abstract: row.abstract,
  };
}

export async function listAnnouncements(db: Db, lang: Lang, query: { page?: number; pageSize?: number; type?: number }) {
  const { limit, offset } = paging(query);
  const where = and(eq(announcements.language, lang), query.type === undefined ? undefined : eq(announcements.type, query.type));
  const [rows, [total]] = await Promise.all([
    db.select().from(announcements).where(where).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { total: total?.n ?? 0, announcements: rows.map((r) => summary(r, lang)) };
}

export async function getAnnouncement(db: Db, lang: Lang, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw new ApiError(Retcode.NotFound);
  return { announcement: { ...summary(row, lang), content: row.content } };
}
