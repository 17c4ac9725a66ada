import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { adminBug, coefficients } from './bugFixture';
import { BugReviewPage } from './BugReviewPage';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;

function stub() {
  return stubApi()
    .get('/v2/admin/api/bug/{id}', { bug: adminBug() })
    .get('/v2/api/business-coefficient', { coefficients })
    .get('/v2/api/bug/{id}/comment', {
      total: 2,
      comments: [
        { id: 1, author: { nickname: 'WangSec', portrait: '/p.png', isStaff: false }, content: 'Any update?', createTime: '2026-10-26 10:00:00' },
        { id: 2, author: { nickname: 'Security team', portrait: '/s.png', isStaff: true }, content: 'Looking at it.', createTime: '2026-10-26 11:00:00' },
      ],
    })
    .get('/v2/api/log', { total: 1, logs: [{ id: 1, time: '2026-10-25 17:00:00', action: 'start', text: 'Review started', operator: 'Security team' }] })
    .post('/v2/admin/api/bug/{id}/comment', { id: 3 });
}

describe('report review', () => {
  it('shows the sanitised report, its files, thread and log', async () => {
    const api = stub();
    const { container } = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
    expect(await screen.findByText('Change the order id.', {}, { timeout: 5000 })).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'steps.pdf (178.9 KB)' }).getAttribute('href')).toBe('/v2/api/file/9f2c');
    expect(await screen.findByText('Looking at it.')).toBeTruthy();
    expect(await screen.findByText('Review started')).toBeTruthy();
    expect(api.requests.find((u) => u.pathname === '/v2/api/log')!.searchParams.get('bugId')).toBe('11');
  }, SLOW);

  it('counts the reply, refuses one over 500 characters and posts a valid one', async () => {
    const api = stub();
    renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
    const box = await screen.findByLabelText('Reply to the researcher', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 500 characters')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  Fixed in the next release.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/bug/11/comment');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ content: 'Fixed in the next release.' });
  }, SLOW);

  it('shows a missing report as an error', async () => {
    stubApi().fail('/v2/admin/api/bug/{id}', 1002, 'Not found');
    renderWithApp(<BugReviewPage params={{ id: '404' }} />, { lang: 'en', path: '/v2/admin/bugs/404' });
    expect(await screen.findByText('Not found', {}, { timeout: 5000 })).toBeTruthy();
  }, SLOW);
});
