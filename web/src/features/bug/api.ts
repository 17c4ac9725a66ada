// The report pages' reads and changes, through the data layer. A change names what it makes stale:
// submitting or editing a report → the records, the report and its history; urging → its urge
// state, the report and its history; the re-check answer → the report (its status), its history,
// urge state and the records; a resubmission → the same; a reply → the thread.
import type { components, operations } from '@generated/api';
import type { RecheckAnswer } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, pagedList, useApiMutation, type ReadPath } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

/** The operation history loads 10 entries at a time (docs/rules.md#calls: the log's page size). */
export const LOG_PAGE_SIZE = 10;

type BugLogEntry = components['schemas']['BugLogEntry'];

/** The records' filters: the list's query without its paging. */
export type MyBugsQuery = Omit<NonNullable<operations['listMyBugs']['parameters']['query']>, 'page' | 'pageSize'>;

/** How long typing must pause before the duplicate hint asks (the server allows 60 a minute). */
export const HINT_DEBOUNCE_MS = 400;

/**
 * Items like the report being written (docs/rules.md#duplicate-hint); asks only for a title of two
 * characters or more and keeps the last answer while the next one loads, so the list does not flicker.
 */
export function useBugHints(query: { title: string; link?: string; bugId?: number }, enabled: boolean) {
  return $api.useQuery('get', '/v2/api/bug-hint', { params: { query } }, { enabled, placeholderData: (previous) => previous, retry: false, staleTime: 60_000 });
}

export function useBugTypes() {
  return $api.useQuery('get', '/v2/api/bug-type');
}

export function useBugActivities() {
  return $api.useQuery('get', '/v2/api/bug-activity');
}

/** What the signed-in caller needs before a report is accepted (a bound phone); nothing is asked for a visitor. */
export function useBugRequirements(signedIn: boolean) {
  return $api.useQuery('get', '/v2/api/bug-requirements', undefined, { enabled: signedIn });
}

/** One report of the caller's; `null` reads nothing (no or an invalid id). */
export function useBug(id: number | null) {
  return $api.useQuery('get', '/v2/api/bug/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

export const logsOf = (page: { logs: BugLogEntry[]; total: number }) => page.logs;

export function useBugLog(bugId: number) {
  return $api.useInfiniteQuery('get', '/v2/api/log', { params: { query: { bugId, pageSize: LOG_PAGE_SIZE } } }, pagedList(LOG_PAGE_SIZE, logsOf));
}

export function useBugThread(bugId: number, page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/bug/{id}/comment', { params: { path: { id: bugId }, query: { page, pageSize } } });
}

export function useUrgeState(bugId: number) {
  return $api.useQuery('get', '/v2/api/bug/{id}/urge', { params: { path: { id: bugId } } });
}

/** One page of the caller's reports under the filters (the page is part of the query key). */
export function useMyBugs(query: MyBugsQuery, page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/my/bugs', { params: { query: { page, pageSize, ...query } } });
}

const reportChanged: ReadPath[] = ['/v2/api/my/bugs', '/v2/api/bug/{id}', '/v2/api/log', '/v2/api/my/summary'];

export function useSubmitBug() {
  return useApiMutation((body: FormBody<'submitBug'>) => api.POST('/v2/api/bug', { body }), { invalidates: reportChanged });
}

export function useUrgeBug(bugId: number) {
  return useApiMutation(() => api.POST('/v2/api/bug/{id}/urge', { params: { path: { id: bugId } } }), {
    invalidates: ['/v2/api/bug/{id}/urge', '/v2/api/bug/{id}', '/v2/api/log'],
  });
}

export function useRecheckBug(bugId: number) {
  return useApiMutation((answer: RecheckAnswer) => api.POST('/v2/api/bug/{id}/recheck', { params: { path: { id: bugId } }, body: { answer } }), {
    // An answer in time pays the re-check reward: the balance and the coin records change too.
    invalidates: [...reportChanged, '/v2/api/bug/{id}/urge', '/v2/api/my/coins'],
  });
}

export function useResubmitBug(bugId: number) {
  return useApiMutation((note: string) => api.POST('/v2/api/bug/{id}/resubmit', { params: { path: { id: bugId } }, body: { note } }), {
    invalidates: [...reportChanged, '/v2/api/bug/{id}/urge'],
  });
}

export function useRequestDisclosure(bugId: number) {
  return useApiMutation((body: { note?: string; anonymous: boolean }) => api.POST('/v2/api/bug/{id}/disclosure', { params: { path: { id: bugId } }, body }), {
    invalidates: [...reportChanged],
  });
}

/** The request lands in the staff inbox; the report shows it from then on. */
export function useRequestCve(bugId: number) {
  return useApiMutation((body: { note?: string }) => api.POST('/v2/api/bug/{id}/cve-request', { params: { path: { id: bugId } }, body }), {
    invalidates: [...reportChanged],
  });
}

export function useReplyToBug(bugId: number) {
  return useApiMutation((content: string) => api.POST('/v2/api/bug/{id}/comment', { params: { path: { id: bugId } }, body: { content } }), {
    // The report too: a reply may answer staff's question (the banner goes, the clocks run again).
    invalidates: ['/v2/api/bug/{id}/comment', '/v2/api/bug/{id}'],
  });
}
