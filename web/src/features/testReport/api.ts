// Test reports' reads and changes, through the data layer. A new report makes the records stale.
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

/** One page of the caller's test reports (the page is part of the query key). */
export function useMyTestReports(page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/my/test-reports', { params: { query: { page, pageSize } } });
}

export function useSubmitTestReport() {
  return useApiMutation((body: FormBody<'submitTestReport'>) => api.POST('/v2/api/report/submit', { body }), { invalidates: ['/v2/api/my/test-reports'] });
}
