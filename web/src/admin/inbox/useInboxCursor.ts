// The inbox's keyboard cursor: o or Enter opens the highlighted item's screen (marking it read, as a
// click does); a takes the report an item is about, and says there is none for an order, a team …
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../components/AppLink';
import { notifyInfo } from '../../lib/notify';
import { useListCursor } from '../components/shortcuts/useListCursor';
import { inboxTarget } from './inboxTarget';
import type { InboxItem } from './InboxItemTable';

const REPORT_KINDS: ReadonlySet<InboxItem['kind']> = new Set(['bug', 'bug-reply', 'urge', 'recheck', 'resubmit']);

export function useInboxCursor(items: readonly InboxItem[], onOpen: (item: InboxItem) => void) {
  const { t } = useTranslation('admin');
  const navigate = useAppNavigate();
  return useListCursor(items, {
    idOf: (item) => item.id,
    open: (item) => {
      onOpen(item);
      navigate(inboxTarget(item.kind, item.objectId));
    },
    assignTarget: (item) => (REPORT_KINDS.has(item.kind) ? { bugId: item.objectId } : null),
    onNoReport: () => notifyInfo(t('shortcuts.assign.notAReport')),
  });
}
