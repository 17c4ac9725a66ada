// The console header's link to the inbox with the caller's unread count (fetched again every minute
// and after any mark-read). The count shows only when there is something unread; the link's name
// always says how many and starts with what is shown ("Inbox 3", "Inbox 99+": label in name, WCAG
// 2.5.3, which axe checks). It loads its texts on its own, so the header never waits for them.
import { Suspense } from 'react';
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { useInboxUnread } from './inboxUnread';

/** Shown as 99+ beyond this (the name still gives the exact count). */
const SHOWN_MAX = 99;

function HeaderBadge() {
  const { t } = useTranslation('adminInbox');
  const total = useInboxUnread().data?.total;
  const name =
    total === undefined
      ? t('header.name')
      : total === 0
        ? t('header.none')
        : total > SHOWN_MAX
          ? t('header.unreadCapped', { count: total, shown: `${SHOWN_MAX}+` })
          : t('header.unread', { count: total });
  return (
    <Link asChild color="gray.100" _hover={{ color: 'white', textDecoration: 'none' }}>
      <AppLink href="/inbox" aria-label={name}>
        <HStack gap="1.5" aria-hidden="true">
          <Text as="span">{t('header.name')}</Text>{' '}
          {total !== undefined && total > 0 && (
            <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full" data-testid="inbox-unread-count">
              {total > SHOWN_MAX ? `${SHOWN_MAX}+` : total}
            </Badge>
          )}
        </HStack>
      </AppLink>
    </Link>
  );
}

export function InboxHeaderBadge() {
  return (
    <Suspense fallback={null}>
      <HeaderBadge />
    </Suspense>
  );
}
