// Message-centre notices: every move on a researcher's report, order, team or message notifies them.
// A notice is stored as a catalogue key and its parameters and worded in the reader's language
// when read (notice-centre.ts); the Chinese wording is stored too, as the text of last resort.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { notices } from '../../db/schema';
import { noticeText, type NoticeKey, type NoticeParams } from '../../messages/index';
import { NOTICES_CHANNEL } from './announce';
import { NoticeLimits } from '@generated/limits';
import { nextTurn } from '../../infra/yield-turn';

export interface Notice<K extends NoticeKey> {
  type: 'bug' | 'bug-comment' | 'team' | 'trade' | 'user' | 'leave' | 'leave-comment';
  key: K;
  params: NoticeParams[K];
  /** A site route (starting with /) the notice points to, or null. */
  link?: string | null;
  sender?: string;
}

export const NOTICE_TITLE_MAX = 200;
/** A notice's text as the message centre answers it. */
export const NOTICE_CONTENT_MAX = NoticeLimits.content.maxLength;

export async function notify<K extends NoticeKey>(tx: Db, userId: number, notice: Notice<K>): Promise<void> {
  await notifyMany(tx, [{ userId, notice }]);
}

/** Rows per insert: each statement short (tens of ms on the embedded database), far under 65,535 parameters. */
const ROWS_PER_INSERT = 100;

/**
 * A notice to each of many readers (a bulk action, the monthly prize): multi-row inserts instead of
 * one statement a reader, with a turn of the event loop between them.
 */
export async function notifyMany(tx: Db, items: readonly { userId: number; notice: Notice<NoticeKey> }[]): Promise<void> {
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    if (start > 0) await nextTurn();
    const rows = items.slice(start, start + ROWS_PER_INSERT).map(({ userId, notice }) => {
      const fallback = noticeText('zh', notice.key, notice.params);
      return {
        userId,
        type: notice.type,
        key: notice.key,
        params: notice.params,
        title: fallback.title.slice(0, NOTICE_TITLE_MAX),
        content: fallback.content.slice(0, NOTICE_CONTENT_MAX),
        link: notice.link ?? null,
        sender: notice.sender ?? 'system',
      };
    });
    await tx
      .insert(notices)
      .values(rows)
      // Heard by the reader's open pages once the write commits (announce.ts's `{ u, n }`), sent by
      // the insert itself for each row it adds.
      .returning({ id: notices.id, heard: sql`pg_notify(${NOTICES_CHANNEL}, json_build_object('u', ${notices.userId}, 'n', ${notices.id})::text)` });
  }
}
