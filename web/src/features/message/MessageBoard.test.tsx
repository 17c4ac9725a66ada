import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { appStore } from '../../lib/store';
import { notLoggedInAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { tickAgreement } from '../../test/tick';
import { renderWithApp } from '../../test/render';
import { notifyError } from '../../lib/notify';
import { CreateMessagePage } from './CreateMessagePage';
import { MessageDetailPage } from './MessageDetailPage';
import { plainToHtml } from './plainToHtml';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

beforeEach(() => setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    setSession({ status: 'unknown' });
    appStore.set(notLoggedInAtom, false);
  });
});

function stubBoard() {
  return stubApi()
    .get('/v2/api/config/regulation', { regulation: { filename: '漏洞处理规范.pdf', url: '/v2/api/file/20261101000000-abcdef.pdf' } })
    .post('/v2/api/captcha/graph', { result: true });
}

function fill(title: string, content: string, captcha: string) {
  fireEvent.change(screen.getByLabelText(/留言标题/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/留言详情/), { target: { value: content } });
  fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: captcha } });
}

describe('message board (docs/rules.md#validation)', () => {
  it('shows the Chinese messages of the spec for each empty field', async () => {
    const api = stubBoard();
    renderWithApp(<CreateMessagePage />, { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByText('请填写留言标题')).toBeTruthy();
    expect(screen.getByText('请填写留言详情')).toBeTruthy();
    expect(screen.getByText('请填写验证码')).toBeTruthy();
    expect(api.posts.filter((p) => p.path === '/v2/api/leave-message')).toHaveLength(0);
  });

  it('asks a visitor to sign in instead of posting', async () => {
    setSession({ status: 'signedOut' });
    const api = stubBoard();
    renderWithApp(<CreateMessagePage />, { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    await waitFor(() => expect(appStore.get(notLoggedInAtom)).toBe(true));
    expect(api.posts).toHaveLength(0);
  });

  it('needs the agreement, then posts escaped paragraphs; a wrong captcha is reported by its field', async () => {
    let captchaWrong = true;
    const api = stubBoard().post('/v2/api/leave-message', { id: 5 });
    vi.stubGlobal(
      'fetch',
      ((inner: typeof fetch) => async (request: Request) => {
        if (request.method === 'POST' && new URL(request.url).pathname === '/v2/api/leave-message' && captchaWrong) {
          captchaWrong = false;
          await inner(request);
          return new Response(JSON.stringify({ retcode: 1004, retmsg: '验证码错误', retdata: null }), { headers: { 'Content-Type': 'application/json' } });
        }
        return inner(request);
      })(globalThis.fetch),
    );
    renderWithApp(<CreateMessagePage />, { lang: 'zh' });
    fill('建议', '第一行 <b>粗</b>\n第二行', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    await waitFor(() => expect(api.posts.filter((p) => p.path === '/v2/api/leave-message')).toHaveLength(0));
    await screen.findByText('我已阅读并同意');
    await tickAgreement();
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    // The spec's toast too (docs/rules.md#errors).
    expect(notifyError).toHaveBeenLastCalledWith('验证码错误');
    fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: 'cd34' } });
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    await waitFor(() => expect(api.posts.filter((p) => p.path === '/v2/api/leave-message')).toHaveLength(2));
    const sent = api.posts.filter((p) => p.path === '/v2/api/leave-message')[1]!.form;
    expect(sent.get('title')).toBe('建议');
    expect(sent.get('content')).toBe('<p>第一行 &lt;b&gt;粗&lt;/b&gt;</p><p>第二行</p>');
    expect(sent.get('captcha')).toBe('cd34');
  });

  it("says 'submit failed' when the message never reached the server (en)", async () => {
    stubBoard();
    vi.stubGlobal(
      'fetch',
      ((inner: typeof fetch) => async (request: Request) => {
        if (new URL(request.url).pathname === '/v2/api/leave-message') throw new TypeError('Failed to fetch');
        return inner(request);
      })(globalThis.fetch),
    );
    vi.mocked(notifyError).mockClear();
    renderWithApp(<CreateMessagePage />, { lang: 'en' });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Idea' } });
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: 'More' } });
    fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: 'ab12' } });
    await screen.findByText('I have read and agree to');
    await tickAgreement();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Submit failed'));
  });

  it('turns text into escaped paragraphs', () => {
    expect(plainToHtml('a\n\n<img src=x onerror=alert(1)>')).toBe('<p>a</p><p><br></p><p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});

describe('message detail', () => {
  it('shows the thread and keeps replies to 500 characters', async () => {
    const api = stubApi()
      .get('/v2/api/leave-message/{id}', {
        message: { id: 5, title: '建议', content: '<p>内容</p>', createTime: '2026-11-20 10:00:00', attachments: [] },
        thread: [{ id: 1, author: { nickname: 'Security team', isStaff: true }, content: 'Thanks!', createTime: '2026-11-21 10:00:00' }],
      })
      .post('/v2/api/leave-message/{id}/reply', { id: 2 });
    renderWithApp(<MessageDetailPage params={{ id: '5' }} />, { lang: 'en' });
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('A reply has at most 500 characters')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
  });
});
