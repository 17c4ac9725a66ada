// Message-centre notices: every move on a researcher's report, order, team or message notifies them.
// A notice is stored as a catalogue key and its parameters and worded in the reader's language
// when read (notice-centre.ts); the Chinese wording is stored too, as the text of last resort.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { notices } from '../../db/schema';
import { noticeText, type NoticeKey, type NoticeParams } from '../../messages/index';
import { NOTICES_CHANNEL } from './announce';
import { NoticeLimits } from '@generated/limits';

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
  const fallback = noticeText('zh', notice.key, notice.params);
  await tx
    .insert(notices)
    .values({
      userId,
      type: notice.type,
      key: notice.key,
      params: notice.params,
      title: fallback.title.slice(0, NOTICE_TITLE_MAX),
      content: fallback.content.slice(0, NOTICE_CONTENT_MAX),
      link: notice.link ?? null,
      sender: notice.sender ?? 'system',
    })
    // Heard by the reader's open pages once the write commits (announce.ts's `{ u, n }`), sent by the
    // insert itself: one statement a notice, which a bulk action writes hundreds of.
    .returning({ id: notices.id, heard: sql`pg_notify(${NOTICES_CHANNEL}, json_build_object('u', ${notices.userId}, 'n', ${notices.id})::text)` });
}
