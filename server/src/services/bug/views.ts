// Views of the triage queue (docs/rules.md#queue-views): the built-in ones, written here, and the
// ones staff save (personal, or shared with the team), each with the number of reports it shows now
// and whether the caller pinned it. The counts read the queue's own WHERE, all in one query.
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { BugQueueSort, BugStatus } from '@generated/enums';
import { BugViewFormLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { bugViewPins, bugViews, bugs } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t, type Messages } from '../../messages/index';
import { countChars } from '@common/text-count';
import { checkQueueFilter, parseQueueFilter } from './queue-filter';
import { queueWhere, type QueueFilter } from './queue';

/** Who is asking: their id, and whether they hold the owner role (which may edit shared views). */
export interface ViewCaller {
  id: number;
  owner: boolean;
}

type BuiltInName = keyof Messages['view']['builtIn'];
const BUILT_IN: { name: BuiltInName; key: string; filter: QueueFilter }[] = [
  { name: 'mine', key: 'builtin:mine', filter: { assigned: 'me' } },
  { name: 'unassigned', key: 'builtin:unassigned', filter: { assigned: 'none' } },
  { name: 'missed', key: 'builtin:missed', filter: { missedTarget: true, sort: BugQueueSort.TimeLeft } },
  { name: 'urged', key: 'builtin:urged', filter: { urged: true, sort: BugQueueSort.Urged } },
  { name: 'recheck', key: 'builtin:recheck', filter: { status: BugStatus.AwaitingRecheck } },
  { name: 'reply', key: 'builtin:reply', filter: { unreadReply: true, sort: BugQueueSort.LatestReply } },
  { name: 'needsInfo', key: 'builtin:needs-info', filter: { needsInfo: true } },
];
export const BUILT_IN_KEYS = BUILT_IN.map((v) => v.key);

/** Views one member may keep; the list shows theirs and at most this many shared by others. */
export const VIEWS_PER_STAFF = 100;

/** Saved views the caller sees: their own and every shared one. */
const visibleTo = (staffId: number) => or(eq(bugViews.ownerId, staffId), eq(bugViews.shared, true));

export async function listBugViews(db: Db, lang: Lang, caller: ViewCaller) {
  const [saved, pins] = await Promise.all([
    db
      .select()
      .from(bugViews)
      .where(visibleTo(caller.id))
      // Own views first so the cap never hides one of the caller's.
      .orderBy(sql`(${bugViews.ownerId} = ${caller.id}) desc`, desc(bugViews.id))
      .limit(VIEWS_PER_STAFF * 2),
    db.select({ key: bugViewPins.viewKey }).from(bugViewPins).where(eq(bugViewPins.staffId, caller.id)),
  ]);
  const pinned = new Set(pins.map((p) => p.key));
  const names = t(lang).view.builtIn;
  const views = [
    ...BUILT_IN.map((v) => ({ key: v.key, name: names[v.name], filter: v.filter, builtIn: true, shared: true, mine: false })),
    ...saved
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .flatMap((v) => {
        const filter = storedFilter(lang, v.filter);
        return filter ? [{ key: String(v.id), name: v.name, filter, builtIn: false, shared: v.shared, mine: v.ownerId === caller.id }] : [];
      }),
  ];
  const counts = await countViews(
    db,
    lang,
    caller.id,
    views.map((v) => v.filter),
  );
  return { views: views.map((v, i) => ({ ...v, pinned: pinned.has(v.key), count: counts[i] ?? 0 })) };
}

/** A saved filter as the queue reads it now; one the contract no longer accepts is left out of the list, not a failure of it. */
function storedFilter(lang: Lang, value: unknown): QueueFilter | null {
  try {
    return checkQueueFilter(lang, value, 'filter');
  } catch {
    return null;
  }
}

/** Each filter's number of reports, in one pass over the reports. */
async function countViews(db: Db, lang: Lang, staffId: number, filters: QueueFilter[]): Promise<number[]> {
  if (filters.length === 0) return [];
  const now = new Date();
  const columns = Object.fromEntries(filters.map((f, i) => [`c${i}`, sql<number>`(count(*) filter (where ${queueWhere(f, lang, staffId, now) ?? sql`true`}))::int`]));
  const [row] = await db.select(columns).from(bugs);
  return filters.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

export interface ViewForm {
  name: string;
  filter?: string;
  shared?: boolean;
}

function checkedForm(lang: Lang, form: ViewForm) {
  const name = form.name.trim();
  if (!name || countChars(name) > BugViewFormLimits.name.maxLength) throw invalid(lang, 'name', (m) => m.view.nameLength);
  return { name, filter: parseQueueFilter(lang, form.filter, 'filter', { keepSort: true }), shared: form.shared ?? false };
}

export async function createBugView(db: Db, lang: Lang, caller: ViewCaller, form: ViewForm) {
  const values = checkedForm(lang, form);
  const [mine] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bugViews)
    .where(eq(bugViews.ownerId, caller.id));
  if ((mine?.n ?? 0) >= VIEWS_PER_STAFF) throw invalid(lang, 'name', (m) => m.view.tooMany(VIEWS_PER_STAFF));
  const [row] = await db
    .insert(bugViews)
    .values({ ...values, ownerId: caller.id })
    .returning({ id: bugViews.id });
  return { key: String(row!.id) };
}

/** A saved view the caller may change: theirs, or a shared one for an owner (1002 unseen, 4003 not theirs). */
async function changeable(db: Db, lang: Lang, caller: ViewCaller, id: number) {
  const [view] = await db
    .select()
    .from(bugViews)
    .where(and(eq(bugViews.id, id), visibleTo(caller.id)));
  if (!view) throw new ApiError(Retcode.NotFound);
  if (view.ownerId !== caller.id && !caller.owner) throw new ApiError(Retcode.NoPermission, t(lang).view.notYours);
  return view;
}

export async function updateBugView(db: Db, lang: Lang, caller: ViewCaller, id: number, form: ViewForm) {
  const values = checkedForm(lang, form);
  const view = await changeable(db, lang, caller, id);
  await db.update(bugViews).set(values).where(eq(bugViews.id, view.id));
  // A view made personal again leaves the menus of the others who had pinned it.
  if (!values.shared) await db.delete(bugViewPins).where(and(eq(bugViewPins.viewKey, String(view.id)), ne(bugViewPins.staffId, view.ownerId)));
  return {};
}

export async function deleteBugView(db: Db, lang: Lang, caller: ViewCaller, id: number) {
  const view = await changeable(db, lang, caller, id);
  await db.transaction(async (tx) => {
    await tx.delete(bugViewPins).where(eq(bugViewPins.viewKey, String(view.id)));
    await tx.delete(bugViews).where(eq(bugViews.id, view.id));
  });
  return {};
}

export async function setBugViewPin(db: Db, caller: ViewCaller, form: { key: string; pinned: boolean }) {
  if (form.key.startsWith('builtin:') && !BUILT_IN_KEYS.includes(form.key)) throw new ApiError(Retcode.NotFound);
  if (!BUILT_IN_KEYS.includes(form.key)) {
    const [view] = await db
      .select({ id: bugViews.id })
      .from(bugViews)
      .where(and(eq(bugViews.id, Number(form.key)), visibleTo(caller.id)));
    if (!view) throw new ApiError(Retcode.NotFound);
  }
  if (form.pinned) await db.insert(bugViewPins).values({ staffId: caller.id, viewKey: form.key }).onConflictDoNothing();
  else await db.delete(bugViewPins).where(and(eq(bugViewPins.staffId, caller.id), eq(bugViewPins.viewKey, form.key)));
  return {};
}
