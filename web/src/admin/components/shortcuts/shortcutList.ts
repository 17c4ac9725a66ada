// Every console shortcut, once: the help dialog lists these, grouped, and the screens bind the same
// keys. `needs` is the operation the shortcut calls or opens, so a role that may not call it neither
// sees it in the list nor gets more than a word of explanation when pressing it.
import type { StaffOperation } from '@generated/staff-roles';

export type ShortcutGroup = 'everywhere' | 'lists' | 'report';
export type ShortcutId = 'help' | 'search' | 'goInbox' | 'goQueue' | 'next' | 'previous' | 'open' | 'assign' | 'reply' | 'note';

export interface ShortcutInfo {
  id: ShortcutId;
  group: ShortcutGroup;
  /** Alternatives, each a sequence of keys pressed one after another. */
  keys: string[][];
  needs?: StaffOperation;
}

export const ASSIGN_OPERATION: StaffOperation = 'POST /v2/admin/api/bug/{id}/assignee';
export const COMMENT_OPERATION: StaffOperation = 'POST /v2/admin/api/bug/{id}/comment';

export const SHORTCUT_GROUPS: ShortcutGroup[] = ['everywhere', 'lists', 'report'];

export const SHORTCUTS: ShortcutInfo[] = [
  { id: 'help', group: 'everywhere', keys: [['?']] },
  { id: 'search', group: 'everywhere', keys: [['/']] },
  { id: 'goInbox', group: 'everywhere', keys: [['g', 'i']], needs: 'GET /v2/admin/api/inbox' },
  { id: 'goQueue', group: 'everywhere', keys: [['g', 'q']], needs: 'GET /v2/admin/api/bug' },
  { id: 'next', group: 'lists', keys: [['j']] },
  { id: 'previous', group: 'lists', keys: [['k']] },
  { id: 'open', group: 'lists', keys: [['o'], ['Enter']] },
  { id: 'assign', group: 'lists', keys: [['a']], needs: ASSIGN_OPERATION },
  { id: 'assign', group: 'report', keys: [['a']], needs: ASSIGN_OPERATION },
  { id: 'reply', group: 'report', keys: [['r']], needs: COMMENT_OPERATION },
  { id: 'note', group: 'report', keys: [['n']], needs: COMMENT_OPERATION },
];

/** The element "/" focuses: a screen marks its search field with this attribute. */
export const SEARCH_FIELD_ATTRIBUTE = 'data-shortcut-search';
