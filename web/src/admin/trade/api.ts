// The orders screen's reads and changes: the staff order list and the fulfilment moves. A move
// makes every order list stale (the order changes status; a refund changes nothing else shown here).
import type { RewardType, TradeAction, TradeStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const ORDERS_PAGE_SIZE = 20;

export interface OrderQuery {
  page: number;
  status?: TradeStatus;
  type?: RewardType;
}

export function useAdminOrders(query: OrderQuery) {
  return $api.useQuery('get', '/v2/admin/api/trade', { params: { query: { ...query, pageSize: ORDERS_PAGE_SIZE } } });
}

export interface OrderMove {
  id: number;
  action: TradeAction;
  tracking?: string;
  comment?: string;
}

export function useOrderMove() {
  return useApiMutation(({ id, ...body }: OrderMove) => api.POST('/v2/admin/api/trade/{id}/action', { params: { path: { id } }, body }), {
    invalidates: ['/v2/admin/api/trade'],
  });
}
