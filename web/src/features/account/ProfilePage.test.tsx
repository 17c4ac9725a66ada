import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ProfilePage } from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

const profile = { userId: 3, nickname: 'ada', portrait: '', sign: '', email: 'ada@example.org', phone: null, realNameVerified: false };

function stubProfile() {
  return stubApi()
    .get('/v2/api/my/profile', { profile })
    .get('/v2/api/my/realname', { verified: false, state: 0, name: null, idNumber: null, reason: null, submitTime: null, reviewTime: null });
}

describe('personal info', () => {
  it('shows the profile with its unbound phone and real-name status', async () => {
    stubProfile();
    renderWithApp(<ProfilePage />, { lang: 'en', path: '/v2/user/infos' });
    expect(await screen.findByText('ada@example.org')).toBeTruthy();
    expect(screen.getByText('Not bound')).toBeTruthy();
    expect(await screen.findByText('Not verified (needed before redeeming cash gifts)')).toBeTruthy();
  });

  it('checks the nickname length in edit mode before saving', async () => {
    const api = stubProfile().post('/v2/api/my/profile', { profile });
    renderWithApp(<ProfilePage />, { lang: 'zh', path: '/v2/user/infos', search: 'edit=true' });
    const nickname = await screen.findByLabelText(/昵称/);
    fireEvent.change(nickname, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称长度为2-20个字符')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(nickname, { target: { value: '  ada lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.form.get('nickname')).toBe('ada lovelace');
  });

  it('binds a phone: checks the format, sends the code, then confirms it', async () => {
    const api = stubProfile().post('/v2/api/my/phone/code', { resendAfter: 120 }).post('/v2/api/my/phone', { phone: '+44770****123' });
    renderWithApp(<ProfilePage />, { lang: 'en', path: '/v2/user/infos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bind phone' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText(/Phone/);
    fireEvent.change(phone, { target: { value: '07700900123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter the number with its country code, e.g. +447700900123')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(phone, { target: { value: '+447700900123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/Resend in 1[12]\d s/)).toBeTruthy();
    expect(api.posts[0]!.form.get('phone')).toBe('+447700900123');
    fireEvent.change(within(dialog).getByLabelText(/Verification code/), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please fill in the 6-digit verification code')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Verification code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/my/phone/code', '/v2/api/my/phone']));
    expect(api.posts[1]!.form.get('code')).toBe('123456');
  });
});
