// The public disclosed reports: a page of them (optionally one researcher's) and one of them.
import { $api } from '../../lib/query';

export const DISCLOSURE_PAGE_SIZE = 10;

export function useDisclosures(page: number, userId: number | null) {
  return $api.useQuery('get', '/v2/api/disclosure', { params: { query: { page, pageSize: DISCLOSURE_PAGE_SIZE, ...(userId ? { userId } : {}) } } });
}

export function useDisclosure(id: number) {
  return $api.useQuery('get', '/v2/api/disclosure/{id}', { params: { path: { id } } });
}
