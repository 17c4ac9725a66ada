// The confirmation before saving: each rule that changes with its old and new value.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SettingKeyLabels, type SettingKey } from '@generated/enums';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useEnumLabel } from '../components/useEnumLabel';
import type { Rules } from './rules';
import { useRuleText } from './useRuleText';

export interface SettingsConfirmDialogProps {
  before: Rules;
  after: Rules;
  changed: readonly SettingKey[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function SettingsConfirmDialog({ before, after, changed, busy, onConfirm, onClose }: SettingsConfirmDialogProps) {
  const { t } = useTranslation('adminSettings');
  const label = useEnumLabel();
  const text = useRuleText();
  return (
    <ConfirmActionDialog open size="lg" title={t('confirm.title')} confirmLabel={t('confirm.save')} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <Text>{t('confirm.text', { count: changed.length })}</Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {changed.map((key) => (
          <Box as="li" key={key} data-testid={`change-${key}`}>
            <Text fontWeight="semibold">{label(SettingKeyLabels, key)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('confirm.before', { value: text(key, before[key]) })}
            </Text>
            <Text fontSize="sm">{t('confirm.after', { value: text(key, after[key]) })}</Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('confirm.logged')}
      </Text>
    </ConfirmActionDialog>
  );
}
