// A report status's badge colour in the console (the same scheme the researcher's pages use; kept
// here because console areas do not import features).
import type { BugStatus } from '@generated/enums';

export const STATUS_COLOR: Record<BugStatus, string> = { 10: 'gray', 20: 'blue', 30: 'green', 40: 'orange', 51: 'green', 52: 'gray', 53: 'red' };
