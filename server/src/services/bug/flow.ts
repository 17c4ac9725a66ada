// The review state machine (docs/rules.md#report-states, contract actOnBug): staff moves with ratings and coins, the
// researcher's re-check answer (recheck.ts). Each move, its ledger records, its log entry and the
// researcher's notice are one transaction; any other move answers 1006.
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { BugActionLabels, BugLogAction, BugStatus, BugStatusLabels, FinishOutcome, IgnoreReason } from '@generated/enums';
import type { Db } from '../../db/index';
import { activities, bugs, businessCoefficients } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { enumText } from '../labels';
import { CoinType, postLedger, type LedgerEntry } from '../coins/ledger';
import { notify, type Notice } from '../notice/notices';
import { getSetting } from '../settings/settings';
import { emitWebhook, type EndpointCache } from '../webhooks/emit';
import { reportOf } from '../webhooks/payloads';
import type { BugRow } from './access';
import { SLA_COLUMNS } from './sla';
import { awardCoins, baseCoinsFit } from '@common/coins';
import { auditCvss } from './cvss';
import { launchRecheck } from './recheck';
import { slaStopsOf, writeBugLog, type LogDetails, type LogEntry } from './log';
import { markReportHandled } from '../staff/staff-inbox';
import { fillPlaceholders, movedRow } from './placeholders';
import { ASKABLE, endInfoRequest } from './info-request';
import { AdminBugActionFormLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

export type BugAction = 'update@start' | 'update@confirm' | 'update@re-confirm' | 'update@ignore' | 'update@review' | 'update@finish' | 'update@mark-quality';

/** Which actions each status allows (20 depends on whether the report was rated before: below). */
const ALLOWED: Record<number, BugAction[]> = {
  [BugStatus.Unreviewed]: ['update@start', 'update@ignore'],
  [BugStatus.UnderReview]: ['update@confirm', 'update@ignore'],
  [BugStatus.Confirmed]: ['update@re-confirm', 'update@review', 'update@finish', 'update@mark-quality'],
  // Finishing here closes the re-check staff no longer wait for (docs/rules.md#report-states).
  [BugStatus.AwaitingRecheck]: ['update@re-confirm', 'update@finish', 'update@mark-quality'],
  [BugStatus.FinishedFixed]: ['update@re-confirm', 'update@mark-quality'],
};

/**
 * A report under review that already has a rating came back from 53 (resubmitted; resubmit.ts): it
 * is re-rated, so the difference to what it was awarded is posted, not confirmed afresh.
 */
const RESUBMITTED_UNDER_REVIEW: BugAction[] = ['update@re-confirm', 'update@ignore'];

export function allowedActions(bug: Pick<BugRow, 'status' | 'auditLevel' | 'highQuality'>): BugAction[] {
  const resubmitted = bug.status === BugStatus.UnderReview && bug.auditLevel !== null;
  return ((resubmitted ? RESUBMITTED_UNDER_REVIEW : ALLOWED[bug.status]) ?? []).filter((a) => a !== 'update@mark-quality' || !bug.highQuality);
}

/**
 * The columns a move reads (locked) and returns: what the state machine, the rating, the comment's
 * placeholders, the end of a pause, the notice and the webhook use. A report's texts and the rest stay
 * unread: a bulk action moves hundreds, and each full row is 60-odd columns to read and map twice.
 */
const { id, userId, name, level, mainType, subType, activityId, status, auditLevel, highQuality, recheckDueAt, recheckRewardCoins, language, slaPausedHours } = getTableColumns(bugs);
const MOVE_COLUMNS = { ...SLA_COLUMNS, id, userId, name, level, mainType, subType, activityId, status, auditLevel, highQuality, recheckDueAt, recheckRewardCoins, language, slaPausedHours };
export type MoveRow = { [K in keyof typeof MOVE_COLUMNS]: BugRow[K] };

export interface ActionForm {
  action: BugAction;
  level?: number;
  baseCoins?: number;
  businessCoefficientId?: number;
  firstKill?: boolean;
  intelligenceValue?: number;
  qualityCoins?: number;
  comment?: string;
  ignoreReason?: IgnoreReason;
  duplicateOf?: number;
  cvssVector?: string;
  finishOutcome?: FinishOutcome;
}

const NEXT: Partial<Record<BugAction, number>> = {
  'update@start': BugStatus.UnderReview,
  'update@confirm': BugStatus.Confirmed,
  'update@ignore': BugStatus.Ignored,
  'update@review': BugStatus.AwaitingRecheck,
  'update@finish': BugStatus.FinishedFixed,
};
const LOG_ACTION: Record<BugAction, BugLogAction> = {
  'update@start': BugLogAction.Start,
  'update@confirm': BugLogAction.Confirm,
  'update@re-confirm': BugLogAction.ReConfirm,
  'update@ignore': BugLogAction.Ignore,
  'update@review': BugLogAction.Review,
  'update@finish': BugLogAction.Finish,
  'update@mark-quality': BugLogAction.MarkQuality,
};

async function rating(tx: Db, lang: Lang, bug: MoveRow, form: ActionForm) {
  if (form.level === undefined) throw invalid(lang, 'level', (m) => m.bug.levelRequired);
  // Omitted, an earlier final vector stays (a re-rating need not repeat it).
  const cvss = form.cvssVector?.trim() ? auditCvss(lang, form.cvssVector) : null;
  const ranges = await getSetting(tx, 'levelCoins');
  const base = form.baseCoins ?? ranges[form.level]?.[0] ?? 0;
  if (!baseCoinsFit(form.level, base, ranges)) {
    const [min, max] = ranges[form.level] ?? [0, 0];
    throw invalid(lang, 'baseCoins', (m) => m.bug.baseCoinsRange(min, max));
  }
  let coefficient = 1;
  let coefficientId: number | null = null;
  if (form.businessCoefficientId !== undefined) {
    const [c] = await tx.select().from(businessCoefficients).where(eq(businessCoefficients.id, form.businessCoefficientId));
    if (!c) throw new ApiError(Retcode.NotFound, t(lang).field('businessCoefficientId', t(lang).bug.unknownCoefficient));
    coefficient = c.coefficient;
    coefficientId = c.id;
  }
  const [activity] = bug.activityId === null ? [] : await tx.select().from(activities).where(eq(activities.id, bug.activityId));
  const multiplier = activity?.multiplier ?? 1;
  return {
    coins: awardCoins(base, coefficient, multiplier),
    crowd: Boolean(activity?.crowdTesting),
    cvss,
    set: {
      ...cvss,
      auditLevel: form.level,
      baseCoins: base,
      businessCoefficientId: coefficientId,
      multiplier,
      firstKill: form.firstKill ?? false,
      intelligenceValue: form.intelligenceValue ?? 0,
    },
  };
}

/**
 * An ignore's reason, the staff note the researcher reads with it and, for a duplicate, the earlier
 * report (which must exist and not be this one). Returns the columns to set and the notice's line.
 */
async function closing(tx: Db, lang: Lang, bug: MoveRow, form: ActionForm, note: string) {
  if (!form.ignoreReason) throw invalid(lang, 'ignoreReason', (m) => m.bug.ignoreReasonRequired);
  let original: { id: number; submittedAt: Date } | undefined;
  if (form.ignoreReason === IgnoreReason.Duplicate) {
    if (form.duplicateOf === undefined) throw invalid(lang, 'duplicateOf', (m) => m.bug.duplicateOfRequired);
    if (form.duplicateOf === bug.id) throw invalid(lang, 'duplicateOf', (m) => m.bug.duplicateOfSelf);
    [original] = await tx.select({ id: bugs.id, submittedAt: bugs.submittedAt }).from(bugs).where(eq(bugs.id, form.duplicateOf));
    if (!original) throw new ApiError(Retcode.NotFound, t(lang).field('duplicateOf', t(lang).bug.unknownReport));
  }
  const duplicate = original ? { id: original.id, submitted: formatDateTime(original.submittedAt) } : undefined;
  return {
    set: { ignoreReason: form.ignoreReason, closeNote: note, duplicateOfId: original?.id ?? null },
    notice: { ignoreReason: form.ignoreReason, duplicate },
    details: { ignoreReason: form.ignoreReason, ...(original ? { duplicateOf: original.id, duplicateSubmitTime: formatDateTime(original.submittedAt) } : {}) },
  };
}

/**
 * Finishing a report that awaits the researcher's re-check: the outcome decides 51 or 53, a reason
 * is required, and the re-check closes unpaid (its deadline cleared, so the expiry job passes it by).
 */
function finishingRecheck(lang: Lang, form: ActionForm, note: string) {
  if (!form.finishOutcome) throw invalid(lang, 'finishOutcome', (m) => m.bug.finishOutcomeRequired);
  if (!note) throw invalid(lang, 'comment', (m) => m.bug.finishReasonRequired);
  return {
    status: form.finishOutcome === FinishOutcome.Fixed ? BugStatus.FinishedFixed : BugStatus.FinishedNotFixed,
    details: { outcome: form.finishOutcome },
  };
}

/**
 * A bulk action's batch (bulk.ts): the webhook endpoints read once for it, and the inbox items and
 * the researchers' notices left to it, which marks those items done and writes those notices in a
 * statement or two at its end (for the reports it moved: a report refused leaves nothing here).
 */
export interface MoveBatch {
  endpoints: EndpointCache;
  /** Each moved report's notice to its researcher, by report id. */
  notices: Map<number, { userId: number; notice: Notice<'bug.acted'> }>;
  /**
   * The batch's reports, read and locked in one statement as it began (lockForMove): a move takes
   * its report from here once, instead of reading it again (a report listed twice is read again).
   */
  rows?: Map<number, MoveRow>;
}

/** Reads and locks the reports a batch will move, as each move would read its own. */
export async function lockForMove(tx: Db, ids: number[]): Promise<Map<number, MoveRow>> {
  const rows = await tx.select(MOVE_COLUMNS).from(bugs).where(inArray(bugs.id, ids)).orderBy(bugs.id).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A move decided for one locked report: the state machine and the form checked, its columns, log
 * entry, ledger records and notice worked out; nothing written yet (writeMoves, finishMove).
 */
export interface PlannedMove {
  bug: MoveRow;
  action: BugAction;
  set: Partial<typeof bugs.$inferInsert>;
  entry: LogEntry & { createdAt: Date; operatorId: number };
  ledger: LedgerEntry[];
  delta: number;
  /** The notice's parameters besides the status the move leaves. */
  notice: Omit<Notice<'bug.acted'>['params'], 'status'>;
}

/** Checks one move on its locked report and works out what it writes; reads only, throws the refusals. */
export async function planMove(tx: Db, lang: Lang, bug: MoveRow, staffId: number, form: ActionForm, site: string, now: Date): Promise<PlannedMove> {
  if (!allowedActions(bug).includes(form.action)) {
    if (form.action === 'update@mark-quality' && bug.highQuality) throw new ApiError(Retcode.Conflict, t(lang).bug.alreadyQuality);
    throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.actionNotAllowed(enumText(BugActionLabels, lang, form.action), enumText(BugStatusLabels, lang, bug.status)));
  }
  let delta = 0;
  const ledger: LedgerEntry[] = [];
  const set: Partial<typeof bugs.$inferInsert> = { updatedAt: now };
  const details: LogDetails = {};
  if (form.action === 'update@confirm' || form.action === 'update@re-confirm') {
    const r = await rating(tx, lang, bug, form);
    delta = r.coins - bug.ratingCoins;
    Object.assign(set, r.set, { ratingCoins: r.coins });
    Object.assign(details, { level: form.level, coins: r.coins, coinsDelta: delta });
    if (r.cvss) Object.assign(details, { cvssVector: r.cvss.auditCvssVector, cvssScore: Number(r.cvss.auditCvssScore) });
    if (delta !== 0) ledger.push({ userId: bug.userId, type: CoinType.BugRating, amount: delta, earned: true, reason: r.crowd ? 1 : null, bugId: bug.id, remark: bug.name, at: now });
  }
  if (form.action === 'update@mark-quality') {
    const coins = form.qualityCoins ?? 0;
    Object.assign(set, { highQuality: true, qualityCoins: coins });
    if (coins > 0) ledger.push({ userId: bug.userId, type: CoinType.HighQualityBug, amount: coins, earned: true, bugId: bug.id, remark: bug.name, at: now });
    delta = coins;
    details.qualityCoins = coins;
  }
  // Launched before the comment is filled: its {deadline} is this re-check's due time.
  const recheck = form.action === 'update@review' ? await launchRecheck(tx, now) : undefined;
  if (recheck) {
    Object.assign(set, recheck);
    Object.assign(details, { recheckDue: formatDateTime(recheck.recheckDueAt), recheckRewardCoins: recheck.recheckRewardCoins });
  }
  const comment = (await fillPlaceholders(tx, movedRow(bug, set, recheck), form.comment?.trim() ?? '', site)).slice(0, AdminBugActionFormLimits.comment.maxLength);
  const closure = form.action === 'update@ignore' ? await closing(tx, lang, bug, form, comment) : undefined;
  if (closure) {
    Object.assign(set, closure.set);
    Object.assign(details, closure.details);
  }
  const ending = form.action === 'update@finish' && bug.status === BugStatus.AwaitingRecheck ? finishingRecheck(lang, form, comment) : undefined;
  if (ending) {
    set.recheckDueAt = null;
    Object.assign(details, ending.details);
  }
  // Re-rating a resubmitted report ends its review: 20 → 30, like a first confirmation.
  const next = ending?.status ?? (form.action === 'update@re-confirm' && bug.status === BugStatus.UnderReview ? BugStatus.Confirmed : NEXT[form.action]);
  if (next !== undefined) set.status = next;
  const entry = { bugId: bug.id, action: LOG_ACTION[form.action], details, note: comment, operatorId: staffId, isStaff: true, createdAt: now };
  const due = recheck ? { recheck: { due: formatDateTime(recheck.recheckDueAt), rewardCoins: recheck.recheckRewardCoins } } : {};
  return { bug, action: form.action, set, entry, ledger, delta, notice: { name: bug.name, action: form.action, delta, comment, ...closure?.notice, ...due } };
}

/**
 * Writes planned moves' reports and log entries, and answers each report's row after. The reports
 * whose changes are the same (a bulk action's, unless the comment's placeholders differ) share one
 * update; the SLA stops are set in it (slaStopsOf), so each row is written once. All entries are
 * one insert.
 */
export async function writeMoves(tx: Db, plans: PlannedMove[]): Promise<Map<number, MoveRow>> {
  const groups = new Map<string, PlannedMove[]>();
  for (const plan of plans) {
    const { bugId: _id, details: _details, note: _note, ...stops } = plan.entry;
    const key = JSON.stringify([plan.set, stops]);
    const group = groups.get(key);
    if (group) group.push(plan);
    else groups.set(key, [plan]);
  }
  const after = new Map<number, MoveRow>();
  for (const group of groups.values()) {
    const [first] = group;
    const rows = await tx
      .update(bugs)
      .set({ ...first!.set, ...slaStopsOf(first!.entry) })
      .where(
        inArray(
          bugs.id,
          group.map((p) => p.bug.id),
        ),
      )
      .returning(MOVE_COLUMNS);
    for (const row of rows) after.set(row.id, row);
  }
  await writeBugLog(
    tx,
    plans.map((p) => p.entry),
  );
  return after;
}

/**
 * What follows a written move: its ledger records, the end of a wait for the researcher, the inbox
 * items, the notice (left to a bulk action's batch when there is one) and the webhooks.
 */
export async function finishMove(tx: Db, plan: PlannedMove, after: MoveRow, batch?: MoveBatch) {
  const { bug, entry } = plan;
  const now = entry.createdAt;
  for (const record of plan.ledger) await postLedger(tx, record);
  // A move that ends the review also ends the wait for the researcher's answer (info-request.ts).
  if (!ASKABLE.includes(after.status)) await endInfoRequest(tx, after, now);
  if (!batch) await markReportHandled(tx, bug.id, entry.operatorId, now);
  const notice: Notice<'bug.acted'> = { type: 'bug', key: 'bug.acted', params: { ...plan.notice, status: after.status as BugStatus }, link: `/user/bug/${bug.id}` };
  if (batch) batch.notices.set(bug.id, { userId: bug.userId, notice });
  else await notify(tx, bug.userId, notice);
  await emitStaffMove(tx, bug, after, plan.action, plan.delta, batch?.endpoints);
  return { status: after.status as BugStatus, rewardCoins: Math.max(0, after.ratingCoins + after.qualityCoins), ledgerDelta: plan.delta };
}

/** `site`: the site's own address (PUBLIC_URL), for the `{link}` of a comment. */
export async function actOnBug(db: Db, lang: Lang, bugId: number, staffId: number, form: ActionForm, site: string, batch?: MoveBatch) {
  return db.transaction(async (tx) => {
    const locked = batch?.rows?.get(bugId);
    batch?.rows?.delete(bugId);
    const [bug] = locked ? [locked] : await tx.select(MOVE_COLUMNS).from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug) throw new ApiError(Retcode.NotFound);
    const plan = await planMove(tx, lang, bug, staffId, form, site, new Date());
    const after = (await writeMoves(tx, [plan])).get(bug.id);
    return finishMove(tx, plan, after!, batch);
  });
}

/** The integrations' view of a staff move: a state change, a rating, or both (a first confirmation). */
async function emitStaffMove(tx: Db, before: MoveRow, after: MoveRow, action: BugAction, delta: number, endpoints?: EndpointCache) {
  const report = reportOf(after);
  if (after.status !== before.status) {
    await emitWebhook(tx, 'report.state_changed', { report, fromStatus: before.status as BugStatus, toStatus: after.status as BugStatus, action, by: 'staff' }, undefined, endpoints);
  }
  if (action === 'update@confirm' || action === 'update@re-confirm' || action === 'update@mark-quality') {
    await emitWebhook(tx, 'report.rated', { report, rewardCoins: after.ratingCoins + after.qualityCoins, delta, highQuality: after.highQuality }, undefined, endpoints);
  }
}
