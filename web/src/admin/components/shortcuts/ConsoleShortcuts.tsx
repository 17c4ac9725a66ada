// The shortcuts of every console screen: ? opens their list, / focuses the screen's search field (the
// one marked with SEARCH_FIELD_ATTRIBUTE), g i goes to the inbox and g q to the triage queue. Mounted
// once by the console's layout.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../components/AppLink';
import { notifyInfo } from '../../../lib/notify';
import { useStaffCan, type StaffOperation } from '../useStaffCan';
import { SEARCH_FIELD_ATTRIBUTE } from './shortcutList';
import { ShortcutHelpDialog } from './ShortcutHelpDialog';
import { useShortcuts } from './useShortcuts';

export function ConsoleShortcuts() {
  const { t } = useTranslation('admin');
  const [help, setHelp] = useState(false);
  const navigate = useAppNavigate();
  const can = useStaffCan();
  const go = (path: string, reads: StaffOperation) => {
    if (can(reads)) navigate(path);
    else notifyInfo(t('shortcuts.notForRole'));
  };
  const openHelp = () => setHelp(true);
  useShortcuts({
    '?': openHelp,
    'Shift+?': openHelp,
    '/': () => {
      const field = document.querySelector<HTMLElement>(`[${SEARCH_FIELD_ATTRIBUTE}]`);
      if (!field) return false;
      field.focus();
    },
    'g i': () => go('/inbox', 'GET /v2/admin/api/inbox'),
    'g q': () => go('/bugs', 'GET /v2/admin/api/bug'),
  });
  if (!help) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutHelpDialog open onClose={() => setHelp(false)} />
    </Suspense>
  );
}
