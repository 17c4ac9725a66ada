// The announcements feature's reads, through the data layer (cached per type and page).
import type { AnnouncementType } from '@generated/enums';
import { $api } from '../../lib/query';

export const ANNOUNCE_PAGE_SIZE = 10;

export function useAnnouncements(type: AnnouncementType | null, page: number) {
  return $api.useQuery('get', '/v2/api/announcement', {
    params: { query: { page, pageSize: ANNOUNCE_PAGE_SIZE, ...(type ? { type } : {}) } },
  });
}

export function useAnnouncement(id: number) {
  return $api.useQuery('get', '/v2/api/announcement/{id}', { params: { path: { id } } });
}
