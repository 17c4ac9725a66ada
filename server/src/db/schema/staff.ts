// The staff team's invitations: an owner invites an email with roles; the account of that email
// joins the staff when it next signs in, once, before the invitation expires.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { StaffRole } from '@generated/enums';
import { createdAt, ts } from './columns';
import { users } from './people';

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Normalised like a sign-in email (trimmed, lower case), so the sign-in finds it. */
    email: text('email').notNull(),
    roles: text('roles').array().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the inviter's account goes, so the list still says who sent it. */
    invitedByName: text('invited_by_name').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    usedAt: ts('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invitations_email_idx').on(t.email, t.id),
    check(
      'staff_invitations_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array[${sql.raw(
        Object.values(StaffRole)
          .map((r) => `'${r}'`)
          .join(', '),
      )}]::text[]`,
    ),
  ],
);
