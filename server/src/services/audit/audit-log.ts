// Reading the audit log: a page newest first, or the CSV export (at most 10,000 entries), under one
// filter (the contract's AuditLogFilter).
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { formatDateTime, parseDate } from '@common/contract-time';
import { AuditOutcomeLabels, AuditViaLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { AuditActorLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { auditLog } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { toCsv } from '../csv';
import { enumText } from '../labels';
import { paging } from '../paging';

export type AuditFilter = components['schemas']['AuditLogFilter'];
type Row = typeof auditLog.$inferSelect;

const EXPORT_LIMIT = 10_000;

function day(text: string | undefined, field: string, lang: Lang, endOfDay: boolean): Date | undefined {
  if (!text) return undefined;
  const at = parseDate(text, endOfDay);
  if (!at) throw invalid(lang, field, (m) => m.validation.notADate);
  return at;
}

export function auditWhere(filter: AuditFilter, lang: Lang): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.actorId !== undefined) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action !== undefined) parts.push(eq(auditLog.action, filter.action));
  if (filter.targetKind !== undefined) parts.push(eq(auditLog.targetKind, filter.targetKind));
  if (filter.targetId !== undefined) parts.push(eq(auditLog.targetId, filter.targetId));
  if (filter.outcome !== undefined) parts.push(eq(auditLog.outcome, filter.outcome));
  // Reversed days are read as the days between them, as the triage queue reads them.
  const [first, last] = filter.startTime && filter.endTime && filter.startTime > filter.endTime ? [filter.endTime, filter.startTime] : [filter.startTime, filter.endTime];
  const from = day(first, first === filter.startTime ? 'startTime' : 'endTime', lang, false);
  const to = day(last, last === filter.endTime ? 'endTime' : 'startTime', lang, true);
  if (from) parts.push(gte(auditLog.at, from));
  if (to) parts.push(lt(auditLog.at, to));
  return and(...parts);
}

const entryOf = (r: Row) => ({
  id: r.id,
  time: formatDateTime(r.at),
  actor: {
    userId: r.actorId,
    email: r.actorEmail.slice(0, AuditActorLimits.email.maxLength),
    nickname: r.actorNickname.slice(0, AuditActorLimits.nickname.maxLength),
  },
  action: r.action,
  targetKind: r.targetKind,
  targetId: r.targetId,
  outcome: r.outcome as 'ok' | 'refused',
  summary: JSON.stringify(r.summary),
  ip: r.ip,
  via: r.via as 'session' | 'token',
  tokenId: r.tokenId,
});

export async function listAuditLog(db: Db, lang: Lang, filter: AuditFilter & { page?: number; pageSize?: number }) {
  const where = auditWhere(filter, lang);
  const { limit, offset } = paging(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { total: total?.n ?? 0, entries: rows.map(entryOf) };
}

export async function exportAuditLog(db: Db, lang: Lang, filter: AuditFilter): Promise<string> {
  const rows = await db.select().from(auditLog).where(auditWhere(filter, lang)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(EXPORT_LIMIT);
  return toCsv(
    t(lang).audit.csvHeaders,
    rows.map((r) => {
      const e = entryOf(r);
      return [
        e.id,
        e.time,
        e.actor.userId,
        e.actor.email,
        e.actor.nickname,
        e.action,
        e.targetKind ?? '',
        e.targetId ?? '',
        enumText(AuditOutcomeLabels, lang, e.outcome),
        e.ip,
        enumText(AuditViaLabels, lang, e.via),
        e.tokenId ?? '',
        e.summary,
      ];
    }),
  );
}
