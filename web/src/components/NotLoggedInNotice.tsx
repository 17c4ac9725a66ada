// The 'not logged in' notice shown when a visitor submits, exchanges or likes (spec §6): sign in
// and register both lead to the email sign-in (the first sign-in of an email creates the account).
// In English there is no sign-in popup (spec §1), so the links lead to the Chinese site's sign-in.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pageLanguage, switchLanguageHref } from '../lib/language';
import { notLoggedInAtom, openSignIn } from '../lib/ui';
import { AppDialog } from './AppDialog';

function signInElsewhere(): void {
  const href = switchLanguageHref(window.location, 'zh');
  window.location.assign(`${href}${href.includes('?') ? '&' : '?'}login=1`);
}

export function NotLoggedInNotice() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useAtom(notLoggedInAtom);
  const go = pageLanguage() === 'en' ? signInElsewhere : openSignIn;
  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
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
