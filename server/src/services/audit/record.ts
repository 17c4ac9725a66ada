// Appending an entry to the audit log. The actor's email and nickname are read and copied in the
// same statement, so the entry says who acted as the account was at that moment.
import { sql } from 'drizzle-orm';
import type { AuditOutcome, AuditVia } from '@generated/enums';
import type { Db } from '../../db/index';
import { auditLog, users } from '../../db/schema';
import type { SummaryValue } from './summary';

export interface AuditRecord {
  actorId: number;
  action: string;
  targetKind: string | null;
  targetId: number | null;
  outcome: AuditOutcome;
  summary: { [key: string]: SummaryValue };
  ip: string;
  via: AuditVia;
  tokenId: number | null;
  /** Defaults to the database's clock. */
  at?: Date;
}

export async function appendAudit(db: Db, entry: AuditRecord): Promise<void> {
  const at = entry.at ? sql`${entry.at.toISOString()}::timestamptz` : sql`now()`;
  // insert … select: an account deleted a moment before leaves the entry with empty names rather than none.
  await db.execute(sql`
    insert into ${auditLog} (at, actor_id, actor_email, actor_nickname, action, target_kind, target_id, outcome, summary, ip, via, token_id)
    select ${at}, ${entry.actorId}, coalesce(u.email, ''), coalesce(u.nickname, ''), ${entry.action}, ${entry.targetKind}, ${entry.targetId},
           ${entry.outcome}, ${JSON.stringify(entry.summary)}::jsonb, ${entry.ip.slice(0, 64)}, ${entry.via}, ${entry.tokenId}
    from (select 1) one left join ${users} u on u.id = ${entry.actorId}`);
}
