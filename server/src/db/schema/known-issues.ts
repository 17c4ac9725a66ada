// Staff's list of known issues and accepted risks: researchers writing a similar report are hinted
// with an entry's title and note (docs/rules.md#duplicate-hint), so both are public once saved.
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { KnownIssueKind } from '@generated/enums';
import { createdAt, oneOf, ts } from './columns';
import { users } from './people';

export const knownIssues = pgTable(
  'known_issues',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    target: text('target').notNull().default(''),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('known_issues_kind_check', oneOf(t.kind, KnownIssueKind))],
);
