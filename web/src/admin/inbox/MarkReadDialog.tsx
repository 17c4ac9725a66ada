// "Mark read", confirmed: the selected items, or every item — with a kind filter on, the staff
// member chooses between that kind only and every kind. Only the caller's read state changes.
import { useState } from 'react';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffInboxKindLabels, type StaffInboxKind } from '@generated/enums';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useEnumLabel } from '../components/useEnumLabel';
import { useMarkInboxRead, type MarkRead } from './api';

export type MarkReadScope = { ids: number[] } | { all: true; kind?: StaffInboxKind };

export function MarkReadDialog({ scope, onClose, onDone }: { scope: MarkReadScope; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('adminInbox');
  const label = useEnumLabel();
  const mark = useMarkInboxRead();
  const kind = 'all' in scope ? scope.kind : undefined;
  const [onlyKind, setOnlyKind] = useState(true);

  const confirm = async () => {
    const body: MarkRead = 'ids' in scope ? { ids: scope.ids } : { all: true, ...(kind && onlyKind ? { kind } : {}) };
    const result = await mark.mutateAsync(body);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('marked', { count: result.data.affected }));
    onDone();
    onClose();
  };

  return (
    <ConfirmActionDialog open onClose={onClose} title={t('ids' in scope ? 'markSelected' : 'markAll')} confirmLabel={t('confirmMark')} busy={mark.isPending} onConfirm={() => void confirm()}>
      {'ids' in scope ? (
        <Text>{t('markSelectedText', { count: scope.ids.length })}</Text>
      ) : kind ? (
        <RadioGroup.Root value={onlyKind ? 'kind' : 'every'} onValueChange={(e) => setOnlyKind(e.value === 'kind')} aria-label={t('markAllScope')}>
          <Stack gap="2">
            {(['kind', 'every'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{value === 'kind' ? t('markAllKind', { kind: label(StaffInboxKindLabels, kind) }) : t('markAllEvery')}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Text>{t('markAllText')}</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('markOwnOnly')}
      </Text>
    </ConfirmActionDialog>
  );
}
