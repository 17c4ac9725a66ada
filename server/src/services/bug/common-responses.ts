// Saved reply texts staff insert into a report's thread. Each is written in one language (the
// researcher's, not the staff member's screen), so the language is a field, not the request's.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { commonResponses } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { paging } from '../paging';
import { checkPlaceholders } from './placeholders';
import { replyText } from './thread';
import { countChars } from '@common/text-count';
import { CommonResponseFormLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

export interface CommonResponseForm {
  title: string;
  content: string;
  language: Lang;
}

function checked(form: CommonResponseForm, lang: Lang) {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const title = form.title.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!title || countChars(title) > CommonResponseFormLimits.title.maxLength) throw invalid(lang, 'title', (m) => m.bug.responseTitleLength);
  // The same rule as a thread reply: the text is pasted into one; its placeholders are filled then.
  const content = replyText(form.content, lang);
  checkPlaceholders(lang, content);
  return { title, content, language: form.language };
}

export async function listCommonResponses(db: Db, query: { page?: number; pageSize?: number; responseLanguage?: Lang | 'all' }) {
  const { limit, offset } = paging(query);
  const only = query.responseLanguage === 'all' ? undefined : query.responseLanguage;
  const where = only ? eq(commonResponses.language, only) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(commonResponses).where(where).orderBy(desc(commonResponses.createdAt), desc(commonResponses.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(commonResponses).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    responses: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      language: r.language as Lang,
      createTime: formatDateTime(r.createdAt),
      updateTime: formatDateTime(r.updatedAt),
    })),
  };
}

export async function createCommonResponse(db: Db, lang: Lang, form: CommonResponseForm) {
  const [row] = await db.insert(commonResponses).values(checked(form, lang)).returning({ id: commonResponses.id });
  return { id: row!.id };
}

export async function updateCommonResponse(db: Db, lang: Lang, id: number, form: CommonResponseForm) {
  const rows = await db
    .update(commonResponses)
    .set({ ...checked(form, lang), updatedAt: new Date() })
    .where(eq(commonResponses.id, id))
    .returning({ id: commonResponses.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}

export async function deleteCommonResponse(db: Db, id: number) {
  const rows = await db.delete(commonResponses).where(eq(commonResponses.id, id)).returning({ id: commonResponses.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}
