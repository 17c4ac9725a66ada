// Message centre (msgs, docs/rules.md#states-and-transitions): notices filtered all / unread / read; select some to mark read,
// mark unread or delete; clear all after a confirmation. The top bar's unread count follows.
import { useState } from 'react';
import { Badge, Box, Button, Checkbox, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MessageTypeLabels, type ReadStatus } from '@generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useClearNotices, useNoticeAction, useNotices, type BulkAction } from './api';

export const NOTICE_PAGE_SIZE = 10;
type Filter = 'all' | 'unread' | 'read';
const READ_STATUS: Record<Filter, ReadStatus | undefined> = { all: undefined, unread: 0, read: 1 };

export function MessageCentrePage() {
  const { t } = useTranslation('notice');
  const lang = useLanguage();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmClear, setConfirmClear] = useState(false);
  const readStatus = READ_STATUS[filter];
  // The list carries the unread count: the hook keeps the top bar's badge in step with it.
  const list = useNotices(readStatus, page, NOTICE_PAGE_SIZE);
  const act = useNoticeAction();
  const clear = useClearNotices();

  const bulk = async (action: BulkAction) => {
    if (selected.length === 0) return;
    const result = await withLoading(act.mutateAsync({ action, ids: selected }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('done', { count: result.data.affected }));
    setSelected([]);
  };

  const clearAll = async () => {
    setConfirmClear(false);
    const result = await withLoading(clear.mutateAsync());
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('cleared'));
    setPage(1);
    setSelected([]);
  };

  const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="4">
        {t('title')}
      </Text>
      <Tabs.Root
        value={filter}
        onValueChange={(e) => {
          setFilter(e.value as Filter);
          setPage(1);
          setSelected([]);
        }}
      >
        <Tabs.List mb="4">
          {(['all', 'unread', 'read'] as const).map((f) => (
            <Tabs.Trigger key={f} value={f}>
              {t(`filter.${f}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The messages are the selected tab's panel (a tab must control an existing panel). */}
        <Tabs.Content value={filter} p="0">
          <Async state={list} isEmpty={(d) => d.notices.length === 0} emptyText={t('empty')}>
            {(data) => {
              const allIds = data.notices.map((n) => n.id);
              const allChecked = allIds.length > 0 && allIds.every((id) => selected.includes(id));
              return (
                <>
                  <HStack gap="2" mb="3" wrap="wrap">
                    <Checkbox.Root checked={allChecked} onCheckedChange={(e) => setSelected(e.checked === true ? allIds : [])}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('selectPage')}</Checkbox.Label>
                    </Checkbox.Root>
                    <Button size="sm" variant="outline" disabled={selected.length === 0} onClick={() => void bulk('read')}>
                      {t('markRead')}
                    </Button>
                    <Button size="sm" variant="outline" disabled={selected.length === 0} onClick={() => void bulk('unread')}>
                      {t('markUnread')}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" disabled={selected.length === 0} onClick={() => void bulk('delete')}>
                      {t('deleteSelected')}
                    </Button>
                    <Button size="sm" variant="ghost" colorPalette="red" ms="auto" onClick={() => setConfirmClear(true)}>
                      {t('clearAll')}
                    </Button>
                  </HStack>
                  <Stack gap="2">
                    {data.notices.map((notice) => (
                      <HStack key={notice.id} align="flex-start" gap="3" borderWidth="1px" borderRadius="md" p="3" bg={notice.readStatus === 0 ? 'blue.50' : undefined}>
                        <Checkbox.Root mt="1" checked={selected.includes(notice.id)} onCheckedChange={(e) => toggle(notice.id, e.checked === true)}>
                          <Checkbox.HiddenInput aria-label={t('select', { title: notice.title })} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                        <Box flex="1" minW="0">
                          <HStack gap="2" wrap="wrap">
                            {notice.readStatus === 0 && <Badge colorPalette="red">{t('unreadBadge')}</Badge>}
                            <Badge variant="outline">{enumLabel(MessageTypeLabels, lang, notice.type)}</Badge>
                            <Text fontWeight={notice.readStatus === 0 ? 'bold' : 'medium'}>{notice.link ? <AppLink href={notice.link}>{notice.title}</AppLink> : notice.title}</Text>
                          </HStack>
                          <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap">
                            {notice.content}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" mt="1">
                            {notice.sender === 'system' ? t('system') : notice.sender} · {notice.createTime}
                          </Text>
                        </Box>
                      </HStack>
                    ))}
                  </Stack>
                  <Paginator page={page} pageSize={NOTICE_PAGE_SIZE} total={data.total} onPageChange={(p) => (setPage(p), setSelected([]))} />
                </>
              );
            }}
          </Async>
        </Tabs.Content>
      </Tabs.Root>
      <AppDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('clearTitle')}
        role="alertdialog"
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setConfirmClear(false)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => void clearAll()}>
              {t('clearConfirm')}
            </Button>
          </HStack>
        }
      >
        {t('clearText')}
      </AppDialog>
    </Panel>
  );
}
