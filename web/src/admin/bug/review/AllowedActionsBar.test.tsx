import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { AllowedActionsBar } from './AllowedActionsBar';
import { adminBug, coefficients } from '../bugFixture';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const actionStub = () => stubApi().get('/v2/api/business-coefficient', { coefficients }).post('/v2/admin/api/bug/{id}/action', { status: 20, rewardCoins: 0, ledgerDelta: 0 });
const barButtons = () =>
  within(screen.getByRole('group', { name: 'Allowed actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('allowed-actions bar', () => {
  it('shows only the actions the detail allows, in both languages', () => {
    actionStub();
    const { unmount } = renderWithApp(<AllowedActionsBar bug={adminBug({ status: 10, allowedActions: ['update@ignore', 'update@start'] })} />, { lang: 'en' });
    expect(barButtons()).toEqual(['Start review', 'Ignore']);
    unmount();
    renderWithApp(<AllowedActionsBar bug={adminBug()} />, { lang: 'zh' });
    expect(
      within(screen.getByRole('group', { name: '可执行的操作' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['重新评级', '发起用户复测', '结束流程', '标记为优质']);
  });

  it(
    'offers re-rating, with the difference to the earlier award, for a report resubmitted from 53',
    async () => {
      const api = actionStub();
      // A report under review that has a rating came back from 53: the server allows re-confirm there.
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 20, allowedActions: ['update@re-confirm', 'update@ignore'] })} />, { lang: 'en' });
      expect(barButtons()).toEqual(['Re-rate', 'Ignore']);
      fireEvent.click(screen.getByRole('button', { name: 'Re-rate' }));
      const dialog = await screen.findByRole('dialog');
      // Once the coefficients are in, the earlier award is the one the report carries (12).
      await waitFor(() => expect(within(dialog).getByTestId('coin-difference').textContent).toBe('Previously awarded 12, difference 0'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new rating' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]!.form.get('action')).toBe('update@re-confirm');
    },
    SLOW,
  );

  it('says so when nothing is allowed', () => {
    actionStub();
    renderWithApp(<AllowedActionsBar bug={adminBug({ status: 52, allowedActions: [] })} />, { lang: 'en' });
    expect(screen.getByText('No action is allowed in this status')).toBeTruthy();
  });

  it(
    'posts a move only after it is confirmed in the dialog',
    async () => {
      const api = actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 10, allowedActions: ['update@start', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Start review' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Start review?')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.posts).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Start review' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start review' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]!.path).toBe('/v2/admin/api/bug/11/action');
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'update@start' });
    },
    SLOW,
  );

  it(
    'ignore needs a reason the researcher sees; a duplicate names its original, the most alike first, found by id or title',
    async () => {
      const similar = (id: number, score: number) => ({ id, name: `Like ${id}`, status: 30 as const, statusText: 'Confirmed', submitTime: '2026-10-01 10:00:00', score });
      const api = actionStub()
        .get('/v2/admin/api/bug/{id}/similar', { bugs: [similar(12, 0.81), similar(9, 0.45)] })
        .get('/v2/admin/api/bug', (url) => ({
          total: 3,
          bugs: [13, 9, 11].map((id) => ({
            id,
            name: `Report ${id} ${url.searchParams.get('keyword')}`,
            level: 2 as const,
            status: 30 as const,
            statusText: 'Confirmed',
            mainTypeText: 'Application',
            submitTime: '2026-10-01 10:00:00',
            reporter: { userId: 3, nickname: 'Li', portrait: '/p.png' },
            rewardCoins: 0,
            urged: false,
            assignee: null,
            unreadReply: false,
            lastReporterReplyTime: null,
            slaNextClock: null,
            slaDueTime: null,
            slaBreached: false,
            needsInfo: false,
          })),
        }));
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 20, allowedActions: ['update@confirm', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
      expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(/Reason \(the researcher sees it\)/), { target: { value: 'duplicate' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
      expect(await within(dialog).findByText('Please pick the original report')).toBeTruthy();
      // Before any search: the reports most like this one, most alike first, with their score.
      await within(dialog).findByRole('option', { name: /#12 Like 12 .* 81% alike/ });
      const originals = () => within(within(dialog).getByLabelText(/Original report/)).getAllByRole('option');
      expect(originals().map((o) => o.textContent)).toEqual([
        '2 similar reports, most alike first: choose one or search',
        '#12 Like 12 (2026-10-01 10:00:00) · 81% alike',
        '#9 Like 9 (2026-10-01 10:00:00) · 45% alike',
      ]);
      fireEvent.change(within(dialog).getByLabelText('Search the original by id or title'), { target: { value: 'sql' } });
      // The report itself (#11) is never offered as its own original; a similar match comes first.
      await within(dialog).findByRole('option', { name: /#9 Report 9 sql/ });
      expect(within(dialog).queryByRole('option', { name: /#11 / })).toBeNull();
      expect(originals().map((o) => o.textContent?.replace(/ \(.*/, ''))).toEqual(['2 found, choose one', '#9 Report 9 sql', '#13 Report 13 sql']);
      fireEvent.change(within(dialog).getByLabelText(/Original report/), { target: { value: '9' } });
      fireEvent.change(within(dialog).getByLabelText(/Explanation/), { target: { value: 'Reported before' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: '9', comment: 'Reported before' });
    },
    SLOW,
  );

  it(
    "ignore for 'other' needs the explanation",
    async () => {
      const api = actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 10, allowedActions: ['update@start', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.change(within(dialog).getByLabelText(/Reason \(the researcher sees it\)/), { target: { value: 'other' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
      expect(await within(dialog).findByText('Please explain when the reason is Other')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(/Explanation/), { target: { value: 'Test account only' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'update@ignore', ignoreReason: 'other', comment: 'Test account only' });
    },
    SLOW,
  );

  it(
    'mark-quality asks for the bonus coins',
    async () => {
      const api = actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug()} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Mark high quality' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark high quality' }));
      expect(await within(dialog).findByText('Enter a whole number from 0 to 1000')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(/High-quality bonus coins/), { target: { value: '20' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark high quality' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'update@mark-quality', qualityCoins: '20' });
    },
    SLOW,
  );

  it(
    'confirm opens the rating dialog rather than posting',
    async () => {
      const api = actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 20, auditLevel: null, allowedActions: ['update@confirm', 'update@ignore'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('dialog', { name: 'Confirm and rate' })).toBeTruthy();
      expect(api.posts).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'finishes a report awaiting re-check only with an outcome and a reason',
    async () => {
      const api = actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 40, allowedActions: ['update@re-confirm', 'update@finish', 'update@mark-quality'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Finish process' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Finish a report awaiting re-check')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Finish process' }));
      expect(await within(dialog).findByText('Please choose the outcome')).toBeTruthy();
      expect(within(dialog).getByText('Please give the reason')).toBeTruthy();
      expect(api.posts).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(/Outcome/), { target: { value: 'not-fixed' } });
      fireEvent.change(within(dialog).getByLabelText(/Reason \(the researcher sees it\)/), { target: { value: ' Vendor confirmed it is not fixed ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Finish process' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'update@finish', finishOutcome: 'not-fixed', comment: 'Vendor confirmed it is not fixed' });
    },
    SLOW,
  );

  it(
    'finishes a confirmed report (30) as before, without an outcome',
    async () => {
      actionStub();
      renderWithApp(<AllowedActionsBar bug={adminBug({ status: 30, allowedActions: ['update@finish'] })} />, { lang: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Finish process' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).queryByLabelText(/Outcome/)).toBeNull();
    },
    SLOW,
  );
});
