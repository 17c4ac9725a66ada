// The toast widget (docs/rules.md#errors: 2 s by default). Show toasts through lib/notify, which loads this.
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

// Toasts start below the site's top bar (56 px on a phone, 100 px from md up with the session
// strip): over it they covered the phone's menu button and the desktop menu, and a pointer resting
// on a toast pauses it, so the bar stayed out of reach while the pointer waited there.
export const toaster = createToaster({
  placement: 'top',
  duration: 2000,
  max: 3,
  offsets: { top: 'var(--toast-offset-top)', bottom: '1rem', left: '1rem', right: '1rem' },
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={{ '--toast-offset-top': { base: '4rem', md: '7rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
