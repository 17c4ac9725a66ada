// Staff's list of known issues and accepted risks (docs/rules.md#duplicate-hint). Researchers read an
// entry's title and note in their duplicate hint, so both are plain text, checked like a saved reply.
import { count, desc, eq } from 'drizzle-orm';
import type { KnownIssueKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { knownIssues } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { paging } from '../paging';
import { countChars } from '@common/text-count';
import { KnownIssueFormLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

export interface KnownIssueForm {
  kind: KnownIssueKind;
  title: string;
  target?: string;
  note?: string;
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const plain = (text: string | undefined) => (text ?? '').replace(/[\u0000-\u001F\u007F]/g, ' ').trim();

function checked(form: KnownIssueForm, lang: Lang) {
  const title = plain(form.title);
  if (!title || countChars(title) > KnownIssueFormLimits.title.maxLength) throw invalid(lang, 'title', (m) => m.bug.responseTitleLength);
  return { kind: form.kind, title, target: plain(form.target), note: plain(form.note) };
}

export async function listKnownIssues(db: Db, query: { page?: number; pageSize?: number; kind?: KnownIssueKind }) {
  const { limit, offset } = paging(query);
  const where = query.kind ? eq(knownIssues.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(knownIssues).where(where).orderBy(desc(knownIssues.createdAt), desc(knownIssues.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(knownIssues).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    issues: rows.map((r) => ({
      id: r.id,
      kind: r.kind as KnownIssueKind,
      title: r.title,
      target: r.target,
      note: r.note,
      createTime: formatDateTime(r.createdAt),
      updateTime: formatDateTime(r.updatedAt),
    })),
  };
}

export async function createKnownIssue(db: Db, lang: Lang, staffId: number, form: KnownIssueForm) {
  const [row] = await db
    .insert(knownIssues)
    .values({ ...checked(form, lang), createdById: staffId })
    .returning({ id: knownIssues.id });
  return { id: row!.id };
}

export async function updateKnownIssue(db: Db, lang: Lang, id: number, form: KnownIssueForm) {
  const rows = await db
    .update(knownIssues)
    .set({ ...checked(form, lang), updatedAt: new Date() })
    .where(eq(knownIssues.id, id))
    .returning({ id: knownIssues.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}

export async function deleteKnownIssue(db: Db, id: number) {
  const rows = await db.delete(knownIssues).where(eq(knownIssues.id, id)).returning({ id: knownIssues.id });
  if (rows.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}
