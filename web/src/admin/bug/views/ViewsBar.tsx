// The queue's views: choose one to put its filters and sort in the address (replacing the others),
// save the current ones as a view, or manage the views (pins, rename, delete). The view whose
// filters the address holds is shown as chosen.
import { useState } from 'react';
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { filterSearch, filterValues, type QueueFilter } from '../queue/queueFilters';
import { useBugViews } from './api';
import { ManageViewsDialog } from './ManageViewsDialog';
import { SaveViewDialog } from './SaveViewDialog';

const same = (a: QueueFilter, b: QueueFilter) => filterSearch(a) === filterSearch(b);

export function ViewsBar({ query, onApply }: { query: QueueFilter; onApply: (values: Record<string, string>) => void }) {
  const { t } = useTranslation('adminBugs');
  const list = useBugViews();
  const views = list.data?.views ?? [];
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const current = views.find((v) => same(v.filter, query))?.key ?? '';
  return (
    <HStack gap="2" mb="3" wrap="wrap">
      <NativeSelect.Root size="sm" maxW="72" disabled={list.isPending || list.isError}>
        <NativeSelect.Field
          aria-label={t('views.choose')}
          value={current}
          onChange={(e) => {
            const view = views.find((v) => v.key === e.currentTarget.value);
            if (view) onApply(filterValues(view.filter));
          }}
        >
          <option value="">{list.isError ? t('views.failed') : list.isPending ? t('views.loading') : t('views.placeholder')}</option>
          {views.map((v) => (
            <option key={v.key} value={v.key}>
              {t('views.option', { name: v.name, count: v.count })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" onClick={() => setDialog('save')}>
        {t('views.saveAs')}
      </Button>
      <Button size="sm" variant="ghost" disabled={views.length === 0} onClick={() => setDialog('manage')}>
        {t('views.manage')}
      </Button>
      {dialog === 'save' && <SaveViewDialog id={null} filter={filterSearch(query)} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && <ManageViewsDialog views={views} onClose={() => setDialog(null)} />}
    </HStack>
  );
}
