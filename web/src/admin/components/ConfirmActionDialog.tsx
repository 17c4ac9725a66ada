// A state-changing console action confirmed in a dialog: what will happen (children, which may hold
// the action's fields and their errors), why the server refused it (an alert under the fields, so the
// person can change them and confirm again), Cancel, and the confirm button. The caller validates in
// onConfirm and closes the dialog when the server has accepted.
import type { ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';

export interface ConfirmActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button and an alert dialog: the action takes something back or refuses. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The server's reason for refusing the last attempt, shown until the next one. */
  refused?: string | null;
}

export function ConfirmActionDialog({ open, onClose, title, children, confirmLabel, danger, busy, onConfirm, size = 'md', refused }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      role={danger ? 'alertdialog' : 'dialog'}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button colorPalette={danger ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        {children}
        {refused && (
          <Text role="alert" color="red.700">
            {refused}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
