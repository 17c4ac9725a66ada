// The people screens' reads and changes: users (roles, manual coins, the monthly prize), team
// review, real-name review, test-report review and the message board. Each change makes the list it alters stale.
import type { RealNameState, TeamStatus, TestReportResult, UserRole } from '@generated/enums';
import { AdminReplyFormLimits } from '@generated/limits';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const PEOPLE_PAGE_SIZE = 20;

/** A staff reply's limit, from the contract (AdminReplyForm). */
export const STAFF_REPLY_MAX = AdminReplyFormLimits.content.maxLength;

export function useAdminUsers(query: { page: number; keyword?: string }) {
  return $api.useQuery('get', '/v2/admin/api/user', { params: { query: { ...query, pageSize: PEOPLE_PAGE_SIZE } } });
}

export function useSetRole() {
  return useApiMutation(({ id, role }: { id: number; role: UserRole }) => api.POST('/v2/admin/api/user/{id}/role', { params: { path: { id } }, body: { role } }), {
    invalidates: ['/v2/admin/api/user'],
  });
}

export function useChangeCoins() {
  return useApiMutation(
    ({ id, amount, reason }: { id: number; amount: number; reason: string }) => api.POST('/v2/admin/api/user/{id}/coins', { params: { path: { id } }, body: { amount, reason } }),
    { invalidates: ['/v2/admin/api/user'] },
  );
}

export function useMonthlyPrize() {
  return useApiMutation((month: string) => api.POST('/v2/admin/api/ranking/monthly-prize', { body: { month } }), { invalidates: ['/v2/admin/api/user'] });
}

export function useAdminTeams(query: { page: number; status?: TeamStatus }) {
  return $api.useQuery('get', '/v2/admin/api/team', { params: { query: { ...query, pageSize: PEOPLE_PAGE_SIZE } } });
}

export function useReviewTeam() {
  return useApiMutation(
    ({ id, approve, comment }: { id: number; approve: boolean; comment?: string }) =>
      api.POST('/v2/admin/api/team/{id}/review', { params: { path: { id } }, body: { approve, ...(comment ? { comment } : {}) } }),
    { invalidates: ['/v2/admin/api/team'] },
  );
}

export function useAdminRealNames(query: { page: number; status?: RealNameState }) {
  return $api.useQuery('get', '/v2/admin/api/realname', { params: { query: { ...query, pageSize: PEOPLE_PAGE_SIZE } } });
}

export function useApproveRealName() {
  return useApiMutation((id: number) => api.POST('/v2/admin/api/realname/{id}/approve', { params: { path: { id } } }), { invalidates: ['/v2/admin/api/realname'] });
}

export function useRefuseRealName() {
  return useApiMutation(({ id, reason }: { id: number; reason: string }) => api.POST('/v2/admin/api/realname/{id}/refuse', { params: { path: { id } }, body: { reason } }), {
    invalidates: ['/v2/admin/api/realname'],
  });
}

export function useAdminTestReports(query: { page: number; result?: TestReportResult }) {
  return $api.useQuery('get', '/v2/admin/api/test-report', { params: { query: { ...query, pageSize: PEOPLE_PAGE_SIZE } } });
}

export function useReviewTestReport() {
  return useApiMutation(
    ({ id, result, comment }: { id: number; result: 1 | 2; comment?: string }) =>
      api.POST('/v2/admin/api/test-report/{id}/review', { params: { path: { id } }, body: { result, ...(comment ? { comment } : {}) } }),
    { invalidates: ['/v2/admin/api/test-report'] },
  );
}

export function useAdminMessages(query: { page: number }) {
  return $api.useQuery('get', '/v2/admin/api/leave-message', { params: { query: { ...query, pageSize: PEOPLE_PAGE_SIZE } } });
}

/** A message and its thread: the researcher route, which also admits staff (contract getLeaveMessage). */
export function useMessageThread(id: number) {
  return $api.useQuery('get', '/v2/api/leave-message/{id}', { params: { path: { id } } });
}

export function useStaffReply() {
  return useApiMutation(({ id, content }: { id: number; content: string }) => api.POST('/v2/admin/api/leave-message/{id}/reply', { params: { path: { id } }, body: { content } }), {
    invalidates: ['/v2/api/leave-message/{id}', '/v2/admin/api/leave-message'],
  });
}
