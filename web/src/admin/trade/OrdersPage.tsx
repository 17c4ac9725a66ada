// Orders to fulfil (/orders): every exchange order, newest first, filtered by status and gift type
// (both in the address), with the moves its status and gift type allow — nothing else is offered,
// and nothing at all to a member whose roles may not move an order (the column is left out).
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RewardTypeLabels, TradeStatusLabels, type RewardType, type TradeAction, type TradeStatus } from '@generated/enums';
import type { components } from '@generated/api';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { allowedTradeActions } from '@common/trade-moves';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { ORDERS_PAGE_SIZE, useAdminOrders } from './api';
import { OrderActionDialog } from './OrderActionDialog';

type Order = components['schemas']['AdminTradeItem'];

const STATUS_COLOR: Record<TradeStatus, string> = { 10: 'orange', 21: 'blue', 22: 'green', 23: 'green', 30: 'gray', 31: 'red', 32: 'gray' };
const known = <T extends string>(labels: { zh: Record<string, string> }, value: string | undefined) => (value !== undefined && value in labels.zh ? (value as T) : undefined);

export function OrdersPage() {
  const { t } = useTranslation('adminOrders');
  const label = useEnumLabel();
  const statusOptions = useEnumOptions(TradeStatusLabels);
  const typeOptions = useEnumOptions(RewardTypeLabels);
  const { values, page, set } = useFilters(['status', 'type'] as const);
  const status = known<`${TradeStatus}`>(TradeStatusLabels, values.status);
  const type = known<RewardType>(RewardTypeLabels, values.type);
  const list = useAdminOrders({ page, ...(status ? { status: Number(status) as TradeStatus } : {}), ...(type ? { type } : {}) });
  const [acting, setActing] = useState<{ order: Order; action: TradeAction } | null>(null);
  const canMove = useStaffCan()('POST /v2/admin/api/trade/{id}/action');
  const columns = ['order', 'researcher', 'gift', 'num', 'cost', 'address', 'status', ...(canMove ? ['actions'] : [])];

  return (
    <ConsolePage title={t('title')}>
      <ConsoleCard>
        <HStack gap="4" mb="4" wrap="wrap" align="flex-end">
          <SelectFilter id="orders-status" label={t('filter.status')} allLabel={t('filter.all')} value={status ?? ''} options={statusOptions} onChange={(v) => set({ status: v })} />
          <SelectFilter id="orders-type" label={t('filter.type')} allLabel={t('filter.all')} value={type ?? ''} options={typeOptions} onChange={(v) => set({ type: v })} />
        </HStack>
        <Async state={list} isEmpty={(d) => d.trades.length === 0} emptyText={t('empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {columns.map((key) => (
                        <Table.ColumnHeader key={key}>{t(`column.${key}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.trades.map((order) => (
                      <Table.Row key={order.id} data-testid={`order-${order.id}`}>
                        <Table.Cell whiteSpace="nowrap">
                          <Text>#{order.id}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {order.createTime}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          {order.user.nickname}
                          <Text fontSize="xs" color="fg.muted">
                            ID {order.user.userId}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Text>{order.rewardName}</Text>
                          <Badge size="sm">{label(RewardTypeLabels, order.type)}</Badge>
                        </Table.Cell>
                        <Table.Cell>{order.num}</Table.Cell>
                        <Table.Cell>{order.cost}</Table.Cell>
                        <Table.Cell maxW="64" fontSize="xs">
                          {order.address ? (
                            <>
                              <Text>
                                {order.address.realname} {order.address.tel}
                              </Text>
                              <Text wordBreak="break-word">{order.address.address}</Text>
                            </>
                          ) : (
                            <Text color="fg.muted">{t('noAddress')}</Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={STATUS_COLOR[order.status]}>{order.statusText || label(TradeStatusLabels, order.status)}</Badge>
                          {order.tracking && (
                            <Text fontSize="xs" mt="1" wordBreak="break-all">
                              {t('tracking', { tracking: order.tracking })}
                            </Text>
                          )}
                        </Table.Cell>
                        {canMove && (
                          <Table.Cell>
                            <Stack gap="1" align="flex-start">
                              {allowedTradeActions(order.status, order.type).map((action) => (
                                <Button
                                  key={action}
                                  size="xs"
                                  variant="outline"
                                  colorPalette={action === 'close' || action === 'reject' || action === 'cash-failed' ? 'red' : 'blue'}
                                  onClick={() => setActing({ order, action })}
                                >
                                  {t(`action.${action}`)}
                                </Button>
                              ))}
                            </Stack>
                          </Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={ORDERS_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {acting && <OrderActionDialog key={`${acting.order.id}-${acting.action}`} order={acting.order} action={acting.action} onClose={() => setActing(null)} />}
    </ConsolePage>
  );
}
