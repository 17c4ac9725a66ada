// The staff audit log: one row per staff write (or refused attempt), staff sign-in and sign-out,
// written by one hook (plugins/app/audit.ts). Append-only: no operation changes or deletes a row,
// and a trigger of the migration refuses UPDATE and DELETE at the database. The actor is kept as an
// id with its email and nickname copied at write time and no foreign key, so deleting or renaming
// an account never changes (or is blocked by) what the log says.
import { check, index, integer, pgTable, serial, text, jsonb } from 'drizzle-orm/pg-core';
import { AuditOutcome, AuditVia } from '@generated/enums';
import { oneOf, ts } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorNickname: text('actor_nickname').notNull(),
    /** The operationId, or an event name (`auth.signIn`, `auth.signOut`). */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    outcome: text('outcome').notNull(),
    /** The request's fields, redacted and cut, and before/after where an operation gives them. */
    summary: jsonb('summary').notNull(),
    ip: text('ip').notNull(),
    via: text('via').notNull(),
    tokenId: integer('token_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
    check('audit_log_outcome_check', oneOf(t.outcome, AuditOutcome)),
    check('audit_log_via_check', oneOf(t.via, AuditVia)),
  ],
);
