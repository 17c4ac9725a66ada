// The sign-in button of the top bar and of pages that need a researcher: in Chinese it opens the
// sign-in popup; in English, where there is none (docs/rules.md#product), it is a link to the English
// sign-in instructions.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language/useLanguage';
import { openSignIn, SIGN_IN_HELP_PATH } from '../../lib/ui';
import { AppLink } from '../AppLink';

export function SignInAction({ onAction, ...button }: { onAction?: () => void } & Omit<ButtonProps, 'onClick' | 'asChild' | 'children'>) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  if (lang === 'en') {
    return (
      <Button asChild {...button}>
        <AppLink href={SIGN_IN_HELP_PATH} onClick={onAction}>
          {t('signIn')}
        </AppLink>
      </Button>
    );
  }
  return (
    <Button
      {...button}
      onClick={() => {
        onAction?.();
        openSignIn();
      }}
    >
      {t('signIn')}
    </Button>
  );
}
