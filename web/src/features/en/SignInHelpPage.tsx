// /en/sign-in: how an English-speaking researcher signs in. The English pages have no sign-in popup
// (docs/rules.md#product): researchers sign in with their email on the Chinese site, whose steps are
// named here by the Chinese words they will see, then come back to English signed in.
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { CHINESE_SIGN_IN_HREF } from '../../lib/ui';

const STEPS = ['open', 'email', 'code', 'back'] as const;

export function SignInHelpPage() {
  // Its own namespace, loaded with the page (the 'en' one comes with every page).
  const { t } = useTranslation('signInHelp');
  return (
    <PageContainer title={t('title')}>
      <Panel>
        <Text mb="4">{t('intro')}</Text>
        {/* A plain list: Chakra's List would split its styles into a chunk the home page loads too. */}
        <Box as="ol" ps="5" mb="6" listStyleType="decimal">
          {STEPS.map((step) => (
            <Box as="li" key={step} mb="2">
              {t(`steps.${step}`)}
            </Box>
          ))}
        </Box>
        {/* A full load: the Chinese site opens with its sign-in popup (login=1). */}
        <Button asChild colorPalette="blue">
          <a href={CHINESE_SIGN_IN_HREF} lang="zh-CN">
            {t('go')}
          </a>
        </Button>
      </Panel>
    </PageContainer>
  );
}
