// Message-board records (messages): the researcher's messages, newest first, with their reply count
// and whether staff have answered.
import { useState } from 'react';
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LeaveMessageStatus, LeaveMessageStatusLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { useMyMessages } from './api';

const PAGE_SIZE = 10;

export function MyMessagesPage() {
  const { t } = useTranslation('message');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const list = useMyMessages(page, PAGE_SIZE);
  return (
    <Panel>
      <HStack justify="space-between" mb="4">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('records.title')}
        </Text>
        <AppLink href="/message/create">{t('records.new')}</AppLink>
      </HStack>
      <Async state={list} isEmpty={(d) => d.messages.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <>
            <Stack gap="2">
              {data.messages.map((m) => (
                <HStack key={m.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" wrap="wrap">
                  <Link asChild color="blue.700" fontWeight="medium">
                    <AppLink href={`/user/messages/${m.id}`}>{m.title}</AppLink>
                  </Link>
                  <HStack gap="3">
                    <Badge colorPalette={m.status === LeaveMessageStatus.Replied ? 'green' : 'gray'}>{enumLabel(LeaveMessageStatusLabels, lang, m.status)}</Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {t('records.replies', { count: m.replyCount })} · {m.createTime}
                    </Text>
                  </HStack>
                </HStack>
              ))}
            </Stack>
            <Paginator page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
    </Panel>
  );
}
