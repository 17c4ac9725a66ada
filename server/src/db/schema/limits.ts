// Rate-limit counters shared by every server on one PostgreSQL (so a second server adds no tries): one row per limited
// operation and key (client address or account), counting requests until its window ends. The
// embedded database keeps the rate-limit plugin's in-process store instead (one process).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The operation's route and the plugin's key, e.g. `POST /v2/api/login/code|ip:203.0.113.9`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The window's end: past it the next request starts a new window (and housekeeping deletes the row). */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
