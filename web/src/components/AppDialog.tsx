// A modal with the site's frame: title, body, optional footer (always in view) and a close button.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  /** Called once the closing animation is over (e.g. to open the next dialog). */
  onExitComplete?: () => void;
}

export function AppDialog({ open, onClose, title, children, footer, size = 'sm', role = 'dialog', onExitComplete }: AppDialogProps) {
  const { t } = useTranslation();
  return (
    // The body scrolls inside a dialog taller than the screen, so its title and its actions stay in
    // view (a long rating form with the CVSS calculator open on a 900 px screen, say).
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      role={role}
      placement="center"
      scrollBehavior="inside"
      onExitComplete={onExitComplete}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {title && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
