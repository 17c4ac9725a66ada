// The SLA clocks' due times are contract times (UTC+8, common/contract-time.ts).
import { parseDateTime } from '@common/contract-time';

const HOUR_MS = 3_600_000;

/** Hours from `now` (ms) to a contract time; negative once it passed, NaN when it is not one. */
export function hoursUntil(time: string, now: number): number {
  return ((parseDateTime(time)?.getTime() ?? NaN) - now) / HOUR_MS;
}
