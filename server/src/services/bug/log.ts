// A report's operation log (docs/rules.md#report-states): every writer names the action, its facts
// (details) and the note apart, so both logs word one sentence per entry in the reader's language and
// the screens can show the facts themselves. Entries written before details were kept show their
// stored text as it is.
import { BugLevelLabels, BugLogAction, BugLogActionLabels, FinishOutcomeLabels, IgnoreReasonLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bugLogs, bugs } from '../../db/schema';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';
import { enumText } from '../labels';

export type LogDetails = components['schemas']['BugLogDetails'];

export interface LogEntry {
  bugId: number;
  action: BugLogAction;
  details?: LogDetails;
  /** The staff comment or the researcher's note; blank is none. */
  note?: string | null;
  operatorId: number | null;
  isStaff?: boolean;
  staffOnly?: boolean;
  createdAt?: Date;
}

/** What a note column holds: the trimmed text, or null for none. */
const noteOf = (note: string | null | undefined) => note?.trim() || null;

export async function writeBugLog(tx: Db, entries: LogEntry | LogEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(bugLogs).values(
    list.map((e) => ({
      bugId: e.bugId,
      action: e.action,
      details: e.details ?? {},
      note: noteOf(e.note),
      operatorId: e.operatorId,
      isStaff: e.isStaff ?? false,
      staffOnly: e.staffOnly ?? false,
      ...(e.createdAt ? { createdAt: e.createdAt } : {}),
    })),
  );
}

/**
 * The SLA stop columns an entry sets on its report, by the log trigger's own rule (the database's
 * `bug_log_stops`), for a writer that updates the report in the same transaction anyway: with these
 * in its update the trigger finds the stops written and leaves the row alone, so the report is
 * written once. The entry must then be written with the same `createdAt`.
 */
export function slaStopsOf(entry: Pick<LogEntry, 'action' | 'isStaff' | 'staffOnly'> & { createdAt: Date }): Record<'firstResponseAt' | 'ratedAt' | 'resolvedAt', SQL> {
  const at = entry.createdAt.toISOString();
  const stop = (clock: 'firstResponse' | 'rating' | 'resolution', column: typeof bugs.resolvedAt): SQL =>
    sql`coalesce(${column}, CASE WHEN bug_log_stops(${clock}::text, ${entry.action}::text, ${entry.isStaff ?? false}::boolean, ${entry.staffOnly ?? false}::boolean) THEN ${at}::timestamptz END)`;
  return { firstResponseAt: stop('firstResponse', bugs.firstResponseAt), ratedAt: stop('rating', bugs.ratedAt), resolvedAt: stop('resolution', bugs.resolvedAt) };
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** The details as phrases of the reader's language, in a fixed order. */
function phrases(lang: Lang, d: LogDetails): string[] {
  const m = t(lang).bugLog;
  const out: string[] = [];
  if (d.level !== undefined) out.push(m.level(enumText(BugLevelLabels, lang, d.level)));
  if (d.coins !== undefined) out.push(m.coins(d.coins, d.coinsDelta === undefined ? null : signed(d.coinsDelta)));
  else if (d.coinsDelta !== undefined && d.qualityCoins === undefined) out.push(m.coinsDelta(signed(d.coinsDelta)));
  if (d.cvssScore !== undefined && d.cvssVector !== undefined) out.push(m.cvss(d.cvssScore, d.cvssVector));
  if (d.ignoreReason !== undefined) out.push(m.reason(enumText(IgnoreReasonLabels, lang, d.ignoreReason)));
  if (d.duplicateOf !== undefined) out.push(m.duplicateOf(d.duplicateOf, d.duplicateSubmitTime ?? null));
  if (d.recheckDue !== undefined) out.push(m.recheck(d.recheckDue, d.recheckRewardCoins ?? 0));
  if (d.qualityCoins !== undefined) out.push(m.quality(d.qualityCoins));
  if (d.outcome !== undefined) out.push(m.outcome(enumText(FinishOutcomeLabels, lang, d.outcome)));
  if (d.regulatorReference !== undefined) out.push(m.regulator(d.regulatorReportedAt ?? '', d.regulatorReference));
  return out;
}

type StoredLog = { action: string; text: string; details: unknown; note: string | null };

/** An entry as both logs answer it: the sentence, the details and the note. */
export function presentLogEntry(lang: Lang, row: StoredLog) {
  if (row.details === null) {
    // Written before details were kept: the stored text (an assignment's is the assignee's name).
    const legacy = row.action === BugLogAction.Assign ? (row.text ? t(lang).bug.assigned(row.text) : t(lang).bug.assignmentCleared) : row.text;
    return { text: legacy || enumText(BugLogActionLabels, lang, row.action), details: {}, note: null };
  }
  const details = row.details as LogDetails;
  // An assignment reads as before ("Assigned to X"): its one fact is the sentence.
  const text =
    row.action === BugLogAction.Assign
      ? details.assignee === undefined
        ? t(lang).bug.assignmentCleared
        : t(lang).bug.assigned(details.assignee)
      : t(lang).bugLog.sentence(enumText(BugLogActionLabels, lang, row.action), phrases(lang, details), row.note);
  return { text: [...text].slice(0, 1000).join(''), details, note: row.note };
}
