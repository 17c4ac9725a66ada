// The test-report review's reads and changes; a decision makes the list stale.
import type { TestReportResult } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const TEST_REPORTS_PAGE_SIZE = 20;

export function useAdminTestReports(query: { page: number; result?: TestReportResult }) {
  return $api.useQuery('get', '/v2/admin/api/test-report', { params: { query: { ...query, pageSize: TEST_REPORTS_PAGE_SIZE } } });
}

export function useReviewTestReport() {
  return useApiMutation(
    ({ id, result, comment }: { id: number; result: 1 | 2; comment?: string }) =>
      api.POST('/v2/admin/api/test-report/{id}/review', { params: { path: { id } }, body: { result, ...(comment ? { comment } : {}) } }),
    { invalidates: ['/v2/admin/api/test-report'] },
  );
}
