// Message-centre notices: every move on a researcher's report, order, team or message notifies them.
import type { Db } from '../db/index';
import { notices } from '../db/schema';

export interface Notice {
  type: 'bug' | 'bug-comment' | 'team' | 'trade' | 'user' | 'leave' | 'leave-comment';
  title: string;
  content: string;
  /** A site route (starting with /) the notice points to, or null. */
  link?: string | null;
  sender?: string;
}

export async function notify(tx: Db, userId: number, notice: Notice): Promise<void> {
  await tx.insert(notices).values({
    userId,
    type: notice.type,
    title: notice.title.slice(0, 200),
    content: notice.content.slice(0, 2000),
    link: notice.link ?? null,
    sender: notice.sender ?? 'system',
  });
}
