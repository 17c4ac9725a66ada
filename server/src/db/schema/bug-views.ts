// Saved views of the triage queue (a name for a filter and sort, personal or shared with the team)
// and each staff member's pins in the side menu. Built-in views live in code (services/bug/views.ts), so
// a pin names a view by key: `builtin:<name>` or the saved view's id as text.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

export const bugViews = pgTable(
  'bug_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The queue's AdminBugQueueFilter, checked against the contract when saved. */
    filter: jsonb('filter').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bug_views_owner_idx').on(t.ownerId), index('bug_views_shared_idx').on(t.shared), check('bug_views_name_check', sql`char_length(${t.name}) between 1 and 30`)],
);

export const bugViewPins = pgTable(
  'bug_view_pins',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewKey: text('view_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.viewKey] })],
);
