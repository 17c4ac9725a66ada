// The inbox items of one page: a box to select each (for "mark selected read"), the kind, the
// object's title (a link to its console screen) with the excerpt, the researcher and the time. An
// unread item is bold with a dot, and says "unread" to a screen reader. An item someone handled (acted
// on its report) names them: it is read for every staff member.
import { Badge, Box, Checkbox, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffInboxKindLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { AppLink } from '../../components/AppLink';
import { useEnumLabel } from '../components/useEnumLabel';
import { inboxTarget } from './inboxTarget';
import { InboxItemCards } from './InboxItemCards';
import { TableOrCards } from '../components/TableOrCards';
import type { CursorRowProps } from '../components/shortcuts/useListCursor';

export type InboxItem = components['schemas']['StaffInboxItem'];

export interface InboxItemTableProps {
  items: readonly InboxItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onOpen: (item: InboxItem) => void;
  /** The keyboard cursor's marks for a row (useInboxCursor). */
  cursor?: (index: number) => CursorRowProps;
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function InboxItemTable({ items, selected, onSelect, onOpen, cursor }: InboxItemTableProps) {
  const { t } = useTranslation('adminInbox');
  const label = useEnumLabel();
  const chosen = items.filter((i) => selected.has(i.id)).length;
  const all = chosen === 0 ? false : chosen === items.length ? true : 'indeterminate';
  return (
    <TableOrCards cards={<InboxItemCards items={items} selected={selected} onSelect={onSelect} onOpen={onOpen} cursor={cursor} />}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <SelectBox
                label={t('selectPage')}
                checked={all}
                onChange={(on) =>
                  onSelect(
                    items.map((i) => i.id),
                    on,
                  )
                }
              />
            </Table.ColumnHeader>
            {(['kind', 'item', 'researcher', 'time'] as const).map((key) => (
              <Table.ColumnHeader key={key}>{t(`column.${key}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, i) => (
            <Table.Row key={item.id} data-testid={`inbox-${item.id}`} bg={item.read ? undefined : 'blue.50/50'} {...cursor?.(i)}>
              <Table.Cell>
                <SelectBox label={t('selectItem', { title: item.title })} checked={selected.has(item.id)} onChange={(on) => onSelect([item.id], on)} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge size="sm">{label(StaffInboxKindLabels, item.kind)}</Badge>
              </Table.Cell>
              <Table.Cell maxW="xl">
                <AppLink href={inboxTarget(item.kind, item.objectId, item.commentId)} onClick={() => onOpen(item)}>
                  {!item.read && (
                    <>
                      <Box as="span" display="inline-block" w="2" h="2" mr="1.5" borderRadius="full" bg="red.500" aria-hidden="true" />
                      <VisuallyHidden>{t('unread')}</VisuallyHidden>{' '}
                    </>
                  )}
                  <Text as="span" color="blue.700" fontWeight={item.read ? 'normal' : 'bold'} wordBreak="break-word">
                    {item.title}
                  </Text>
                </AppLink>
                {item.summary && (
                  <Text fontSize="xs" color="fg.muted" mt="0.5" lineClamp={2} wordBreak="break-word">
                    {item.summary}
                  </Text>
                )}
                {item.handledBy && (
                  <Text fontSize="xs" color="green.700" mt="0.5" data-testid="inbox-handled">
                    {t('handledBy', { name: item.handledBy.nickname, time: item.handledTime ?? '' })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {item.who.nickname}
                <Text fontSize="xs" color="fg.muted">
                  ID {item.who.userId}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontSize="xs">
                {item.time}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableOrCards>
  );
}
