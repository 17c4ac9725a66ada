import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '@web/test/apiStub';
import { renderWithApp } from '@web/test/render';
import { signInStaff } from '@web/test/staffSession';
import { RealNameReviewPage } from './RealNameReviewPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

type Request = components['schemas']['AdminRealNameItem'];
const request = (id: number, status: Request['status'], more: Partial<Request> = {}): Request => ({
  id,
  user: { userId: 5, nickname: '老王', portrait: '' },
  email: 'wang@example.com',
  name: '王小明',
  idNumber: '**************002X',
  status,
  reason: null,
  reviewer: null,
  submitTime: '2026-11-20 10:30:00',
  reviewTime: null,
  ...more,
});

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console real-name review', { timeout: 20_000 }, () => {
  it('sends the state filter from the address and offers a decision on pending requests only', async () => {
    const refused = request(8, 3, { reason: '姓名不真实', reviewer: '小张', reviewTime: '2026-11-21 09:00:00' });
    const api = stubApi().get('/v2/admin/api/realname', { total: 2, requests: [request(7, 1), refused] });
    renderWithApp(<RealNameReviewPage />, { path: '/v2/admin/realname', search: 'status=1' });
    const row = await screen.findByTestId('realname-7');
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/realname')!.searchParams.get('status')).toBe('1');
    expect(within(row).getByText('**************002X')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '驳回']);
    expect(within(screen.getByTestId('realname-8')).queryAllByRole('button')).toHaveLength(0);
    expect(within(screen.getByTestId('realname-8')).getByText('原因：姓名不真实')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '证件号码' })).toBeTruthy();
  });

  it('approves only after the confirmation', async () => {
    const api = stubApi()
      .get('/v2/admin/api/realname', { total: 1, requests: [request(7, 1)] })
      .post('/v2/admin/api/realname/{id}/approve', { status: 2 });
    renderWithApp(<RealNameReviewPage />, { lang: 'en', path: '/v2/admin/realname' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“王小明”, document number \*+002X/)).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/realname/7/approve');
  });

  it('refuses only with a reason, and sends it for the researcher', async () => {
    const api = stubApi()
      .get('/v2/admin/api/realname', { total: 1, requests: [request(7, 1)] })
      .post('/v2/admin/api/realname/{id}/refuse', { status: 3 });
    renderWithApp(<RealNameReviewPage />, { path: '/v2/admin/realname' });
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '请填写证件上的姓名' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/realname/7/refuse');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ reason: '请填写证件上的姓名' });
  });

  it('shows the empty and the error state', async () => {
    stubApi().get('/v2/admin/api/realname', { total: 0, requests: [] });
    const { unmount } = renderWithApp(<RealNameReviewPage />, { lang: 'en', path: '/v2/admin/realname' });
    expect(await screen.findByText('No requests match')).toBeTruthy();
    unmount();
    stubApi().fail('/v2/admin/api/realname', 5000, 'Database unavailable');
    renderWithApp(<RealNameReviewPage />, { lang: 'en', path: '/v2/admin/realname' });
    expect(await screen.findByText(/Database unavailable/)).toBeTruthy();
  });
});

describe('console real-name review for a viewer', { timeout: 20_000 }, () => {
  it('lists the requests without the decision column', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/realname', { total: 1, requests: [request(7, 1)] });
    renderWithApp(<RealNameReviewPage />, { path: '/v2/admin/realname' });
    const row = await screen.findByTestId('realname-7');
    expect(within(row).getByText('**************002X')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
