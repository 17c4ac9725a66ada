// The public disclosed reports: a page of them (optionally one researcher's) and one of them.
import { $api } from '../../lib/query';

export const DISCLOSURE_PAGE_SIZE = 10;

export function useDisclosures(page: number, userId: number | null, pageSize = DISCLOSURE_PAGE_SIZE) {
  return $api.useQuery('get', '/v2/api/disclosure', { params: { query: { page, pageSize, ...(userId ? { userId } : {}) } } });
}

export function useDisclosure(id: number) {
  return $api.useQuery('get', '/v2/api/disclosure/{id}', { params: { path: { id } } });
}
