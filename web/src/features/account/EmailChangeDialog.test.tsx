import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeEmailBodyLimits } from '@generated/limits';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { EmailChangeDialog } from './EmailChangeDialog';

afterEach(() => vi.unstubAllGlobals());

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget.
describe('email change', { timeout: 20_000 }, () => {
  it('checks the address (contract length, then the mail shape) before asking for a code, then confirms it', async () => {
    const api = stubApi().post('/v2/api/my/email/code', { resendAfter: 120 }).post('/v2/api/my/email', {});
    const changed = vi.fn();
    renderWithApp(<EmailChangeDialog open onClose={() => {}} onChanged={changed} />, { lang: 'zh' });
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(/新邮箱/);
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入邮箱')).toBeTruthy();
    // One past the contract's maxLength is refused before the shape is looked at.
    fireEvent.change(email, { target: { value: `${'a'.repeat(changeEmailBodyLimits.email.maxLength)}@x.org` } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'new@example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'new@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText(/^验证码/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(Object.fromEntries(api.posts[1]!.form)).toEqual({ email: 'new@example.org', code: '123456' });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
