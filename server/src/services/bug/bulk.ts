// One action on many reports (docs/rules.md#bulk-actions): each report is checked and handled by the
// single action's own code (its row lock, the state machine's check, its log entry and notice), so a
// bulk action allows, refuses and records exactly what the single one would. The reports are taken
// in batches, one transaction each. A start or an ignore works out each report's move, then writes
// the batch's moves together (moveTogether), and an assignment writes the batch's assignments
// together (assignTogether). The other actions, and a batch whose joint write failed, take each
// report in a savepoint of the batch (its service's `transaction` nests as one), so a refusal rolls
// back that report alone and is listed beside the others.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BugBulkAction, IgnoreReason, type BugStatus } from '@generated/enums';
import { AdminBugBulkFormLimits } from '@generated/limits';
import type { components } from '@generated/api';
import type { Db } from '../../db/index';
import { bugs, staffInbox, users } from '../../db/schema';
import { ApiError, Retcode, retcodeText, type Lang } from '../../envelope';
import { fieldMessage, invalid } from '../../messages/index';
import { markStaffInboxRead } from '../staff/staff-inbox-console';
import { markReportHandled, REPORT_KINDS } from '../staff/staff-inbox';
import { existingBug } from './access';
import { assignBug, assignBugs } from './assign';
import { actOnBug, finishMove, lockForMove, planMove, writeMoves, type ActionForm, type MoveBatch, type PlannedMove } from './flow';
import { inSavepoint } from '../../db/savepoint';
import { askBugInfo } from './info-request';
import { parseQueueFilter } from './queue-filter';
import { queueWhere } from './queue';
import { nextTurn } from '../../infra/yield-turn';
import { notifyMany } from '../notice/notices';

export const BULK_MAX = AdminBugBulkFormLimits.ids.maxItems;
/**
 * Reports per transaction: one commit per batch instead of one per report (the commits were a
 * large share of a 500-report action), while the batch's row locks are held well under a second.
 */
const BATCH = 50;
const MESSAGE_MAX = 300;
type ErrorRetcode = components['schemas']['ErrorRetcode'];

export interface BulkForm {
  action: BugBulkAction;
  ids?: number[];
  filter?: string;
  assigneeId?: string;
  ignoreReason?: IgnoreReason;
  duplicateOf?: number;
  comment?: string;
  question?: string;
}

/** The single move a bulk start or ignore is. */
function moveForm(form: BulkForm): ActionForm {
  return form.action === BugBulkAction.Start
    ? { action: 'update@start' }
    : { action: 'update@ignore', ignoreReason: form.ignoreReason, duplicateOf: form.duplicateOf, comment: form.comment };
}

/**
 * One report, as the single action would handle it; answers its status after. `statuses` holds the
 * statuses read once before the loop, for the actions that leave the status alone (mark read, ask
 * for information): one read for all rather than one per report. An assignment taken one at a time
 * reads its report's.
 */
async function bulkOne(db: Db, lang: Lang, id: number, staffId: number, form: BulkForm, statuses: Map<number, BugStatus>, site: string, batch: MoveBatch): Promise<BugStatus> {
  switch (form.action) {
    case BugBulkAction.Assign:
      await assignBug(db, lang, id, staffId, form.assigneeId);
      return statuses.get(id) ?? ((await existingBug(db, id)).status as BugStatus);
    case BugBulkAction.Start:
    case BugBulkAction.Ignore:
      return (await actOnBug(db, lang, id, staffId, moveForm(form), site, batch)).status;
    case BugBulkAction.AskInfo:
      await askBugInfo(db, lang, id, staffId, form.question ?? '', new Date());
      return statuses.get(id) ?? ((await existingBug(db, id)).status as BugStatus);
    case BugBulkAction.MarkRead: {
      const status = statuses.get(id);
      if (status === undefined) throw new ApiError(Retcode.NotFound);
      const items = await db
        .select({ id: staffInbox.id })
        .from(staffInbox)
        .where(and(eq(staffInbox.objectId, id), inArray(staffInbox.kind, REPORT_KINDS)));
      if (items.length > 0) await db.transaction((tx) => markStaffInboxRead(tx, lang, staffId, { ids: items.map((i) => i.id) }));
      return status;
    }
  }
}

