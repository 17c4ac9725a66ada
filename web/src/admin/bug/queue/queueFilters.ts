// The queue's filters as they sit in the address (strings) and as the list and the export send them.
// Values the contract would refuse (an unknown status, a malformed day) are left out rather than
// answered with 1001, since anyone can edit an address.
import { BugLevel, BugMainType, BugQueueSort, BugStatus } from '@generated/enums';
import type { FilterValues } from '../../components/useFilters';
import type { QueueQuery } from '../api';

export const QUEUE_FILTER_KEYS = ['status', 'level', 'mainType', 'userId', 'reporter', 'activityId', 'keyword', 'startTime', 'endTime', 'urged', 'unreadReply', 'assigned', 'sort'] as const;
export type QueueFilterKey = (typeof QUEUE_FILTER_KEYS)[number];

export const STATUSES = Object.values(BugStatus);
export const LEVELS = Object.values(BugLevel);
export const MAIN_TYPES = Object.values(BugMainType);
export const SORTS = Object.values(BugQueueSort);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ASSIGNED = /^(me|none|[1-9][0-9]{0,8})$/;
const ID_MAX = 2 ** 31 - 1;

function id(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= ID_MAX ? n : undefined;
}

function flag(raw: string | undefined): boolean | undefined {
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

function oneOf<T extends number>(options: readonly T[], raw: string | undefined): T | undefined {
  return options.find((o) => String(o) === raw);
}

/** The list's (and the export's) query from the address values, without page and page size. */
export function queueQuery(values: FilterValues<QueueFilterKey>): Omit<QueueQuery, 'page' | 'pageSize'> {
  const userId = id(values.userId);
  const activityId = id(values.activityId);
  const keyword = values.keyword?.trim() ?? '';
  const reporter = values.reporter?.trim() ?? '';
  const urged = flag(values.urged);
  const unreadReply = flag(values.unreadReply);
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
    ...(reporter && reporter.length <= 100 ? { reporter } : {}),
    ...(urged !== undefined ? { urged } : {}),
    ...(unreadReply !== undefined ? { unreadReply } : {}),
    ...(values.assigned && ASSIGNED.test(values.assigned) ? { assigned: values.assigned } : {}),
    ...(sort ? { sort } : {}),
    ...(keyword && keyword.length <= 150 ? { keyword } : {}),
    ...(values.startTime && DAY.test(values.startTime) ? { startTime: values.startTime } : {}),
    ...(values.endTime && DAY.test(values.endTime) ? { endTime: values.endTime } : {}),
  };
}

/** The export's form GET: the same values, booleans written out. */
export function exportParams(query: ReturnType<typeof queueQuery>): Record<string, string | number | undefined> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
}
