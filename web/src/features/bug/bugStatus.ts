// How a report's status shows: its colour, and its step on the process bar (docs/rules.md#entities-and-enums: 10 or 20 →
// step 1, 30 → 2, 40 → 3, 51/52/53 → 4, step 0 being 'submitted').
import { BugStatus } from '@generated/enums';

export const STATUS_COLOR: Record<BugStatus, string> = {
  [BugStatus.Unreviewed]: 'gray',
  [BugStatus.UnderReview]: 'blue',
  [BugStatus.Confirmed]: 'green',
  [BugStatus.AwaitingRecheck]: 'orange',
  [BugStatus.FinishedFixed]: 'green',
  [BugStatus.Ignored]: 'gray',
  [BugStatus.FinishedNotFixed]: 'red',
};

export const PROCESS_STEPS = ['submitted', 'underReview', 'confirmed', 'recheck', 'finished'] as const;

export function processStep(status: BugStatus): number {
  if (status === BugStatus.Unreviewed || status === BugStatus.UnderReview) return 1;
  if (status === BugStatus.Confirmed) return 2;
  if (status === BugStatus.AwaitingRecheck) return 3;
  return 4;
}
