// Which reports count as valid in a researcher's figures (profile, personal centre): confirmed
// ones, whatever happened after; unreviewed, under-review and ignored ones do not.
import { BugStatus } from '@generated/enums';

export const VALID_BUG_STATUSES: number[] = [BugStatus.Confirmed, BugStatus.AwaitingRecheck, BugStatus.FinishedFixed, BugStatus.FinishedNotFixed];
