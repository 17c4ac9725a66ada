import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import * as sessionLoader from '../../lib/session/loadSession';
import { appStore } from '../../lib/store';
import { signInModalAtom } from '../../lib/ui';
import { renderWithApp } from '../../test/render';
import { SignInModal } from './SignInModal';

const ok = (retdata: unknown) => ({ data: { retcode: 0, retmsg: 'ok', retdata }, response: new Response(null, { status: 200 }) });

function open(lang: 'zh' | 'en' = 'zh') {
  act(() => appStore.set(signInModalAtom, true));
  return renderWithApp(<SignInModal />, { lang });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => appStore.set(signInModalAtom, false));
});

describe('sign-in by email (docs/rules.md#states-and-transitions, #validation)', () => {
  it('enables confirm only when both fields are filled', async () => {
    open();
    const confirm = await screen.findByRole('button', { name: '登录' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByPlaceholderText('请输入邮箱'), { target: { value: 'ada@example.org' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByPlaceholderText('请输入 6 位验证码'), { target: { value: '12' } });
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('checks only the email when a code is requested', async () => {
    const post = vi.spyOn(api, 'POST');
    open('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Please enter your email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Please enter the verification code')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a 6-digit code before signing in', async () => {
    const post = vi.spyOn(api, 'POST');
    open('en');
    fireEvent.change(await screen.findByPlaceholderText('Please enter your email'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByPlaceholderText('6-digit code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fill in the 6-digit verification code')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('counts 120 s down before a code can be requested again', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(ok({ resendAfter: 120 }) as never);
    open();
    fireEvent.change(await screen.findByPlaceholderText('请输入邮箱'), { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const waiting = await screen.findByRole('button', { name: '120 秒后重发' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('/v2/api/send/code', { body: { email: 'ada@example.org' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '119 秒后重发' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('says what went wrong in plain English when the server answers a failure without a message', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue({ data: { retcode: 1003, retmsg: '', retdata: null }, response: new Response(null, { status: 200 }) } as never);
    open('en');
    fireEvent.change(await screen.findByPlaceholderText('Please enter your email'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByPlaceholderText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong; please try again')).toBeTruthy();
    expect(screen.queryByText(/fail operation/i)).toBeNull();
    expect(appStore.get(signInModalAtom)).toBe(true);
  });

  it('signs in, closes and reloads the user info', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(ok({ token: 'a'.repeat(64), info: {} }) as never);
    const reload = vi.spyOn(sessionLoader, 'loadSession').mockResolvedValue('signedIn');
    open();
    fireEvent.change(await screen.findByPlaceholderText('请输入邮箱'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByPlaceholderText('请输入 6 位验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(appStore.get(signInModalAtom)).toBe(false);
  });
});

describe('the second step of a sign-in with two-factor sign-in on (docs/rules.md#second-factor)', () => {
  it('asks for the authenticator or recovery code after the emailed one, and signs in only then', async () => {
    const post = vi
      .spyOn(api, 'POST')
      .mockResolvedValueOnce(ok({ token: 'b'.repeat(64), secondFactorRequired: true, expiresIn: 600 }) as never)
      .mockResolvedValueOnce({ data: { retcode: 1004, retmsg: '验证码错误或已被使用', retdata: null }, response: new Response(null, { status: 200 }) } as never)
      .mockResolvedValueOnce(ok({ token: 'c'.repeat(64), info: {} }) as never);
    const reload = vi.spyOn(sessionLoader, 'loadSession').mockResolvedValue('signedIn');
    open();
    fireEvent.change(await screen.findByPlaceholderText('请输入邮箱'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByPlaceholderText('请输入 6 位验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const code = await screen.findByPlaceholderText('6 位数字或恢复码');
    expect(screen.getByText('两步验证')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(appStore.get(signInModalAtom)).toBe(true);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已被使用')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '7kq2m-x9p4d' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(appStore.get(signInModalAtom)).toBe(false);
    const calls = post.mock.calls as unknown as [string, unknown][];
    expect(calls.map(([path]) => path)).toEqual(['/v2/api/email/login', '/v2/api/second-factor/login', '/v2/api/second-factor/login']);
    expect(calls[2]![1]).toEqual({ body: { code: '7kq2m-x9p4d' } });
  });
});
