// The views a staff member pinned, under the queue's menu entry, each with the number of reports it
// shows now (components/bugViews.ts keeps the counts fresh). Nothing while none is pinned, loading or
// failed: the menu stays as it is and the queue's own entry still leads there.
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { useBugViews, viewHref } from './bugViews';

export function PinnedViews({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const list = useBugViews();
  const search = useSearch();
  const pinned = (list.data?.views ?? []).filter((v) => v.pinned);
  if (pinned.length === 0) return null;
  return (
    <Stack as="ul" gap="0" aria-label={t('nav.pinnedViews')}>
      {pinned.map((view) => {
        const href = viewHref(view);
        const current = href === (search ? `/bugs?${search}` : '/bugs');
        return (
          <li key={view.key}>
            <Link asChild display="block" pl="8" pr="4" py="1" fontSize="sm" color={current ? 'blue.800' : 'gray.700'} _hover={{ bg: 'gray.100', textDecoration: 'none' }}>
              <AppLink href={href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                <HStack justify="space-between" gap="2">
                  <Text truncate>{view.name}</Text>
                  <Badge size="sm" colorPalette={view.count > 0 ? 'blue' : 'gray'} aria-label={t('nav.viewCount', { count: view.count })}>
                    {view.count}
                  </Badge>
                </HStack>
              </AppLink>
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