/** What the action needs, checked once so a missing field is one 1001 rather than 500 refusals. */
async function checkFields(db: Db, lang: Lang, form: BulkForm) {
  if (form.action === BugBulkAction.Ignore) {
    if (!form.ignoreReason) throw invalid(lang, 'ignoreReason', (m) => m.bug.ignoreReasonRequired);
    if (form.ignoreReason === IgnoreReason.Duplicate && form.duplicateOf === undefined) throw invalid(lang, 'duplicateOf', (m) => m.bug.duplicateOfRequired);
  }
  if (form.action === BugBulkAction.AskInfo && !form.question?.trim()) throw invalid(lang, 'question', (m) => m.bug.questionRequired);
  if (form.action === BugBulkAction.Assign && form.assigneeId) {
    const [assignee] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, Number(form.assigneeId)));
    if (!assignee)
      throw new ApiError(
        Retcode.NotFound,
        fieldMessage(lang, 'assigneeId', (m) => m.bug.unknownAssignee),
      );
    if (assignee.role !== 'staff') throw invalid(lang, 'assigneeId', (m) => m.bug.onlyStaffAssignee);
  }
}

/** The reports a filter matches now, by id; more than the limit is refused rather than cut. */
async function matching(db: Db, lang: Lang, staffId: number, text: string): Promise<number[]> {
  const where = queueWhere(parseQueueFilter(lang, text, 'filter'), lang, staffId, new Date());
  const rows = await db
    .select({ id: bugs.id })
    .from(bugs)
    .where(where)
    .orderBy(asc(bugs.id))
    .limit(BULK_MAX + 1);
  if (rows.length > BULK_MAX) throw invalid(lang, 'filter', (m) => m.bug.bulkTooMany(BULK_MAX));
  return rows.map((r) => r.id);
}

type Refusal = { id: number; retcode: ErrorRetcode; message: string };

const refusalOf = (id: number, err: ApiError, lang: Lang): Refusal => ({
  id,
  retcode: err.retcode as ErrorRetcode,
  message: (err.message || retcodeText(err.retcode, lang)).slice(0, MESSAGE_MAX),
});

/**
 * A batch's moves written together: each report is checked and worked out as its single move would
 * be (planMove: the refusals, listed), then the reports are written by writeMoves in a statement or
 * two rather than a few each (a bulk move spent most of its time on the statements' own cost). If
 * that write or what follows it fails, it is undone and undefined is answered: the batch is then
 * taken one report at a time, which keeps each report's own outcome and the ones before a failure.
 */
async function moveTogether(tx: Db, lang: Lang, staffId: number, form: ActionForm, site: string, ids: number[], batch: MoveBatch, refused: Refusal[]) {
  // The rest of the process (other answers, the notice streams) gets a turn between batches.
  await nextTurn();
  const now = new Date();
  const plans: PlannedMove[] = [];
  const refusedHere: Refusal[] = [];
  for (const id of ids) {
    // Planning reads only (a duplicate's original, a placeholder's value): a failure there leaves
    // nothing of the batch written, and it ends the action like any other failure.
    const bug = batch.rows?.get(id);
    try {
      if (!bug) throw new ApiError(Retcode.NotFound);
      plans.push(await planMove(tx, lang, bug, staffId, form, site, now));
    } catch (err) {
      if (!(err instanceof ApiError) || err.retcode === Retcode.Ok) throw err;
      refusedHere.push(refusalOf(id, err, lang));
    }
  }
  try {
    const done = await inSavepoint(tx, 'bulk_batch', async (flat) => {
      const after = await writeMoves(flat, plans);
      const out: { id: number; status: BugStatus }[] = [];
      for (const plan of plans) out.push({ id: plan.bug.id, status: (await finishMove(flat, plan, after.get(plan.bug.id)!, batch)).status });
      return out;
    });
    refused.push(...refusedHere);
    return done;
  } catch {
    batch.notices.clear();
    return undefined;
  }
}

/**
 * A batch's assignments written together (assignBugs: a few statements for the batch, a report not
 * found listed as 1002). If that fails, it is undone and undefined is answered: the batch is then
 * taken one report at a time.
 */
async function assignTogether(tx: Db, lang: Lang, staffId: number, assigneeId: string | undefined, ids: number[], refused: Refusal[]) {
  // The rest of the process (other answers, the notice streams) gets a turn between batches.
  await nextTurn();
  try {
    const { statuses, notFound } = await inSavepoint(tx, 'bulk_batch', (flat) => assignBugs(flat, lang, ids, staffId, assigneeId, 'list'));
    refused.push(...notFound.map((id) => refusalOf(id, new ApiError(Retcode.NotFound), lang)));
    return ids.filter((id) => statuses.has(id)).map((id) => ({ id, status: statuses.get(id)! }));
  } catch {
    return undefined;
  }
}

