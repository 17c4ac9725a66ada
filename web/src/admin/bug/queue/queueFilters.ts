// The queue's filters as they sit in the address (strings) and as the list and the export send them:
// the contract's AdminBugQueueFilter, held to its limits (generated/limits.ts). Values the contract
// would refuse (an unknown status, a malformed day, a text over its length) are left out rather than
// answered with 1001, since anyone can edit an address.
import type { components } from '@generated/api';
import { BugLevel, BugMainType, BugQueueSort, BugStatus } from '@generated/enums';
import { AdminBugQueueFilterLimits as Limits } from '@generated/limits';
import { countChars } from '@common/text-count';
import type { FilterValues } from '../../components/useFilters';

export type QueueFilter = components['schemas']['AdminBugQueueFilter'];

/** Every field of the filter, in the address; a field the contract adds must be placed here. */
const FIELDS = {
  status: true,
  level: true,
  mainType: true,
  userId: true,
  reporter: true,
  activityId: true,
  keyword: true,
  startTime: true,
  endTime: true,
  urged: true,
  unreadReply: true,
  needsInfo: true,
  missedTarget: true,
  regulatorOverdue: true,
  assigned: true,
  sort: true,
} satisfies Record<keyof QueueFilter, true>;
export const QUEUE_FILTER_KEYS = Object.keys(FIELDS) as (keyof QueueFilter)[];
export type QueueFilterKey = keyof QueueFilter;

export const STATUSES = Object.values(BugStatus);
export const LEVELS = Object.values(BugLevel);
export const MAIN_TYPES = Object.values(BugMainType);
export const SORTS = Object.values(BugQueueSort);

const START_DAY = new RegExp(Limits.startTime.pattern);
const END_DAY = new RegExp(Limits.endTime.pattern);
const ASSIGNED = new RegExp(Limits.assigned.pattern);

function id(raw: string | undefined, limits: { minimum: number; maximum: number }): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= limits.minimum && n <= limits.maximum ? n : undefined;
}

function flag(raw: string | undefined): boolean | undefined {
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

function oneOf<T extends number>(options: readonly T[], raw: string | undefined): T | undefined {
  return options.find((o) => String(o) === raw);
}

/** The list's (and the export's) filter from the address values. */
export function queueQuery(values: FilterValues<QueueFilterKey>): QueueFilter {
  const userId = id(values.userId, Limits.userId);
  const activityId = id(values.activityId, Limits.activityId);
  const keyword = values.keyword?.trim() ?? '';
  const reporter = values.reporter?.trim() ?? '';
  const urged = flag(values.urged);
  const unreadReply = flag(values.unreadReply);
  const needsInfo = flag(values.needsInfo);
  const missedTarget = flag(values.missedTarget);
  const regulatorOverdue = flag(values.regulatorOverdue);
  const sort = SORTS.find((o) => o === values.sort);
  const status = oneOf(STATUSES, values.status);
  const level = oneOf(LEVELS, values.level);
  const mainType = oneOf(MAIN_TYPES, values.mainType);
  return {
    ...(status !== undefined ? { status } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(mainType !== undefined ? { mainType } : {}),
    ...(userId !== undefined ? { userId } : {}),
    ...(activityId !== undefined ? { activityId } : {}),
    ...(reporter && countChars(reporter) <= Limits.reporter.maxLength ? { reporter } : {}),
    ...(urged !== undefined ? { urged } : {}),
    ...(unreadReply !== undefined ? { unreadReply } : {}),
    ...(needsInfo !== undefined ? { needsInfo } : {}),
    ...(missedTarget !== undefined ? { missedTarget } : {}),
    ...(regulatorOverdue !== undefined ? { regulatorOverdue } : {}),
    ...(values.assigned && ASSIGNED.test(values.assigned) ? { assigned: values.assigned } : {}),
    ...(sort ? { sort } : {}),
    ...(keyword && countChars(keyword) <= Limits.keyword.maxLength ? { keyword } : {}),
    ...(values.startTime && START_DAY.test(values.startTime) ? { startTime: values.startTime } : {}),
    ...(values.endTime && END_DAY.test(values.endTime) ? { endTime: values.endTime } : {}),
  };
}

/** The export's form GET: the same values, booleans written out. */
export function exportParams(query: QueueFilter): Record<string, string | number | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
}

/** The filter as the queue's query string: what a bulk action's `filter` and a saved view take. */
export function filterSearch(query: QueueFilter): string {
  return new URLSearchParams(Object.entries(exportParams(query)).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
}

/** A view's filter as the queue's address values (every key, so choosing a view replaces the others). */
export function filterValues(filter: QueueFilter): Record<QueueFilterKey, string> {
  return Object.fromEntries(QUEUE_FILTER_KEYS.map((k) => [k, filter[k] === undefined ? '' : String(filter[k])])) as Record<QueueFilterKey, string>;
}
