// /qa: the FAQ for everyone (the English menu's Q&A link), the same questions as the personal
// centre's FAQ, which needs a sign-in; in English it also points to how to sign in.
import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { PageContainer } from '../../components/layout/PageContainer';
import { useLanguage } from '../../lib/language/useLanguage';
import { SIGN_IN_HELP_PATH } from '../../lib/ui';
import { useSession } from '../../lib/session/session';
import { FaqPage } from './FaqPage';

export function PublicFaqPage() {
  const { t } = useTranslation('config');
  const english = useLanguage() === 'en';
  const signedIn = useSession().status === 'signedIn';
  return (
    <PageContainer>
      {english && !signedIn && (
        <Text mb="4">
          <Link asChild color="blue.700">
            <AppLink href={SIGN_IN_HELP_PATH}>{t('faq.signInHelp')}</AppLink>
          </Link>
        </Text>
      )}
      <FaqPage />
    </PageContainer>
  );
}
