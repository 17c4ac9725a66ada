// The triage queue's and the review page's reads and changes, through the data layer. A move or a
// reply makes the report, its thread, its log and the queue stale (status, coins and markers change).
import type { components, operations } from '@generated/api';
import { api } from '../../lib/apiClient';
import { rangesFrom } from './review/coins';
import { $api, useApiMutation } from '../../lib/query';
import { AdminKeywordParamLimits, listPickerActivitiesParamLimits, PageSizeParamLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

export type QueueQuery = NonNullable<operations['listAdminBugs']['parameters']['query']>;
export type ActionForm = components['schemas']['AdminBugActionForm'];
export type AdminBug = components['schemas']['AdminBugDetail'];
export type ReplyForm = components['schemas']['AdminBugReplyForm'];
export type PreviewForm = components['schemas']['ResponsePreviewForm'];
/** The move a comment is written for, so its preview reads as after the move. */
export type PreparedMove = Omit<PreviewForm, 'content'>;

export const QUEUE_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 20;
/** The whole log in one page: as long as a page may be. */
const LOG_PAGE_SIZE = PageSizeParamLimits.maximum;

export function useBugQueue(query: QueueQuery) {
  return $api.useQuery('get', '/v2/admin/api/bug', { params: { query } });
}

export function useAdminBug(id: number) {
  return $api.useQuery('get', '/v2/admin/api/bug/{id}', { params: { path: { id } } });
}

/** The whole thread as staff see it: internal notes included (marked), authors by their own name. */
export function useBugThread(id: number, page: number) {
  return $api.useQuery('get', '/v2/admin/api/bug/{id}/comment', { params: { path: { id }, query: { page, pageSize: THREAD_PAGE_SIZE } } });
}

/** The whole log, with the staff-only entries (assignments). */
export function useBugLog(id: number) {
  return $api.useQuery('get', '/v2/admin/api/bug/{id}/log', { params: { path: { id }, query: { page: 1, pageSize: LOG_PAGE_SIZE } } });
}

/** Staff accounts for the assignee picker (by name, email or id). */
export function useAssignees(keyword: string) {
  const query = keyword.trim() ? { keyword: keyword.trim() } : {};
  return $api.useQuery('get', '/v2/admin/api/bug-assignees', { params: { query: { page: 1, pageSize: 20, ...query } } });
}

/**
 * Activities for the queue's activity filter: those whose title holds the keyword (blank, or over
 * the 150 characters a search may have, lists all), the newest first, as many as a page holds.
 */
export function usePickerActivities(keyword = '') {
  const trimmed = keyword.trim();
  const query = trimmed && countChars(trimmed) <= AdminKeywordParamLimits.maxLength ? { keyword: trimmed } : {};
  return $api.useQuery('get', '/v2/admin/api/activity', { params: { query: { page: 1, pageSize: listPickerActivitiesParamLimits.pageSize.maximum, ...query } } });
}

/** Reports matching an id or a title, for picking the original of a duplicate. */
export function useBugSearch(keyword: string) {
  return $api.useQuery('get', '/v2/admin/api/bug', { params: { query: { keyword, page: 1, pageSize: 10 } } }, { enabled: keyword.trim() !== '' });
}

/**
 * Reports like this one, most alike first (the duplicate hint's score): the review page's panel
 * and the duplicate picker's order.
 */
export function useSimilarBugs(id: number) {
  // The bulk dialog's picker has no one report (id 0): nothing to compare with.
  return $api.useQuery('get', '/v2/admin/api/bug/{id}/similar', { params: { path: { id } } }, { enabled: id > 0 });
}
export type SimilarBug = components['schemas']['AdminSimilarBug'];
/** A score (0 to 1) as a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);

/** Every business coefficient (the public list: the whole table, no paging). */
export function useCoefficients() {
  return $api.useQuery('get', '/v2/api/business-coefficient');
}

const changed = ['/v2/admin/api/bug', '/v2/admin/api/bug/{id}', '/v2/admin/api/bug/{id}/log', '/v2/admin/api/bug/{id}/comment', '/v2/admin/api/dashboard', '/v2/admin/api/bug-view'] as const;

/** Whether the regulator clock is on (docs/rules.md#regulator-clock): while it is off, nothing of it shows. */
export function useRegulatorClockOn() {
  return $api.useQuery('get', '/v2/admin/api/settings', {}, { select: (data) => data.settings.regulatorClock.enabled }).data === true;
}

/** The base-coin range of each audit level as staff configured it. */
export function useLevelCoinRanges() {
  return $api.useQuery('get', '/v2/admin/api/settings', {}, { select: (data) => rangesFrom(data.settings.levelCoins) });
}

export function useActOnBug(id: number) {
  return useApiMutation((body: ActionForm) => api.POST('/v2/admin/api/bug/{id}/action', { params: { path: { id } }, body }), { invalidates: changed });
}

export function useReplyToBug(id: number) {
  return useApiMutation((body: ReplyForm) => api.POST('/v2/admin/api/bug/{id}/comment', { params: { path: { id } }, body }), {
    invalidates: ['/v2/admin/api/bug/{id}/comment', '/v2/admin/api/bug', '/v2/admin/api/dashboard'],
  });
}

export type InfoRequestForm = components['schemas']['AdminBugInfoRequestForm'];

/** Asks the researcher a question: it joins the thread and the report waits (its SLA clocks paused). */
export function useAskBugInfo(id: number) {
  return useApiMutation((body: InfoRequestForm) => api.POST('/v2/admin/api/bug/{id}/info-request', { params: { path: { id } }, body }), { invalidates: changed });
}

export function useWithdrawBugInfo(id: number) {
  return useApiMutation(() => api.DELETE('/v2/admin/api/bug/{id}/info-request', { params: { path: { id } } }), { invalidates: ['/v2/admin/api/bug', '/v2/admin/api/bug/{id}'] });
}

/** Assigns the report to a staff account (its id) or clears the assignee (''). */
export function useAssignBug(id: number) {
  return useApiMutation((assigneeId: string) => api.POST('/v2/admin/api/bug/{id}/assignee', { params: { path: { id } }, body: { assigneeId } }), {
    invalidates: ['/v2/admin/api/bug', '/v2/admin/api/bug/{id}', '/v2/admin/api/bug/{id}/log', '/v2/admin/api/bug-assignees', '/v2/admin/api/dashboard'],
  });
}

export type BulkForm = components['schemas']['AdminBugBulkForm'];
export type BulkResult = components['schemas']['AdminBugBulkResult'];

/** One action on many reports: each done or refused on its own (the answer lists both). */
export function useBulkAct() {
  return useApiMutation((body: BulkForm) => api.POST('/v2/admin/api/bug/bulk', { body }), {
    invalidates: [...changed, '/v2/admin/api/bug-assignees', '/v2/admin/api/bug-view', '/v2/admin/api/inbox', '/v2/admin/api/inbox/unread'],
  });
}

export type CommonResponse = components['schemas']['CommonResponse'];
export type CommonResponseForm = components['schemas']['CommonResponseForm'];
export type ResponseLanguage = NonNullable<NonNullable<operations['listCommonResponses']['parameters']['query']>['responseLanguage']>;
export const RESPONSES_PAGE_SIZE = 20;

/** Saved replies, newest first; `responseLanguage` keeps one language ('all' or omitted: both). */
export function useCommonResponses(page: number, responseLanguage: ResponseLanguage = 'all', pageSize = RESPONSES_PAGE_SIZE) {
  return $api.useQuery('get', '/v2/admin/api/common-response', { params: { query: { page, pageSize, responseLanguage } } });
}

const responsesChanged = ['/v2/admin/api/common-response'] as const;

export function useSaveCommonResponse() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: CommonResponseForm }) =>
      id === null ? api.POST('/v2/admin/api/common-response', { body }) : api.PUT('/v2/admin/api/common-response/{id}', { params: { path: { id } }, body }),
    { invalidates: responsesChanged },
  );
}

