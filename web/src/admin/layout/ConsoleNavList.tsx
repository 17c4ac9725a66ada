// The console's menu, grouped (nav.ts): beside the page on wide screens, in the menu sheet on narrow
// ones, where `onNavigate` closes the sheet when an entry is chosen. The queue's pinned views, with
// their counts, sit under the queue's entry.
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { activeNavKey, consoleNavNamespaces, navFor } from '../nav';
import { useStaffCan } from '../components/useStaffCan';
import { PinnedViews } from '../components/PinnedViews';

export function ConsoleNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(consoleNavNamespaces);
  const [path] = useLocation();
  const active = activeNavKey(path);
  const can = useStaffCan();
  return (
    <Stack as="nav" aria-label={t('menu')} gap="3">
      {navFor(can).map((group) => (
        <Box key={group.key}>
          <Text px="4" pb="1" fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase">
            {t(`navGroup.${group.key}`)}
          </Text>
          <Stack gap="0">
            {group.items.map((entry) => [
              <Link
                key={entry.key}
                asChild
                px="4"
                py={{ base: '2.5', md: '1.5' }}
                fontSize="sm"
                color={entry.key === active ? 'blue.800' : 'gray.800'}
                bg={entry.key === active ? 'blue.50' : undefined}
                fontWeight={entry.key === active ? 'semibold' : 'normal'}
                borderLeftWidth="3px"
                borderLeftColor={entry.key === active ? 'blue.600' : 'transparent'}
                _hover={{ bg: 'gray.100', textDecoration: 'none' }}
              >
                <AppLink href={entry.path} aria-current={entry.key === active ? 'page' : undefined} onClick={onNavigate}>
                  {t(`nav.${entry.key}`, { ns: entry.ns ?? 'admin' })}
                </AppLink>
              </Link>,
              entry.key === 'bugs' && <PinnedViews key="pinned-views" onNavigate={onNavigate} />,
            ])}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
