// The side sheet behind a menu button on narrow screens (the site's top bar, the staff console):
// a modal that traps focus, closes on Escape, a tap outside or its close button, and gives focus
// back to the menu button. MenuDrawerButton loads this file the first time a menu opens, so the
// dialog code stays out of the first page load; for the same reason the drawer's recipe is passed
// here rather than registered in app/system.ts (about 1 KB gzip the home page would carry).
import type { ReactNode, RefObject } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where focus goes when the sheet closes (the menu button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function NavDrawer({ open, onClose, title, returnFocus, children }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="xs" finalFocusEl={() => returnFocus.current} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="8">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
