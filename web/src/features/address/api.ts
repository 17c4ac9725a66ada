// The address book's reads and changes, through the data layer. Every change makes the address list
// stale wherever it is shown (this page, the exchange page's address picker).
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

/** The address list; `enabled: false` leaves it unread (the form page reads it only to edit). */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return $api.useQuery('get', '/v2/api/address', undefined, { enabled });
}

const invalidates = ['/v2/api/address'] as const;

export function useMakeDefaultAddress() {
  return useApiMutation((id: number) => api.POST('/v2/api/address/{id}/default', { params: { path: { id } } }), { invalidates });
}

export function useDeleteAddress() {
  return useApiMutation((id: number) => api.DELETE('/v2/api/address/{id}', { params: { path: { id } } }), { invalidates });
}
