// The announcements feature's reads, through the data layer (cached per type, page and page size).
import type { AnnouncementType } from '@generated/enums';
import { $api } from '../../lib/query';

export const ANNOUNCE_PAGE_SIZE = 10;

export function useAnnouncements(type: AnnouncementType | null, page: number, pageSize = ANNOUNCE_PAGE_SIZE) {
  return $api.useQuery('get', '/v2/api/announcement', {
    params: { query: { page, pageSize, ...(type ? { type } : {}) } },
  });
}

export function useAnnouncement(id: number) {
  return $api.useQuery('get', '/v2/api/announcement/{id}', { params: { path: { id } } });
}
