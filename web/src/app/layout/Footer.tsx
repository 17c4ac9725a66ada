// The footer (docs/rules.md#screens-and-routes): about text, links, social entries per language (in
// Chinese the messaging-app account's QR code, drawn by the server from its configured address, and
// the microblog), copyright 2024, ICP note.
import { Box, Flex, Grid, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { useLanguage } from '../../lib/language/useLanguage';
import { siteLinks } from '../../lib/siteLinks';

/** The server's image of the configured account address (WECHAT_URL). */
export const WECHAT_QR = '/v2/api/config/wechat-qr';

export function Footer() {
  const { t } = useTranslation('layout');
  const english = useLanguage() === 'en';
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16" fontSize="sm">
      <Grid maxW="1200px" mx="auto" px="4" py="10" gap="8" templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }}>
        <Stack gap="3">
          <Heading as="h2" size="sm" color="white">
            {t('footer.aboutTitle')}
          </Heading>
          <Text lineHeight="tall">{t('footer.about')}</Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm" color="white">
            {t('footer.linksTitle')}
          </Heading>
          <Link href={siteLinks.securityCentre} color="gray.300" target="_blank" rel="noopener noreferrer">
            {t('footer.securityCentre')}
          </Link>
          <Link href={siteLinks.privacy} color="gray.300" target="_blank" rel="noopener noreferrer">
            {t('footer.privacy')}
          </Link>
          <Link href={siteLinks.mailbox} color="gray.300">
            {t('footer.mailbox')}
          </Link>
          <Link asChild color="gray.300">
            <AppLink href="/loophole/create">{t('footer.submit')}</AppLink>
          </Link>
          <Link asChild color="gray.300">
            <AppLink href="/disclosure">{t('footer.disclosure')}</AppLink>
          </Link>
          {/* A page of the server, not of this app: an ordinary link. */}
          <Link href="/v2/docs" color="gray.300">
            {t('footer.apiDocs')}
          </Link>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm" color="white">
            {t('footer.followTitle')}
          </Heading>
          {english ? (
            <Link href={siteLinks.englishSocial} color="gray.300" target="_blank" rel="noopener noreferrer">
              {t('footer.englishSocial')}
            </Link>
          ) : (
            <>
              <Text>{t('footer.wechat')}</Text>
              {/* Below the fold on every page: read only when the footer comes near (no cost to the first load). */}
              <Image src={WECHAT_QR} alt={t('footer.wechat')} loading="lazy" width="28" height="28" />
              <Link href={siteLinks.weibo} color="gray.300" target="_blank" rel="noopener noreferrer">
                {t('footer.weibo')}
              </Link>
            </>
          )}
        </Stack>
      </Grid>
      <Flex borderTopWidth="1px" borderColor="gray.700" py="4" px="4" justify="center" gap="4" wrap="wrap" color="gray.400">
        <Text>{t('footer.copyright')}</Text>
        <Link href={siteLinks.icp} color="gray.400" target="_blank" rel="noopener noreferrer">
          {t('footer.icp')}
        </Link>
      </Flex>
    </Box>
  );
}
