// English mode's email-reporting instructions (docs/rules.md#product): shown on the English home and landing.
import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { siteLinks } from '../lib/siteLinks';

export function EmailReporting() {
  // Always English: it belongs to the English mode and the English landing page.
  const { t } = useTranslation('en', { lng: 'en' });
  return (
    <Box bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="lg" p="6">
      <Heading as="h2" size="lg" mb="3">
        {t('reportTitle')}
      </Heading>
      <Text mb="3">
        {t('reportIntro')}{' '}
        <Link href={siteLinks.mailbox} color="blue.700" fontWeight="semibold">
          {siteLinks.mailboxAddress}
        </Link>
      </Text>
      <List.Root as="ol" ps="5" gap="1">
        <List.Item>{t('reportStep1')}</List.Item>
        <List.Item>{t('reportStep2')}</List.Item>
        <List.Item>{t('reportStep3')}</List.Item>
        <List.Item>{t('reportStep4')}</List.Item>
      </List.Root>
    </Box>
  );
}
