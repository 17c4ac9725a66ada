// Personal API tokens: only the SHA-256 of each token is kept, so a copy of the table
// hands out nothing; the scopes are the contract's ApiTokenScope values.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './people';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** `srcp_` and the next 6 characters, shown in the list to tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** ApiTokenScope values. */
    scopes: text('scopes').array().notNull(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scopes_check', sql`cardinality(${t.scopes}) between 1 and 5`),
  ],
);
