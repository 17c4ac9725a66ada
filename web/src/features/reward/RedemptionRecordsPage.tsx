// Redemption records (ex): the researcher's gift orders with status, coins, shipping address and
// tracking, filtered by status.
import { useState } from 'react';
import { Badge, Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TradeStatusLabels, type TradeStatus } from '@generated/enums';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Picture } from '../../components/Picture';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { TRADE_PAGE_SIZE, useTrades } from './api';

const STATUSES: TradeStatus[] = [10, 21, 22, 23, 30, 31, 32];
/** Pending blue, shipped / issued green, closed and failures grey or red. */
export const STATUS_COLOR: Record<TradeStatus, string> = { 10: 'blue', 21: 'green', 22: 'green', 23: 'green', 30: 'gray', 31: 'red', 32: 'red' };

export function RedemptionRecordsPage() {
  const { t } = useTranslation('reward');
  const lang = useLanguage();
  const [status, setStatus] = useState<TradeStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const trades = useTrades(status, page);
  return (
    <Panel>
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('records.title')}
        </Text>
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field
            aria-label={t('records.statusFilter')}
            value={status ?? ''}
            onChange={(e) => {
              setStatus(e.currentTarget.value ? (Number(e.currentTarget.value) as TradeStatus) : undefined);
              setPage(1);
            }}
          >
            <option value="">{t('common:all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {enumLabel(TradeStatusLabels, lang, value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Async state={trades} isEmpty={(d) => d.trades.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <>
            <Stack gap="3">
              {data.trades.map((trade) => (
                <HStack key={trade.id} align="flex-start" gap="4" borderWidth="1px" borderRadius="md" p="3">
                  <Picture src={trade.pic} alt="" boxSize="16" objectFit="cover" borderRadius="md" />
                  <Box flex="1" minW="0">
                    <HStack justify="space-between" wrap="wrap">
                      <Text fontWeight="medium">{trade.rewardName}</Text>
                      <Badge colorPalette={STATUS_COLOR[trade.status]}>{trade.statusText || enumLabel(TradeStatusLabels, lang, trade.status)}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t('records.line', { num: trade.num, cost: trade.cost, time: trade.createTime })}
                    </Text>
                    {trade.address && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('records.shipTo', { name: trade.address.realname, tel: trade.address.tel, address: trade.address.address })}
                      </Text>
                    )}
                    {trade.tracking && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('records.tracking', { tracking: trade.tracking })}
                      </Text>
                    )}
                  </Box>
                </HStack>
              ))}
            </Stack>
            <Paginator page={page} pageSize={TRADE_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
    </Panel>
  );
}
