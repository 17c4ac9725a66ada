// The inbox on a phone: a card per item — its box to select it, the kind, the title (the link to its
// screen) with the excerpt, who and when, and whether it is unread (a dot and the word, bold title).
import { Badge, Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffInboxKindLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { CardList, ListCard } from '../components/ListCard';
import type { CursorRowProps } from '../components/shortcuts/useListCursor';
import { useEnumLabel } from '../components/useEnumLabel';
import { inboxTarget } from './inboxTarget';
import type { InboxItemTableProps } from './InboxItemTable';

export function InboxItemCards({ items, selected, onSelect, onOpen, cursor }: InboxItemTableProps & { cursor?: (index: number) => CursorRowProps }) {
  const { t } = useTranslation(['adminInbox', 'admin']);
  const label = useEnumLabel();
  return (
    <CardList label={t('title')}>
      {items.map((item, i) => (
        <ListCard key={item.id} cursor={cursor?.(i)} unread={!item.read} testId={`inbox-card-${item.id}`}>
          <Stack gap="1.5">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="2">
                <Checkbox.Root size="sm" checked={selected.has(item.id)} onCheckedChange={(e) => onSelect([item.id], e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t('selectItem', { title: item.title })}</Checkbox.Label>
                </Checkbox.Root>
                <Badge size="sm">{label(StaffInboxKindLabels, item.kind)}</Badge>
              </HStack>
              {!item.read && (
                <HStack gap="1" fontSize="xs" color="red.700">
                  <Box as="span" w="2" h="2" borderRadius="full" bg="red.500" aria-hidden="true" />
                  {t('admin:phone.inbox.unread')}
                </HStack>
              )}
            </HStack>
            <AppLink href={inboxTarget(item.kind, item.objectId)} onClick={() => onOpen(item)}>
              <Text as="span" color="blue.700" fontWeight={item.read ? 'normal' : 'bold'}>
                {item.title}
              </Text>
            </AppLink>
            {item.summary && (
              <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                {item.summary}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {item.who.nickname} · ID {item.who.userId} · {item.time}
            </Text>
          </Stack>
        </ListCard>
      ))}
    </CardList>
  );
}
