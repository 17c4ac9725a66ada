// The account pages' reads and changes, through the data layer. A profile change makes the profile
// and the centre home (which shows the nickname and portrait) stale.
import type { CoinRecordType } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

type ProfileChange = FormBody<'updateProfile'>;

export function useMyProfile() {
  return $api.useQuery('get', '/v2/api/my/profile');
}

export function useRealName() {
  return $api.useQuery('get', '/v2/api/my/realname');
}

/** Sends a real-name request; the status, the profile's badge and the gifts' real-name flag follow. */
export function useSubmitRealName() {
  return useApiMutation((body: FormBody<'submitRealName'>) => api.POST('/v2/api/my/realname', { body }), {
    invalidates: ['/v2/api/my/realname', '/v2/api/my/profile', '/v2/api/info/reward'],
  });
}

/** The upload storage quota: used and left (uploads change it, so it is read fresh on each visit). */
export function useUploadQuota() {
  return $api.useQuery('get', '/v2/api/upload/quota', {}, { staleTime: 0 });
}

export function useSummary() {
  return $api.useQuery('get', '/v2/api/my/summary');
}

/** One page of the coin records (a page of the paged table is part of the query key). */
export function useCoinRecords(type: CoinRecordType | undefined, page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/my/coins', { params: { query: { page, pageSize, ...(type ? { type } : {}) } } });
}

export function useUpdateProfile() {
  return useApiMutation((body: ProfileChange) => api.POST('/v2/api/my/profile', { body }), { invalidates: ['/v2/api/my/profile', '/v2/api/my/summary'] });
}

export function useSendEmailCode() {
  return useApiMutation((email: string) => api.POST('/v2/api/my/email/code', { body: { email } }));
}

export function useChangeEmail() {
  return useApiMutation(({ email, code }: { email: string; code: string }) => api.POST('/v2/api/my/email', { body: { email, code } }), { invalidates: ['/v2/api/my/profile'] });
}

/** The signed monthly statement of one month ('YYYY-MM', UTC+8). */
export function useCoinStatement(month: string) {
  return $api.useQuery('get', '/v2/api/my/coins/statement', { params: { query: { month } } });
}

/** The monthly prize's published inputs for a month (public; the statement panel checks the researcher's place with them). */
export function useMonthlyPrizeInputs(month: string) {
  return $api.useQuery('get', '/v2/api/rank/monthly-prize/{month}', { params: { path: { month } } });
}
