import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { DisclosureReviewPage } from './DisclosureReviewPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

// The editor loads lazily (over a second on a busy machine): pay for its module once, not inside a test.
beforeAll(async () => {
  await import('../../components/editor/RichEditor');
}, 60_000);

type Request = components['schemas']['AdminDisclosure'];
const request = (id: number, status: Request['status'], more: Partial<Request> = {}): Request => ({
  id,
  bugId: 31,
  bugName: '订单接口越权',
  researcher: { userId: 5, nickname: '老王', portrait: '' },
  status,
  anonymous: false,
  note: '已修复，希望公开',
  summary: '',
  refuseReason: '',
  requestTime: '2026-11-20 10:30:00',
  decideTime: null,
  advisory: null,
  ...more,
});

async function editorIn(dialog: HTMLElement): Promise<Editor> {
  const el = await waitFor(
    () => {
      const found = dialog.querySelector('.ProseMirror') as (HTMLElement & { editor: Editor }) | null;
      if (!found) throw new Error('editor not loaded yet');
      return found;
    },
    { timeout: 10_000 },
  );
  return el.editor;
}

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console disclosure review', { timeout: 30_000 }, () => {
  it('sends the state filter from the address and shows each request, with a decision on pending ones only', async () => {
    const refused = request(8, 'refused', { bugId: 40, bugName: 'XSS', anonymous: true, note: '', refuseReason: '尚未修复', decideTime: '2026-11-21 09:00:00' });
    const api = stubApi().get('/v2/admin/api/disclosure', { total: 2, requests: [request(7, 'pending'), refused] });
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures', search: 'status=pending&page=2' });
    const row = await screen.findByTestId('disclosure-7');
    const sent = api.requests.find((u) => u.pathname === '/v2/admin/api/disclosure')!.searchParams;
    expect(sent.get('status')).toBe('pending');
    expect(sent.get('page')).toBe('2');
    expect(within(row).getByRole('link', { name: '订单接口越权' }).getAttribute('href')).toMatch(/\/bugs\/31$/);
    expect(within(row).getByText('老王')).toBeTruthy();
    expect(within(row).getByText('否，显示昵称')).toBeTruthy();
    expect(within(row).getByText('已修复，希望公开')).toBeTruthy();
    expect(within(row).getByText('2026-11-20 10:30:00')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '拒绝']);
    const done = screen.getByTestId('disclosure-8');
    expect(within(done).queryAllByRole('button')).toHaveLength(0);
    expect(within(done).getByText('是，隐藏昵称')).toBeTruthy();
    expect(within(done).getByText('原因：尚未修复')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '研究员备注' })).toBeTruthy();
  });

  it('ignores an unknown state in the address and changes the filter there', async () => {
    const api = stubApi().get('/v2/admin/api/disclosure', { total: 0, requests: [] });
    renderWithApp(<DisclosureReviewPage />, { lang: 'en', path: '/v2/admin/disclosures', search: 'status=bogus' });
    await screen.findByText('No requests match');
    expect(api.requests[0]!.searchParams.has('status')).toBe(false);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() => expect(api.requests.some((u) => u.searchParams.get('status') === 'approved')).toBe(true));
  });

  it('approves only after the confirmation, with the summary written in the editor', async () => {
    const api = stubApi()
      .get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending', { anonymous: true })] })
      .post('/v2/admin/api/disclosure/{id}/approve', { status: 'approved' });
    renderWithApp(<DisclosureReviewPage />, { lang: 'en', path: '/v2/admin/disclosures' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/without the researcher's name \(老王 asked to stay anonymous\)/)).toBeTruthy();
    const editor = await editorIn(dialog);
    act(() => void editor.commands.setContent('<p>IDOR in <strong>/order</strong>, fixed</p>', { emitUpdate: true }));
    // The advisory's product tree and weakness; fields left empty are not sent.
    fireEvent.change(within(dialog).getByLabelText('Product'), { target: { value: ' Example Shop ' } });
    fireEvent.change(within(dialog).getByLabelText('Fixed in version'), { target: { value: '2.3.1' } });
    fireEvent.change(within(dialog).getByLabelText('Weakness (CWE)'), { target: { value: 'CWE-639' } });
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/disclosure/7/approve');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ summary: '<p>IDOR in <strong>/order</strong>, fixed</p>', product: 'Example Shop', fixedVersion: '2.3.1', cwe: 'CWE-639' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves without a summary when the editor is left empty, and shows the server refusing in the dialog', async () => {
    const api = stubApi()
      .get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending')] })
      .fail('/v2/admin/api/disclosure/{id}/approve', 1006, '该申请已被处理');
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures' });
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    await editorIn(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '通过并公开' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([...api.posts[0]!.form.keys()]).toEqual([]);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该申请已被处理');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the regulator gate refusing a product vulnerability not yet fixed (1009) in the dialog', async () => {
    const message = '该报告为产品漏洞，修复完成前不得公开（监管报送时限）';
    stubApi()
      .get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending')] })
      .fail('/v2/admin/api/disclosure/{id}/approve', 1009, message);
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures' });
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    await editorIn(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '通过并公开' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('refuses after the confirmation and sends the reason for the researcher', async () => {
    const api = stubApi()
      .get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending')] })
      .post('/v2/admin/api/disclosure/{id}/refuse', { status: 'refused' });
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures' });
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/拒绝原因/), { target: { value: '  修复尚未上线  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/disclosure/7/refuse');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ reason: '修复尚未上线' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('refuses to send a reason over the contract limit and says so (English)', async () => {
    const api = stubApi().get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending')] });
    renderWithApp(<DisclosureReviewPage />, { lang: 'en', path: '/v2/admin/disclosures' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('The reason is too long (at most 500 characters)')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
  });

  it('links an approved request’s advisory in both languages and withdraws it with a required reason', async () => {
    const advisory = {
      trackingId: 'SRC-2026-0009',
      version: 1,
      withdrawn: false,
      url: 'https://src.example.com/.well-known/csaf/clear/2026/src-2026-0009.json',
      translationUrl: 'https://src.example.com/.well-known/csaf/clear/2026/src-2026-0009-en.json',
    };
    const api = stubApi()
      .get('/v2/admin/api/disclosure', { total: 1, requests: [request(9, 'approved', { decideTime: '2026-11-21 09:00:00', advisory })] })
      .post('/v2/admin/api/disclosure/{id}/withdraw', { status: 'withdrawn' });
    renderWithApp(<DisclosureReviewPage />, { lang: 'en', path: '/v2/admin/disclosures' });
    const row = await screen.findByTestId('disclosure-9');
    expect(within(row).getByText(/Advisory SRC-2026-0009 \(revision 1\)/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Advisory SRC-2026-0009 in Chinese' }).getAttribute('href')).toBe(advisory.url);
    expect(within(row).getByRole('link', { name: 'Advisory SRC-2026-0009 in English' }).getAttribute('href')).toBe(advisory.translationUrl);
    // Each link names its language in that language, marked so (an English page holds no unmarked Chinese).
    expect(within(row).getByText('中文').closest('[lang]')?.getAttribute('lang')).toBe('zh');
    expect(within(row).getByText('English').closest('[lang]')?.getAttribute('lang')).toBe('en');
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('Please give the reason for the withdrawal')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The fix was incomplete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/disclosure/9/withdraw');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ reason: 'The fix was incomplete' });
  });

  it('shows the empty and the error state', async () => {
    stubApi().get('/v2/admin/api/disclosure', { total: 0, requests: [] });
    const { unmount } = renderWithApp(<DisclosureReviewPage />, { lang: 'en', path: '/v2/admin/disclosures' });
    expect(await screen.findByText('No requests match')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disclosure requests' })).toBeTruthy();
    unmount();
    stubApi().fail('/v2/admin/api/disclosure', 5000, '数据库不可用');
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures' });
    expect(await screen.findByText(/数据库不可用/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '公开申请' })).toBeTruthy();
  });
});

describe('console disclosure review for a viewer', { timeout: 30_000 }, () => {
  it('lists the requests without the decision column', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/disclosure', { total: 1, requests: [request(7, 'pending')] });
    renderWithApp(<DisclosureReviewPage />, { path: '/v2/admin/disclosures' });
    const row = await screen.findByTestId('disclosure-7');
    expect(within(row).getByText('已修复，希望公开')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
