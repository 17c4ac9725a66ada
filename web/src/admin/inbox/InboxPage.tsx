// The staff inbox (/inbox): what researchers did, newest first, filtered by kind and read state (both
// in the address) with the unread count of each kind. Opening an item marks it read for the caller
// and goes to its console screen; selected items, or all of them, are marked read after a confirmation.
// Live: a new item refetches the page in the background; new rows wait behind a bar.
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReadStatusLabels, StaffInboxKindLabels, type ReadStatus, type StaffInboxKind } from '@generated/enums';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { NewRowsBar } from '../components/NewRowsBar';
import { useHeldRows } from '../components/useHeldRows';
import { INBOX_PAGE_SIZE, useMarkInboxRead, useStaffInbox } from './api';
import { InboxItemTable, type InboxItem } from './InboxItemTable';
import { InboxKindFilter } from './InboxKindFilter';
import { MarkReadDialog, type MarkReadScope } from './MarkReadDialog';
import { useInboxCursor } from './useInboxCursor';

const isKind = (v: string | undefined): v is StaffInboxKind => v !== undefined && v in StaffInboxKindLabels.zh;

export function InboxPage() {
  const { t } = useTranslation('adminInbox');
  const readOptions = useEnumOptions(ReadStatusLabels);
  const { values, page, set } = useFilters(['kind', 'readStatus'] as const);
  const kind = isKind(values.kind) ? values.kind : undefined;
  const readStatus = values.readStatus !== undefined && values.readStatus in ReadStatusLabels.zh ? (Number(values.readStatus) as ReadStatus) : undefined;
  const list = useStaffInbox({ page, ...(kind ? { kind } : {}), ...(readStatus !== undefined ? { readStatus } : {}) });
  const open = useMarkInboxRead();
  // The selection belongs to the page of items shown: another page or filter starts empty.
  const view = `${kind ?? ''}|${readStatus ?? ''}|${page}`;
  const held = useHeldRows(list.data?.items, view);
  const [selection, setSelection] = useState<{ view: string; ids: Set<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const [marking, setMarking] = useState<MarkReadScope | null>(null);

  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelection({ view, ids: next });
  };
  // The link goes on to the item's screen at once; the mark is sent on its way (a failure only leaves it unread).
  const onOpen = (item: InboxItem) => {
    if (!item.read) open.mutate({ ids: [item.id] });
  };
  const cursor = useInboxCursor(held.rows ?? list.data?.items ?? [], onOpen);

  return (
    <ConsolePage
      title={t('title')}
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={selected.size === 0} onClick={() => setMarking({ ids: [...selected] })}>
            {t('markSelectedCount', { count: selected.size })}
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setMarking({ all: true, ...(kind ? { kind } : {}) })}>
            {t('markAll')}
          </Button>
        </HStack>
      }
    >
      <ConsoleCard>
        <Stack gap="4" mb="4">
          <InboxKindFilter value={kind} onChange={(v) => set({ kind: v })} />
          <HStack>
            <SelectFilter
              id="inbox-read"
              label={t('filter.readStatus')}
              allLabel={t('filter.all')}
              value={readStatus === undefined ? '' : String(readStatus)}
              options={readOptions}
              onChange={(v) => set({ readStatus: v })}
            />
          </HStack>
        </Stack>
        <Async state={list} isEmpty={(d) => d.items.length === 0} emptyText={t('empty')}>
          {(data) => (
            <>
              <NewRowsBar count={held.newCount} onShow={held.show} />
              <InboxItemTable items={held.rows ?? data.items} selected={selected} onSelect={select} onOpen={onOpen} cursor={cursor.rowProps} />
              <Paginator page={page} pageSize={INBOX_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {marking && <MarkReadDialog scope={marking} onClose={() => setMarking(null)} onDone={() => setSelection({ view, ids: new Set() })} />}
    </ConsolePage>
  );
}
