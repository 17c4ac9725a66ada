// The right of the top bar: portrait, nickname, unread count, personal centre and sign-out for a
// signed-in user; the sign-in label (Chinese only: no sign-in popup in English, spec §1) otherwise.
import { Badge, Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { formatBadge } from '../../lib/formats';
import { pageLanguage, withLanguage } from '../../lib/language';
import { sessionAtom } from '../../lib/session';
import { openSignIn, withLoading } from '../../lib/ui';
import { useSignOut } from './api';

export function SessionArea() {
  const { t } = useTranslation('layout');
  const session = useAtomValue(sessionAtom);
  const logout = useSignOut();
  const signOut = async () => {
    await withLoading(logout.mutateAsync());
    // A full load starts the anonymous session cleanly (new token, no cached user state).
    window.location.assign(withLanguage('/v2/home', window.location.search));
  };
  if (session.status === 'signedIn') {
    const { user, unread } = session;
    return (
      <HStack gap="4" fontSize="xs">
        <Link asChild color="gray.200">
          <AppLink href="/user/home" title={t('personalCentre')}>
            <HStack gap="2">
              <Picture src={user.portrait} alt="" boxSize="6" borderRadius="full" />
              <Text maxW="32" truncate>
                {user.nickname}
              </Text>
            </HStack>
          </AppLink>
        </Link>
        <Link asChild color="gray.200" position="relative">
          <AppLink href="/user/msgs" aria-label={t('unread', { count: unread })}>
            <Box as="span">{t('messageCentre')}</Box>
            {unread > 0 && (
              <Badge colorPalette="red" variant="solid" borderRadius="full" ml="1">
                {formatBadge(unread)}
              </Badge>
            )}
          </AppLink>
        </Link>
        <Link asChild color="gray.200">
          <AppLink href="/user/home">{t('personalCentre')}</AppLink>
        </Link>
        <Button size="2xs" variant="ghost" color="gray.200" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
      </HStack>
    );
  }
  if (session.status === 'signedOut' && pageLanguage() === 'zh') {
    return (
      <Button size="2xs" colorPalette="blue" onClick={openSignIn}>
        {t('signIn')}
      </Button>
    );
  }
  return null;
}
