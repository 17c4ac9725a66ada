// The message board (/messages): every researcher's post, newest first, paged (the page in the
// address); each opens its thread, where staff answer.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@web/components/AppLink';
import { Paginator } from '@web/components/lists/Paginator';
import { SafeHtml } from '@web/components/SafeHtml';
import { Async } from '@web/components/feedback/StateBlocks';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useFilters } from '../components/useFilters';
import { MESSAGES_PAGE_SIZE, useAdminMessages } from './api';

export function MessagesPage() {
  const { t } = useTranslation('adminPeople');
  const { page, set } = useFilters([] as const);
  const list = useAdminMessages({ page });

  return (
    <ConsolePage title={t('messages.title')}>
      <ConsoleCard>
        <Async state={list} isEmpty={(d) => d.messages.length === 0} emptyText={t('messages.empty')}>
          {(data) => (
            <>
              <Stack gap="3" as="ul" listStyleType="none">
                {data.messages.map((m) => (
                  <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3">
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <AppLink href={`/messages/${m.id}`}>
                        <Text as="span" fontWeight="semibold" color="blue.700">
                          {m.title}
                        </Text>
                      </AppLink>
                      <Badge colorPalette={m.replyCount > 0 ? 'green' : 'orange'}>{t('messages.replies', { count: m.replyCount })}</Badge>
                    </HStack>
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {m.user.nickname} · {m.createTime}
                    </Text>
                    <SafeHtml html={m.content} fontSize="sm" mt="2" maxH="24" overflow="hidden" />
                  </Box>
                ))}
              </Stack>
              <Paginator page={page} pageSize={MESSAGES_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
    </ConsolePage>
  );
}
