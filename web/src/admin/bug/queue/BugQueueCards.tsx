// The queue on a phone: a card per report instead of the ten-column table — its title (the link to
// the review) with the urged and new-reply marks, its state, its SLA clock and who handles it; with
// the bulk actions' tick first when the member may act in bulk.
import type { ReactNode } from 'react';
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../../components/AppLink';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useLanguage } from '../../../lib/language/useLanguage';
import { CardList, ListCard } from '../../components/ListCard';
import type { CursorRowProps } from '../../components/shortcuts/useListCursor';
import type { components } from '@generated/api';
import { STATUS_COLOR } from '../bugStatusColor';
import { QueueSlaCell } from './QueueSlaCell';

type QueueBug = components['schemas']['AdminBugQueueItem'];

export function BugQueueCards({ bugs, cursor, tick }: { bugs: readonly QueueBug[]; cursor?: (index: number) => CursorRowProps; tick?: ((bug: QueueBug) => ReactNode) | undefined }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  return (
    <CardList label={t('queue.title')}>
      {bugs.map((bug, i) => (
        <ListCard key={bug.id} cursor={cursor?.(i)} testId={`queue-card-${bug.id}`}>
          <Stack gap="2">
            <HStack gap="2" align="start">
              {tick?.(bug)}
              <Box>
                <Text as="span" color="fg.muted" fontSize="sm" me="1.5">
                  #{bug.id}
                </Text>
                <Link asChild color="blue.700" fontWeight="medium">
                  <AppLink href={`/bugs/${bug.id}`}>{bug.name}</AppLink>
                </Link>
              </Box>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={STATUS_COLOR[bug.status]}>{bug.statusText || enumLabel(BugStatusLabels, lang, bug.status)}</Badge>
              {bug.urged && <Badge colorPalette="red">{t('queue.urged')}</Badge>}
              {bug.needsInfo && <Badge colorPalette="purple">{t('queue.needsInfo')}</Badge>}
              {bug.unreadReply && <Badge colorPalette="orange">{t('queue.unreadReply')}</Badge>}
            </HStack>
            <QueueSlaCell clock={bug.slaNextClock} due={bug.slaDueTime} breached={bug.slaBreached} paused={bug.needsInfo} />
            <Text fontSize="sm">
              {t('queue.assignee')}:{' '}
              <Text as="span" color={bug.assignee ? undefined : 'fg.muted'}>
                {bug.assignee?.nickname ?? t('queue.unassigned')}
              </Text>
            </Text>
          </Stack>
        </ListCard>
      ))}
    </CardList>
  );
}
