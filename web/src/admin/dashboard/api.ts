// The dashboard's one read: counts by status, the reports waiting longest, 12 weeks and 12 months.
import type { components } from '@generated/api';
import { $api } from '../../lib/query';

export type Dashboard = components['schemas']['AdminDashboard'];

export function useDashboard() {
  return $api.useQuery('get', '/v2/admin/api/dashboard');
}

/** Each staff member's figures over the last 90 days (a read of its own: the card loads apart). */
export function useStaffDashboard() {
  return $api.useQuery('get', '/v2/admin/api/dashboard/staff');
}
