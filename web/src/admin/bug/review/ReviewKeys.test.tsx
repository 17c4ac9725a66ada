import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@generated/enums';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { adminBug, coefficients } from '../bugFixture';
import { BugReviewPage } from './BugReviewPage';

vi.mock('../../../lib/notify', async (original) => ({ ...(await original<object>()), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));
const { notifyInfo, notifySuccess } = await import('../../../lib/notify');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ME = 1;

function renderReview(roles: StaffRole[]) {
  signInStaff(roles, ME);
  const api = stubApi()
    .get('/v2/admin/api/bug/{id}', { bug: adminBug() })
    .get('/v2/api/business-coefficient', { coefficients })
    .get('/v2/admin/api/bug/{id}/comment', { total: 0, comments: [] })
    .get('/v2/admin/api/bug/{id}/log', { total: 0, logs: [] })
    .get('/v2/admin/api/common-response', { total: 0, responses: [] })
    .get('/v2/admin/api/bug-assignees', { total: 0, staff: [] })
    .post('/v2/admin/api/bug/{id}/assignee', { assignee: { userId: ME, nickname: 'zhang', portrait: '' } })
    .put('/v2/admin/api/bug/{id}/presence', { viewers: [] })
    .delete('/v2/admin/api/bug/{id}/presence', {});
  renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
  return api;
}

/** The page's changes, its presence calls (touch on open, leave on close) left out. */
const writes = (api: ReturnType<typeof stubApi>) => api.posts.filter((p) => !p.path.endsWith('/presence'));

const press = (key: string) => fireEvent.keyDown(document.body, { key });

describe('report review by keyboard', { timeout: 20_000 }, () => {
  it('n writes an internal note, r a reply, each focused and typed into without the key itself; a takes the report', async () => {
    const api = renderReview(['triager']);
    const reply = await screen.findByLabelText('Reply to the researcher');
    expect(press('n')).toBe(false);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Internal note/ })).toHaveProperty('checked', true));
    expect(document.activeElement).toBe(screen.getByLabelText('Internal note (security team only)'));
    expect((document.activeElement as HTMLTextAreaElement).value).toBe('');
    // Typing in the box is text, not a shortcut.
    fireEvent.keyDown(document.activeElement!, { key: 'r' });
    expect(screen.getByRole('checkbox', { name: /Internal note/ })).toHaveProperty('checked', true);
    (document.activeElement as HTMLElement).blur();
    press('r');
    await waitFor(() => expect(document.activeElement).toBe(reply));
    expect(screen.getByRole('checkbox', { name: /Internal note/ })).toHaveProperty('checked', false);
    // With the box focused a is a letter of the reply; away from it, the shortcut.
    press('a');
    expect(writes(api)).toHaveLength(0);
    reply.blur();
    press('a');
    await waitFor(() => expect(writes(api).map((p) => p.path)).toEqual(['/v2/admin/api/bug/11/assignee']));
    expect(Object.fromEntries(writes(api)[0]!.form)).toEqual({ assigneeId: String(ME) });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Report #11 is now assigned to you'));
  });

  it('a viewer has no reply box to jump to and is told a is not theirs', async () => {
    const api = renderReview(['viewer']);
    await screen.findByText('Unassigned');
    press('r');
    expect(document.activeElement).toBe(document.body);
    press('a');
    expect(notifyInfo).toHaveBeenCalledWith('Your role cannot assign reports');
    expect(writes(api)).toHaveLength(0);
  });
});
