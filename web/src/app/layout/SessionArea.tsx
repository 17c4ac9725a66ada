// The visitor's session in the top bar: portrait, nickname, messages with the unread count,
// personal centre and sign-out for a signed-in user; otherwise the sign-in button (the popup in
// Chinese; in English, which has no sign-in popup (docs/rules.md#product), a link to the English
// sign-in instructions). A row in the dark strip of wide screens (`strip`), a column
// in the menu sheet of narrow ones (`sheet`, whose `onAction` closes the sheet).
// Every link is named by the words it shows (WCAG 2.5.3, label in name): the unread count is a
// visible badge followed by words only screen readers read, never an aria-label that hides the text.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { formatBadge } from '../../lib/formats';
import { withLanguage } from '../../lib/language/language';
import { pauseLiveNotices } from '../../lib/liveNotices';
import { useSession } from '../../lib/session/session';
import { withLoading } from '../../lib/ui';
import { SignInAction } from '../../components/auth/SignInAction';
import { useSignOut } from './api';

export function SessionArea({ variant = 'strip', onAction }: { variant?: 'strip' | 'sheet'; onAction?: () => void }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const logout = useSignOut();
  const sheet = variant === 'sheet';
  const signOut = async () => {
    const resume = pauseLiveNotices();
    const result = await withLoading(logout.mutateAsync());
    // A failure is shown as it came; the page stays as it was, signed in, and streams again.
    if (!result.ok) return resume();
    // A full load starts the anonymous session cleanly (new token, no cached user state).
    window.location.assign(withLanguage('/v2/home', window.location.search));
  };
  if (session.status === 'signedIn') {
    const { user, unread } = session;
    const link = sheet ? { color: 'gray.800', px: '3', py: '2' } : { color: 'gray.200' };
    return (
      <Stack direction={sheet ? 'column' : 'row'} gap={sheet ? '1' : '4'} fontSize={sheet ? 'md' : 'xs'} align={sheet ? 'stretch' : 'center'}>
        <Link asChild {...link}>
          <AppLink href="/user/home" title={t('personalCentre')} onClick={onAction}>
            <HStack gap="2">
              <Picture src={user.portrait} alt="" boxSize={sheet ? '8' : '6'} borderRadius="full" />
              <Text maxW={sheet ? '48' : '32'} truncate>
                {user.nickname}
              </Text>
            </HStack>
          </AppLink>
        </Link>
        <Link asChild {...link}>
          <AppLink href="/user/msgs" onClick={onAction}>
            <Box as="span">{t('messageCentre')}</Box>
            {unread > 0 && (
              <>
                {' '}
                <Badge colorPalette="red" variant="solid" borderRadius="full">
                  {formatBadge(unread)}
                </Badge>{' '}
                <Box as="span" srOnly>
                  {t('unreadAfterBadge')}
                </Box>
              </>
            )}
          </AppLink>
        </Link>
        <Link asChild {...link}>
          <AppLink href="/user/home" onClick={onAction}>
            {t('personalCentre')}
          </AppLink>
        </Link>
        <Button
          size={sheet ? 'md' : '2xs'}
          variant={sheet ? 'outline' : 'ghost'}
          mt={sheet ? '3' : undefined}
          {...(sheet ? {} : { color: 'gray.200', _hover: { bg: 'whiteAlpha.200' } })}
          onClick={() => void signOut()}
        >
          {t('signOut')}
        </Button>
      </Stack>
    );
  }
  if (session.status === 'signedOut') {
    return <SignInAction size={sheet ? 'md' : '2xs'} width={sheet ? 'full' : undefined} colorPalette="blue" onAction={onAction} />;
  }
  return null;
}
