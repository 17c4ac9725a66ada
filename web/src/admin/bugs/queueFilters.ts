// The queue's filters as they sit in the address (strings) and as the list and the export send them.
// Values the contract would refuse (an unknown status, a malformed day) are left out rather than
// answered with 1001, since anyone can edit an address.
import { BugLevel, BugMainType, BugStatus } from '../../../../generated/enums';
import type { FilterValues } from '../components/useFilters';
import type { QueueQuery } from './api';

export const QUEUE_FILTER_KEYS = ['status', 'level', 'mainType', 'userId', 'keyword', 'startTime', 'endTime'] as const;
export type QueueFilterKey = (typeof QUEUE_FILTER_KEYS)[number];

export const STATUSES = Object.values(BugStatus);
export const LEVELS = Object.values(BugLevel);
export const MAIN_TYPES = Object.values(BugMainType);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends number>(options: readonly T[], raw: string | undefined): T | undefined {
  return options.find((o) => String(o) === raw);
}

/** The list's (and the export's) query from the address values, without page and page size. */
export function queueQuery(values: FilterValues<QueueFilterKey>): Omit<QueueQuery, 'page' | 'pageSize'> {
  const userId = Number(values.userId);
  const keyword = values.keyword?.trim() ?? '';
  const status = oneOf(STATUSES, values.status);
  const level = oneOf(LEVELS, values.level);
  const mainType = oneOf(MAIN_TYPES, values.mainType);
  return {
    ...(status !== undefined ? { status } : {}),
    ...(level !== undefined ? { level } : {}),
    ...(mainType !== undefined ? { mainType } : {}),
    ...(Number.isInteger(userId) && userId > 0 ? { userId } : {}),
    ...(keyword && keyword.length <= 150 ? { keyword } : {}),
    ...(values.startTime && DAY.test(values.startTime) ? { startTime: values.startTime } : {}),
    ...(values.endTime && DAY.test(values.endTime) ? { endTime: values.endTime } : {}),
  };
}
