// The bar over the queue while reports are chosen: how many, "select all N matching" once the whole
// page is ticked (a filter of more than 500 cannot be acted on at once, so it says so), the actions,
// then the confirmation and the result. Shown only to roles that may act in bulk.
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugBulkAction, BugBulkActionLabels } from '@generated/enums';
import { AdminBugBulkFormLimits as Limits } from '@generated/limits';
import { enumLabel } from '../../../../lib/language/enumLabel';
import { useLanguage } from '../../../../lib/language/useLanguage';
import type { BulkResult } from '../../api';
import { BulkActionDialog, type BulkTarget } from './BulkActionDialog';
import { BulkResultDialog } from './BulkResultDialog';
import type { QueueSelection } from './useQueueSelection';

const ACTIONS = Object.values(BugBulkAction);

export interface BulkBarProps {
  selection: QueueSelection;
  /** The ids on the page shown. */
  pageIds: number[];
  /** How many reports match the filters. */
  total: number;
  /** The filters as the queue's query string. */
  filter: string;
}

export function BulkBar({ selection, pageIds, total, filter }: BulkBarProps) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const [action, setAction] = useState<BugBulkAction | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const count = selection.allMatching ? total : selection.ids.size;
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const target: BulkTarget = selection.allMatching ? { filter } : { ids: [...selection.ids] };
  const tooMany = count > Limits.ids.maxItems;
  if (count === 0 && !result) return null;
  return (
    <>
      {count > 0 && (
        <HStack role="region" aria-label={t('bulk.bar')} gap="2" wrap="wrap" p="2" mb="3" bg="blue.50" borderRadius="md">
          <Text fontWeight="semibold">{t('bulk.selected', { count })}</Text>
          {!selection.allMatching && pageTicked && total > selection.ids.size && (
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={selection.selectAllMatching}>
              {t('bulk.selectAll', { count: total })}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
          {tooMany ? (
            <Text fontSize="sm" color="red.700">
              {t('bulk.tooMany', { max: Limits.ids.maxItems })}
            </Text>
          ) : (
            ACTIONS.map((a) => (
              <Button key={a} size="xs" variant={a === 'ignore' ? 'outline' : 'solid'} colorPalette={a === 'ignore' ? 'red' : 'blue'} onClick={() => setAction(a)}>
                {enumLabel(BugBulkActionLabels, lang, a)}
              </Button>
            ))
          )}
        </HStack>
      )}
      {action && (
        <BulkActionDialog
          action={action}
          target={target}
          count={count}
          onClose={() => setAction(null)}
          onDone={(r) => {
            setAction(null);
            setResult(r);
            selection.clear();
          }}
        />
      )}
      {result && <BulkResultDialog result={result} onClose={() => setResult(null)} />}
    </>
  );
}
