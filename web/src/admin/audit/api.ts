// The audit log screen's reads: a page of entries under the filter, and the staff members for the
// actor filter (the assignee list every staff member is in).
import type { components } from '@generated/api';
import { $api } from '../../lib/query';
import type { AuditFilter } from './auditFilters';

export type AuditEntry = components['schemas']['AuditEntry'];
export const AUDIT_PAGE_SIZE = 20;

export function useAuditLog(query: AuditFilter & { page: number }) {
  return $api.useQuery('get', '/v2/admin/api/audit', { params: { query: { pageSize: AUDIT_PAGE_SIZE, ...query } } });
}

export function useStaffMembers() {
  return $api.useQuery('get', '/v2/admin/api/bug-assignees', { params: { query: { page: 1, pageSize: 50 } } });
}
