// About text, quick links (security, privacy policy, contact us, submit vulnerability), follow-us.
import { Button, Grid, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { useLanguage } from '../../lib/language/useLanguage';
import { siteLinks } from '../../lib/siteLinks';
import { Section } from './Section';

export function AboutBlock() {
  const { t } = useTranslation('home');
  const english = useLanguage() === 'en';
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="6">
      <Section title={t('aboutTitle')}>
        <Text lineHeight="tall" color="gray.700" mb="4">
          {t('about')}
        </Text>
        <Wrap gap="3">
          <Button asChild size="sm" variant="outline">
            <a href={siteLinks.securityCentre} target="_blank" rel="noopener noreferrer">
              {t('quick.security')}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={siteLinks.privacy} target="_blank" rel="noopener noreferrer">
              {t('quick.privacy')}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={siteLinks.mailbox}>{t('quick.contact')}</a>
          </Button>
          <Button asChild size="sm" colorPalette="blue">
            <AppLink href="/loophole/create">{t('quick.submit')}</AppLink>
          </Button>
        </Wrap>
      </Section>
      <Section title={t('followTitle')}>
        <Stack gap="2" fontSize="sm">
          {english ? (
            <Link href={siteLinks.englishSocial} color="blue.600" target="_blank" rel="noopener noreferrer">
              {t('layout:footer.englishSocial')}
            </Link>
          ) : (
            <>
              <Text>{t('layout:footer.wechat')}</Text>
              <Link href={siteLinks.weibo} color="blue.600" target="_blank" rel="noopener noreferrer">
                {t('layout:footer.weibo')}
              </Link>
            </>
          )}
          <Link href={siteLinks.mailbox} color="blue.600">
            {siteLinks.mailboxAddress}
          </Link>
        </Stack>
      </Section>
    </Grid>
  );
}
