// The regulator clock (docs/rules.md#regulator-clock). 网络产品安全漏洞管理规定 asks a network
// product's provider to report a confirmed vulnerability in its own product to the national platform
// within 2 days, and to keep it unpublished until it is fixed. Staff mark the reports it covers (the
// product-vulnerability flag); the clock runs from the report's first confirmation (`rated_at`, kept
// by the SLA trigger) to the report staff record. Everything here is off while the setting is.
import { eq, sql, type SQL } from 'drizzle-orm';
import { BugLogAction, BugStatus, RegulatorClockState } from '@generated/enums';
import { formatDateTime, parseDateTime } from '@common/contract-time';
import type { Db } from '../../db/index';
import { bugs, settings } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { DEFAULT_SETTINGS, getSetting, type Settings } from '../settings/settings';
import type { BugRow } from './access';
import { writeBugLog } from './log';

export type RegulatorRule = Settings['regulatorClock'];
type ClockFacts = Pick<BugRow, 'productVulnerability' | 'ratedAt' | 'regulatorReportedAt' | 'regulatorReference'>;

const HOUR = 3_600_000;

/** The report's clock as the contract's BugRegulatorClock, at `now`. */
export function regulatorClock(bug: ClockFacts, hours: number, now: Date) {
  const confirmed = bug.ratedAt;
  const due = bug.productVulnerability && confirmed ? new Date(confirmed.getTime() + hours * HOUR) : null;
  const reported = bug.regulatorReportedAt;
  let state: RegulatorClockState;
  if (!bug.productVulnerability) state = RegulatorClockState.NotMarked;
  else if (!due) state = RegulatorClockState.AwaitingConfirmation;
  else if (reported) state = reported > due ? RegulatorClockState.ReportedLate : RegulatorClockState.Reported;
  else state = now > due ? RegulatorClockState.Overdue : RegulatorClockState.Running;
  return {
    productVulnerability: bug.productVulnerability,
    state,
    hours,
    confirmTime: confirmed ? formatDateTime(confirmed) : null,
    dueTime: due ? formatDateTime(due) : null,
    // Floored, so a clock past its due time by any fraction of a minute never reads as time left.
    minutesLeft: due && !reported ? Math.floor((due.getTime() - now.getTime()) / 60_000) : null,
    reportTime: reported ? formatDateTime(reported) : null,
    reference: bug.regulatorReference,
  };
}

/**
 * The queue's `regulatorOverdue` filter: marked, confirmed, not reported, and past the due time at
 * `now` — as regulatorClock() reads it, with the setting read in the statement (none while it is off),
 * so the queue, its export and the views' counts need no setting handed to them.
 */
export function regulatorOverdueSql(now: Date): SQL {
  const rule = sql`(select ${settings.value} from ${settings} where ${settings.key} = 'regulatorClock')`;
  const { enabled, hours } = DEFAULT_SETTINGS.regulatorClock;
  return sql`(${bugs.productVulnerability} and ${bugs.regulatorReportedAt} is null and ${bugs.ratedAt} is not null
    and coalesce((${rule} ->> 'enabled')::boolean, ${sql.raw(String(enabled))})
    and ${bugs.ratedAt} + make_interval(hours => coalesce((${rule} ->> 'hours')::int, ${sql.raw(String(hours))})) < ${now.toISOString()}::timestamptz)`;
}

/** The clock of a report for the staff detail, or null while the setting is off (nothing of it shows). */
export async function regulatorOf(db: Db, bug: ClockFacts, now: Date) {
  const rule = await getSetting(db, 'regulatorClock');
  return rule.enabled ? regulatorClock(bug, rule.hours, now) : null;
}

/** The setting, or 1006 while it is off. */
async function enabledRule(db: Db, lang: Lang): Promise<RegulatorRule> {
  const rule = await getSetting(db, 'regulatorClock');
  if (!rule.enabled) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.regulatorOff);
  return rule;
}

