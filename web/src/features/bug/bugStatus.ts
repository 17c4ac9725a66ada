// How a report's status shows: its colour, and its step on the process bar (docs/rules.md#entities-and-enums: 10 or 20 →
// step 1, 30 → 2, 40 → 3, 51/52/53 → 4, step 0 being 'submitted').
import type { BugStatus } from '../../../../generated/enums';

export const STATUS_COLOR: Record<BugStatus, string> = { 10: 'gray', 20: 'blue', 30: 'green', 40: 'orange', 51: 'green', 52: 'gray', 53: 'red' };

export const PROCESS_STEPS = ['submitted', 'underReview', 'confirmed', 'recheck', 'finished'] as const;

export function processStep(status: BugStatus): number {
  if (status === 10 || status === 20) return 1;
  if (status === 30) return 2;
  if (status === 40) return 3;
  return 4;
}
