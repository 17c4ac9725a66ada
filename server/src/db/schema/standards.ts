// The disclosure standards: the CSAF advisory an approved disclosure published, and researchers'
// CVE requests. An advisory row is never deleted: withdrawing a disclosure appends a revision, so the
// document stays at its address with the withdrawal as its latest revision (CSAF 2.1's withdrawn
// profile). Its facts are a snapshot taken at approval (title, texts, CVSS, product tree, credit):
// later edits of the report do not change a published document behind a reader's back.
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bugs } from './bugs';
import { ts } from './columns';
import { disclosures } from './disclosures';
import { users } from './people';

export const csafAdvisories = pgTable(
  'csaf_advisories',
  {
    id: serial('id').primaryKey(),
    disclosureId: integer('disclosure_id')
      .notNull()
      .references(() => disclosures.id, { onDelete: 'cascade' }),
    /** `SRC-<year>-<4 digits>`; the English translation's is this plus `-EN`. */
    trackingId: text('tracking_id').notNull(),
    /** What the documents are built from (services/standards/csaf-facts.ts). */
    facts: jsonb('facts').notNull(),
    /** Every revision, oldest first: `{ number, date, kind: 'initial' | 'withdrawal', reason? }`. */
    revisions: jsonb('revisions').notNull(),
    withdrawn: boolean('withdrawn').notNull().default(false),
    initialReleaseAt: ts('initial_release_at').notNull(),
    currentReleaseAt: ts('current_release_at').notNull(),
  },
  (t) => [
    uniqueIndex('csaf_advisories_disclosure_idx').on(t.disclosureId),
    uniqueIndex('csaf_advisories_tracking_idx').on(t.trackingId),
    index('csaf_advisories_release_idx').on(t.currentReleaseAt),
  ],
);

/** A researcher's request that staff obtain a CVE for their report: one per report. */
export const cveRequests = pgTable(
  'cve_requests',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    requestedAt: ts('requested_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cve_requests_bug_idx').on(t.bugId)],
);
