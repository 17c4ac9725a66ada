// The personal centre's frame (docs/rules.md#screens-and-routes (personal centre)): the side menu beside the page, behind the
// login guard of docs/rules.md#states-and-transitions — while the start-up info call is pending the page waits (when it fails,
// the page says so and offers a retry); a visitor who turns out to be signed out goes to home with the language kept. Each feature wraps its /user
// pages with `userCentrePage`, so features never import each other.
import { useEffect, useRef, type ComponentType } from 'react';
import { Box, Button, Flex, Stack, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PageComponent, PageParams } from '../../lib/appRoute';
import { loadSession } from '../../lib/session/loadSession';
import { setSessionLoadFailed, useSession, useSessionLoadFailed } from '../../lib/session/session';
import { AppLink, useAppNavigate } from '../AppLink';
import { LoadingBlock } from '../feedback/StateBlocks';

/** The side menu in the order of docs/rules.md#screens-and-routes; `section` is the path segment that marks it current. */
export const USER_MENU = [
  { key: 'home', href: '/user/home', sections: ['home'] },
  { key: 'infos', href: '/user/infos', sections: ['infos'] },
  { key: 'currency', href: '/user/currency', sections: ['currency'] },
  { key: 'bugs', href: '/user/bugs', sections: ['bugs', 'bug'] },
  { key: 'messages', href: '/user/messages', sections: ['messages'] },
  { key: 'ex', href: '/user/ex', sections: ['ex'] },
  { key: 'msgs', href: '/user/msgs', sections: ['msgs'] },
  { key: 'addr', href: '/user/addr', sections: ['addr', 'add-addr'] },
  { key: 'team', href: '/user/team', sections: ['team'] },
  { key: 'qa', href: '/user/qa', sections: ['qa'] },
  { key: 'reportingInfo', href: '/user/reportingInfo', sections: ['reportingInfo'] },
  { key: 'businessCoefficient', href: '/user/businessCoefficient', sections: ['businessCoefficient'] },
  // Not in the personal centre's menu of docs/rules.md#screens-and-routes: personal API tokens, added with the API reference.
  { key: 'apiTokens', href: '/user/api-tokens', sections: ['api-tokens'] },
] as const;

/** The menu key of a path such as /user/bug/12 (→ bugs), or undefined outside the centre. */
export function currentUserMenuKey(path: string): string | undefined {
  const section = /^\/user\/([^/?#]+)/.exec(path)?.[1];
  return USER_MENU.find((item) => (item.sections as readonly string[]).includes(section ?? ''))?.key;
}

/** On a phone the menu is one row that scrolls sideways inside its card (twelve entries stacked
 * would push the page below the fold on every visit); the current entry is scrolled into view. */
function SideMenu() {
  const { t } = useTranslation('user');
  const [path] = useLocation();
  const current = currentUserMenuKey(path);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = scroller.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls (scrollIntoView would scroll the page too); a column has nothing to scroll.
    if (list && item && list.scrollWidth > list.clientWidth) list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <Box as="nav" aria-label={t('menuLabel')} bg="white" borderWidth="1px" borderRadius="lg" py={{ base: '0', md: '2' }} w={{ base: 'full', md: '56' }} flexShrink={0}>
      <Stack as="ul" ref={scroller} direction={{ base: 'row', md: 'column' }} gap="0" listStyleType="none" overflowX={{ base: 'auto', md: 'visible' }} position="relative">
        {USER_MENU.map((item) => {
          const active = item.key === current;
          return (
            <Box as="li" key={item.key} flexShrink={0}>
              <AppLink href={item.href} aria-current={active ? 'page' : undefined}>
                <Box
                  px={{ base: '4', md: '5' }}
                  py={{ base: '3', md: '2.5' }}
                  fontSize="sm"
                  whiteSpace="nowrap"
                  color={active ? 'blue.700' : 'gray.700'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'blue.50' : undefined}
                  borderStartWidth={{ base: '0', md: '3px' }}
                  borderBottomWidth={{ base: '3px', md: '0' }}
                  borderColor={active ? 'blue.600' : 'transparent'}
                  _hover={{ bg: 'gray.50' }}
                >
                  {t(`menu.${item.key}`)}
                </Box>
              </AppLink>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function SignedOutRedirect() {
  const navigate = useAppNavigate();
  useEffect(() => navigate('/home', { replace: true }));
  return null;
}

/** The start-up info call failed: say so, and ask again on request (the spinner shows meanwhile). */
function SessionLoadFailure() {
  // The shell's namespace: it is there even when the network that failed would not bring another.
  const { t } = useTranslation();
  const retry = () => {
    setSessionLoadFailed(false);
    void loadSession();
  };
  return (
    <VStack minH="60vh" justify="center" gap="3" role="alert" px="4" textAlign="center">
      <Text color="fg.muted">{t('sessionFailed')}</Text>
      <Button size="sm" variant="outline" onClick={retry}>
        {t('retry')}
      </Button>
    </VStack>
  );
}

export function UserCentreFrame({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const failed = useSessionLoadFailed();
  if (session.status === 'unknown') return failed ? <SessionLoadFailure /> : <LoadingBlock minH="60vh" />;
  if (session.status === 'signedOut') return <SignedOutRedirect />;
  return (
    <Flex maxW="1200px" mx="auto" px="4" py={{ base: '4', md: '8' }} gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideMenu />
      <Box flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
}

/** A /user page: the page inside the personal centre's frame and login guard. */
export function userCentrePage(Page: ComponentType<{ params: PageParams }>): PageComponent {
  return function UserCentrePage({ params }: { params: PageParams }) {
    return (
      <UserCentreFrame>
        <Page params={params} />
      </UserCentreFrame>
    );
  };
}
