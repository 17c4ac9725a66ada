// Where an inbox item leads in the console (paths relative to /v2/admin): the report for anything
// about a report (a mention: at its note), the message thread for a leave message. The order, team, test-report, real-name
// and disclosure lists cannot be filtered by id, and a state filter would lose the item once someone
// has handled it, so those items open the whole list.
import type { StaffInboxKind } from '@generated/enums';

export function inboxTarget(kind: StaffInboxKind, objectId: number, commentId?: number): string {
  switch (kind) {
    case 'mention':
      return commentId === undefined ? `/bugs/${objectId}` : `/bugs/${objectId}#comment-${commentId}`;
    case 'bug':
    case 'bug-reply':
    case 'urge':
    case 'recheck':
    case 'resubmit':
    case 'cve-request':
      return `/bugs/${objectId}`;
    case 'trade':
      return '/orders';
    case 'team':
      return '/teams';
    case 'test-report':
      return '/test-reports';
    case 'leave-message':
      return `/messages/${objectId}`;
    case 'real-name':
      return '/realname';
    case 'disclosure':
      return '/disclosures';
  }
}