/**
 * A batch one report at a time, each in a savepoint of its own (its service's transaction nests as
 * that savepoint): a refusal undoes that report alone and is listed; any other failure keeps the
 * reports before it and is answered, to end the action after the batch commits.
 */
async function oneByOne(
  tx: Db,
  lang: Lang,
  staffId: number,
  form: BulkForm,
  statuses: Map<number, BugStatus>,
  site: string,
  ids: number[],
  batch: MoveBatch,
  done: { id: number; status: BugStatus }[],
  refused: Refusal[],
): Promise<unknown> {
  for (const id of ids) {
    // A report is a dozen statements: on the embedded database the rest of the process (other
    // answers, the notice streams) gets a turn between reports rather than after 500 of them.
    await nextTurn();
    try {
      done.push({ id, status: await inSavepoint(tx, 'bulk_report', (flat) => bulkOne(flat, lang, id, staffId, form, statuses, site, batch)) });
    } catch (err) {
      if (!(err instanceof ApiError) || err.retcode === Retcode.Ok) return err;
      refused.push(refusalOf(id, err, lang));
    }
  }
  return undefined;
}

/** `site`: the site's own address (PUBLIC_URL), for the `{link}` of an ignore's comment. */
export async function bulkActOnBugs(db: Db, lang: Lang, staffId: number, form: BulkForm, site: string) {
  if ((form.ids === undefined) === (form.filter === undefined)) throw invalid(lang, 'ids', (m) => m.bug.bulkIdsOrFilter);
  await checkFields(db, lang, form);
  const ids = form.ids ?? (await matching(db, lang, staffId, form.filter!));
  // Asking for information keeps the status too (it only pauses the clocks). An assignment's batch
  // reads its statuses with its locks (assignBugs); only its fallback, one at a time, reads them apart.
  const keepsStatus = form.action === BugBulkAction.MarkRead || form.action === BugBulkAction.AskInfo;
  const statuses = new Map(
    keepsStatus ? (await db.select({ id: bugs.id, status: bugs.status }).from(bugs).where(inArray(bugs.id, ids))).map((b) => [b.id, b.status as BugStatus] as const) : [],
  );
  const done: { id: number; status: BugStatus }[] = [];
  const refused: Refusal[] = [];
  const moved = form.action === BugBulkAction.Start || form.action === BugBulkAction.Ignore;
  // One after another: each takes its report's row lock, and 500 moves in parallel would hold the
  // pool's connections away from everyone else.
  for (let start = 0; start < ids.length; start += BATCH) {
    const batchIds = ids.slice(start, start + BATCH);
    const batchDone: typeof done = [];
    let failure: unknown;
    await db.transaction(async (tx) => {
      // The reports a move reads, read for the whole batch in one statement (a read per report was
      // a quarter of a bulk move's time).
      const batch: MoveBatch = { endpoints: new Map(), notices: new Map(), rows: moved ? await lockForMove(tx, batchIds) : undefined };
      // A report listed twice is moved by the first and refused by the second: such a batch goes one at a time.
      const unique = new Set(batchIds).size === batchIds.length;
      let written: { id: number; status: BugStatus }[] | undefined;
      if (unique && moved) written = await moveTogether(tx, lang, staffId, moveForm(form), site, batchIds, batch, refused);
      else if (unique && form.action === BugBulkAction.Assign) written = await assignTogether(tx, lang, staffId, form.assigneeId, batchIds, refused);
      if (written) batchDone.push(...written);
      else failure = await oneByOne(tx, lang, staffId, form, statuses, site, batchIds, batch, batchDone, refused);
      // The moves' inbox items and notices, left to the batch (actOnBug): for the reports moved.
      if (moved && batchDone.length > 0) {
        await markReportHandled(
          tx,
          batchDone.map((d) => d.id),
          staffId,
          new Date(),
        );
        await notifyMany(
          tx,
          batchDone.flatMap((d) => batch.notices.get(d.id) ?? []),
        );
      }
    });
    done.push(...batchDone);
    if (failure !== undefined) throw failure;
  }
  return { done, refused };
}
