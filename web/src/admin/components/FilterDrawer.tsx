// A list's filters on a phone: a "Filters" button that says how many are on, opening the filters in
// a sheet from the bottom (a modal: it traps focus, closes on Escape, a tap outside, its close button
// or "Show results", and gives focus back to the button). Each filter still applies as it changes.
// The drawer's recipe is passed here, as in NavDrawer, so the site's first load does not carry it.
import { useRef, useState, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

export function FilterDrawer({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('admin', { keyPrefix: 'phone' });
  const closeLabel = useTranslation().t('close');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        mb="3"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={active > 0 ? t('filters.buttonActive', { count: active }) : t('filters.button')}
        onClick={() => setOpen(true)}
      >
        {t('filters.button')}
        {active > 0 && (
          <Badge colorPalette="blue" variant="solid" size="sm" aria-hidden="true">
            {active}
          </Badge>
        )}
      </Button>
      <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom" finalFocusEl={() => button.current} lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxH="85vh" borderTopRadius="lg">
              <Drawer.Header>
                <Drawer.Title>{t('filters.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body overflowY="auto">{children}</Drawer.Body>
              <Drawer.Footer>
                <Button size="sm" colorPalette="blue" w="full" onClick={() => setOpen(false)}>
                  {t('filters.done')}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
