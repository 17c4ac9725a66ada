// The inbox's kind filter: "all" and one toggle per kind, each with the caller's unread count beside
// it (from the same query as the console header). The counts are a hint: while they load or when
// they fail the toggles work without them.
import { Badge, Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffInboxKindLabels, type StaffInboxKind } from '@generated/enums';
import { useEnumLabel } from '../components/useEnumLabel';
import { useInboxUnread } from './api';

const KINDS = Object.keys(StaffInboxKindLabels.zh) as StaffInboxKind[];

function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation('adminInbox');
  if (!count) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('unreadCount', { count })}</VisuallyHidden>
    </Badge>
  );
}

export function InboxKindFilter({ value, onChange }: { value: StaffInboxKind | undefined; onChange: (kind: StaffInboxKind | '') => void }) {
  const { t } = useTranslation('adminInbox');
  const label = useEnumLabel();
  const unread = useInboxUnread().data;
  const countOf = (kind: StaffInboxKind) => unread?.kinds.find((k) => k.kind === kind)?.unread;
  const toggle = (kind: StaffInboxKind | '', text: string, count: number | undefined) => {
    const on = (value ?? '') === kind;
    return (
      <Button key={kind || 'all'} size="sm" variant={on ? 'solid' : 'outline'} colorPalette={on ? 'blue' : 'gray'} aria-pressed={on} onClick={() => onChange(kind)}>
        {text}
        <UnreadBadge count={count} />
      </Button>
    );
  };
  return (
    <Box role="group" aria-labelledby="inbox-kind-label">
      <Text id="inbox-kind-label" fontSize="sm" fontWeight="medium" mb="1.5">
        {t('filter.kind')}
      </Text>
      <HStack gap="2" wrap="wrap">
        {toggle('', t('filter.all'), unread?.total)}
        {KINDS.map((kind) => toggle(kind, label(StaffInboxKindLabels, kind), countOf(kind)))}
      </HStack>
    </Box>
  );
}
