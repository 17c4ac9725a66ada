// Public disclosure of reports: one request per report, asked by its researcher
// and decided by staff. Only an approved row makes anything public; the summary is staff's
// redacted, sanitised text, never the report's own detail.
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DisclosureStatus } from '@generated/enums';
import { bugs } from './bugs';
import { ts, oneOf } from './columns';
import { users } from './people';

export const disclosures = pgTable(
  'disclosures',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    anonymous: boolean('anonymous').notNull().default(false),
    note: text('note').notNull().default(''),
    summary: text('summary').notNull().default(''),
    refuseReason: text('refuse_reason').notNull().default(''),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('disclosures_bug_idx').on(t.bugId),
    index('disclosures_status_idx').on(t.status, t.decidedAt),
    index('disclosures_user_idx').on(t.userId, t.status),
    check('disclosures_status_check', oneOf(t.status, DisclosureStatus)),
  ],
);