export function useDeleteCommonResponse() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/common-response/{id}', { params: { path: { id } } }), { invalidates: responsesChanged });
}

/** A staff text as the researcher would read it: its placeholders filled for this report (nothing saved). */
export function usePreviewResponse(id: number) {
  return useApiMutation((body: PreviewForm) => api.POST('/v2/admin/api/bug/{id}/response-preview', { params: { path: { id } }, body }));
}

export type RegulatorClock = components['schemas']['BugRegulatorClock'];
export type RegulatorReportForm = components['schemas']['AdminBugRegulatorReportForm'];
/** What the regulator's actions change: the report (its clock) and its staff log. */
const regulatorChanged = ['/v2/admin/api/bug/{id}', '/v2/admin/api/bug/{id}/log'] as const;

/** Marks the report as a product vulnerability, or clears the mark (docs/rules.md#regulator-clock). */
export function useSetProductVulnerability(id: number) {
  return useApiMutation((productVulnerability: boolean) => api.PUT('/v2/admin/api/bug/{id}/product-vulnerability', { params: { path: { id } }, body: { productVulnerability } }), {
    invalidates: [...regulatorChanged],
  });
}

/** Records (or corrects) the report to the national platform. */
export function useReportToRegulator(id: number) {
  return useApiMutation((body: RegulatorReportForm) => api.POST('/v2/admin/api/bug/{id}/regulator-report', { params: { path: { id } }, body }), {
    invalidates: [...regulatorChanged],
  });
}
