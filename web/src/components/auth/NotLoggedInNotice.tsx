// The 'not logged in' notice shown when a visitor submits, exchanges or likes (docs/rules.md#roles): sign in
// and register both lead to the email sign-in (the first sign-in of an email creates the account).
// In English there is no sign-in popup (docs/rules.md#product), so the links lead to the English sign-in instructions.
import { useRef } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language/useLanguage';
import { notLoggedInAtom, openSignIn, SIGN_IN_HELP_PATH } from '../../lib/ui';
import { AppDialog } from '../AppDialog';
import { useAppNavigate } from '../AppLink';

export function NotLoggedInNotice() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useAtom(notLoggedInAtom);
  const lang = useLanguage();
  const navigate = useAppNavigate();
  // Two modals must not overlap: the sign-in opens once this notice has finished closing.
  const next = useRef<(() => void) | null>(null);
  const go = () => {
    next.current = lang === 'en' ? () => navigate(SIGN_IN_HELP_PATH) : openSignIn;
    setOpen(false);
  };
  const afterClose = () => {
    next.current?.();
    next.current = null;
  };
  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      onExitComplete={afterClose}
      title={t('notLoggedInTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={go}>
            {t('register')}
          </Button>
          <Button colorPalette="blue" onClick={go}>
            {t('signIn')}
          </Button>
        </HStack>
      }
    >
      <Text>{t('notLoggedInText')}</Text>
    </AppDialog>
  );
}
