// Two-factor sign-in (TOTP, RFC 6238): one authenticator per account and its recovery codes. The
// secret is kept as the server needs it to compute codes; recovery codes only as salted SHA-256
// (they are random and long, so a slow hash buys nothing a salt does not).
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './people';

export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret (SHA1, 6 digits, 30 s). */
  secret: text('secret').notNull(),
  /** When a first code confirmed it; null while enrolment waits for that code. */
  enabledAt: ts('enabled_at'),
  /** The last 30 s step a code was accepted for: a code of that step or an earlier one is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Wrong codes since the last right one or the last lock (docs/rules.md#second-factor). */
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    /** SHA-256 (hex) of the salt and the normalised code. */
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
