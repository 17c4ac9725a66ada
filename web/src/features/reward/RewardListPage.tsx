// Gifts (docs/rules.md#screens-and-routes, #states-and-transitions, #limits): name keyword, type and price filters, 12 a page; sold out and not exchangeable
// states; the exchange in one dialog on this page: quantity, the address of a shipped gift (chosen or
// added there), confirm, the outcome.
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Input, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { CURRENCY_UNITS_PER_COIN } from '@common/coin-value';
import { RewardTypeLabels, type RewardType } from '@generated/enums';
import { PageContainer } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { useSignedInUser } from '../../lib/session/session';
import { withLoading } from '../../lib/ui';
import { REWARD_PAGE_SIZE, useRewardInfo, useRewards, useTrade } from './api';
import { ExchangeDialog } from './ExchangeDialog';
import { ExchangeResultDialog } from './ExchangeResultDialog';
import { failureOutcome, type ExchangeOutcome } from './exchangeOutcome';
import { listRewardsParamLimits } from '@generated/limits';
import { availability, PRICE_RANGES, rewardKeyword, TYPE_FILTERS, type PriceRange } from './filters';
import { RewardCard } from './RewardCard';

type Reward = components['schemas']['RewardItem'];

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack align="center" gap="3">
      <Text fontSize="sm" color="fg.muted" minW="16">
        {label}
      </Text>
      <Wrap gap="2">{children}</Wrap>
    </HStack>
  );
}

export function RewardListPage() {
  const { t } = useTranslation('reward');
  const lang = useLanguage();
  const user = useSignedInUser();
  const [type, setType] = useState<RewardType | 'all'>('all');
  const [price, setPrice] = useState<PriceRange>(PRICE_RANGES[0]!);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [exchanging, setExchanging] = useState<Reward | null>(null);
  const [outcome, setOutcome] = useState<ExchangeOutcome | null>(null);

  const list = useRewards(type, price, page, keyword);
  const info = useRewardInfo(user !== null);
  const eligible = user && info.data ? info.data.new_people_reward_status : null;
  const trade = useTrade();

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const startExchange = (reward: Reward) => {
    if (requireSignIn()) setExchanging(reward);
  };
  const confirm = async (num: number, addressId: number | undefined) => {
    const reward = exchanging;
    setExchanging(null);
    if (!reward) return;
    const result = await withLoading(trade({ rewardId: reward.id, num, ...(addressId === undefined ? {} : { addressId }) }));
    setOutcome(result.ok ? { ok: true, num: result.data.num, cost: result.data.cost, cash: reward.type === 'cash' } : failureOutcome(result));
  };

  return (
    <PageContainer title={t('title')}>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" mb="6" display="flex" flexDirection="column" gap="3">
        <HStack
          as="form"
          role="search"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            filter(() => setKeyword(rewardKeyword(typed)));
          }}
        >
          <Input
            type="search"
            size="sm"
            maxW="xs"
            aria-label={t('keyword')}
            placeholder={t('keyword')}
            value={typed}
            maxLength={listRewardsParamLimits.keyword.maxLength}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" size="sm" colorPalette="blue">
            {t('search')}
          </Button>
        </HStack>
        <FilterRow label={t('typeFilter')}>
          {TYPE_FILTERS.map((value) => (
            <Button key={value} size="xs" variant={type === value ? 'solid' : 'outline'} colorPalette="blue" aria-pressed={type === value} onClick={() => filter(() => setType(value))}>
              {value === 'all' ? t('common:all') : enumLabel(RewardTypeLabels, lang, value)}
            </Button>
          ))}
        </FilterRow>
        <FilterRow label={t('priceFilter')}>
          {PRICE_RANGES.map((range) => (
            <Button
              key={range.key}
              size="xs"
              variant={price.key === range.key ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={price.key === range.key}
              onClick={() => filter(() => setPrice(range))}
            >
              {range.key === 'any' ? t('priceAny') : range.key}
            </Button>
          ))}
        </FilterRow>
        <Text fontSize="sm" color="fg.muted">
          {t('coinValue', { units: CURRENCY_UNITS_PER_COIN })}
        </Text>
      </Box>
      <Async state={list} isEmpty={(d) => d.rewards.length === 0} emptyText={t('empty')}>
        {(data) => (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="5">
              {data.rewards.map((reward) => (
                <RewardCard key={reward.id} reward={reward} state={availability(reward, eligible)} onExchange={() => startExchange(reward)} />
              ))}
            </SimpleGrid>
            <Paginator page={page} pageSize={REWARD_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      <ExchangeDialog key={exchanging?.id ?? 0} reward={exchanging} onCancel={() => setExchanging(null)} onConfirm={(num, addressId) => void confirm(num, addressId)} />
      <ExchangeResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </PageContainer>
  );
}
