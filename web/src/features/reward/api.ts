// The gift shop's reads and the exchange, through the data layer. The exchange page's address picker
// reads the address book with the same path and parameters as the address book itself, so a new
// address there is a new address here.
import { useQueryClient } from '@tanstack/react-query';
import type { RewardType, TradeStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, invalidatePaths, useApiMutation, type ReadPath } from '../../lib/query';
import type { PriceRange } from './filters';

export const REWARD_PAGE_SIZE = 12;
export const TRADE_PAGE_SIZE = 10;

export function useRewards(type: RewardType | 'all', price: PriceRange, page: number, keyword?: string) {
  return $api.useQuery('get', '/v2/api/reward', {
    params: { query: { page, pageSize: REWARD_PAGE_SIZE, ...(type === 'all' ? {} : { type }), ...(keyword ? { keyword } : {}), priceLow: price.priceLow, priceHigh: price.priceHigh } },
  });
}

export function useReward(id: number) {
  return $api.useQuery('get', '/v2/api/reward/{id}', { params: { path: { id } } });
}

/** The signed-in researcher's eligibility and coins; nothing is asked for a visitor. */
export function useRewardInfo(signedIn: boolean) {
  return $api.useQuery('get', '/v2/api/info/reward', undefined, { enabled: signedIn });
}

export function useShippingAddresses(signedIn: boolean) {
  return $api.useQuery('get', '/v2/api/address', undefined, { enabled: signedIn });
}

export function useTrades(status: TradeStatus | undefined, page: number) {
  return $api.useQuery('get', '/v2/api/my/trades', { params: { query: { page, pageSize: TRADE_PAGE_SIZE, ...(status ? { status } : {}) } } });
}

/** What an exchange changes: the stock, the researcher's coins and eligibility, the orders. */
const tradeChanges: readonly ReadPath[] = ['/v2/api/reward', '/v2/api/reward/{id}', '/v2/api/info/reward', '/v2/api/my/trades', '/v2/api/my/coins', '/v2/api/my/summary'];

/**
 * Exchanges coins for a gift. A refused exchange (sold out, no longer eligible, too few coins) means
 * the page showed an old state, so the same reads are fetched again then too.
 */
export function useTrade() {
  const queryClient = useQueryClient();
  const trade = useApiMutation((body: { rewardId: number; num: number; addressId?: number }) => api.POST('/v2/api/trade', { body }), { invalidates: tradeChanges });
  return async (body: { rewardId: number; num: number; addressId?: number }) => {
    const result = await trade.mutateAsync(body);
    if (!result.ok && result.kind === 'api') await invalidatePaths(queryClient, tradeChanges);
    return result;
  };
}