async function lockedBug(tx: Db, bugId: number): Promise<BugRow> {
  const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
  if (!bug) throw new ApiError(Retcode.NotFound);
  return bug;
}

/** Marks or clears the flag; the same value again changes and logs nothing. */
export async function setProductVulnerability(db: Db, lang: Lang, bugId: number, staffId: number, value: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const rule = await enabledRule(tx, lang);
    const bug = await lockedBug(tx, bugId);
    if (bug.productVulnerability !== value) {
      await tx.update(bugs).set({ productVulnerability: value }).where(eq(bugs.id, bugId));
      const action = value ? BugLogAction.ProductVulnerability : BugLogAction.ProductVulnerabilityCleared;
      // Staff alone read it: the researcher is told nothing of the regulator (and it is no first response).
      await writeBugLog(tx, { bugId, action, operatorId: staffId, isStaff: true, staffOnly: true, createdAt: now });
    }
    return { before: bug.productVulnerability, clock: regulatorClock({ ...bug, productVulnerability: value }, rule.hours, now) };
  });
}

export interface RegulatorReportForm {
  reportTime?: string;
  reference: string;
}

/** Records (or corrects) the report to the national platform: when, and the platform's reference. */
export async function reportToRegulator(db: Db, lang: Lang, bugId: number, staffId: number, form: RegulatorReportForm, now: Date) {
  return db.transaction(async (tx) => {
    const rule = await enabledRule(tx, lang);
    const bug = await lockedBug(tx, bugId);
    if (!bug.productVulnerability) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.regulatorNotMarked);
    if (!bug.ratedAt) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.regulatorNotConfirmed);
    const reference = form.reference.trim();
    if (!reference) throw invalid(lang, 'reference', (m) => m.required);
    // The contract's pattern has checked the text; a date that does not exist (02-30) still fails here.
    const at = form.reportTime === undefined ? now : parseDateTime(form.reportTime);
    if (!at) throw invalid(lang, 'reportTime', (m) => m.bug.regulatorBadTime);
    // Compared to the second: the form's time has no milliseconds, the stored ones do.
    if (Math.floor(at.getTime() / 1000) > Math.floor(now.getTime() / 1000)) throw invalid(lang, 'reportTime', (m) => m.bug.regulatorFuture);
    if (Math.floor(at.getTime() / 1000) < Math.floor(bug.ratedAt.getTime() / 1000)) {
      throw invalid(lang, 'reportTime', (m) => m.bug.regulatorBeforeConfirm(formatDateTime(bug.ratedAt!)));
    }
    await tx.update(bugs).set({ regulatorReportedAt: at, regulatorReference: reference }).where(eq(bugs.id, bugId));
    const details = { regulatorReportedAt: formatDateTime(at), regulatorReference: reference };
    await writeBugLog(tx, { bugId, action: BugLogAction.RegulatorReport, details, operatorId: staffId, isStaff: true, staffOnly: true, createdAt: now });
    return {
      before: { reportTime: bug.regulatorReportedAt ? formatDateTime(bug.regulatorReportedAt) : null, reference: bug.regulatorReference },
      clock: regulatorClock({ ...bug, regulatorReportedAt: at, regulatorReference: reference }, rule.hours, now),
    };
  });
}

/**
 * The disclosure gate: while the setting is on, a product vulnerability is published only once it is
 * finished as fixed (51). Called inside the approval's transaction, before anything is written.
 */
export async function assertDisclosable(tx: Db, lang: Lang, bug: Pick<BugRow, 'productVulnerability' | 'status'>) {
  if (!bug.productVulnerability || bug.status === BugStatus.FinishedFixed) return;
  const rule = await getSetting(tx, 'regulatorClock');
  if (rule.enabled) throw new ApiError(Retcode.DisclosureBeforeFix, t(lang).bug.disclosureBeforeFix);
}
