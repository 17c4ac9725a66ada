import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { SecondFactorSection } from './SecondFactorSection';

afterEach(() => vi.unstubAllGlobals());

const CODES = ['0ab1c-2de3f', '4gh5j-6km7n', '8pq9r-0st1v', '2wx3y-4za5b', '6cd7e-8fg9h', '0jk1m-2np3q', '4rs5t-6vw7x', '8yz9a-0bc1d', '2ef3g-4hj5k', '6mn7p-8qr9s'];
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/SRC:ada%40example.org?issuer=SRC&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
};

describe('the account’s two-factor sign-in (docs/rules.md#second-factor)', () => {
  it('turns it on: QR code and key, a checked code, then the recovery codes once', async () => {
    let enabled = false;
    const api = stubApi()
      .get('/v2/api/my/second-factor', () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false }))
      .post('/v2/api/my/second-factor/start', ENROLMENT)
      .post('/v2/api/my/second-factor/confirm', () => {
        enabled = true;
        return { recoveryCodes: CODES };
      });
    renderWithApp(<SecondFactorSection />, { lang: 'zh', path: '/v2/user/infos' });
    expect(await screen.findByText('未开启')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开启两步验证' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: '身份验证器二维码' })).toHaveProperty('src', ENROLMENT.qrCode);
    expect(within(dialog).getByText(ENROLMENT.secret)).toBeTruthy();

    const code = within(dialog).getByPlaceholderText('身份验证器中的 6 位数字');
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请输入 6 位数字，或 10 位恢复码')).toBeTruthy();
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/my/second-factor/start']);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    const list = await within(dialog).findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.posts[1]!.form.get('code')).toBe('123456');
    fireEvent.click(within(dialog).getByRole('button', { name: '我已保存' }));
    expect(await screen.findByText('已开启')).toBeTruthy();
    expect(screen.getByText('剩余恢复码：10 个')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });

  it('shows the server’s refusal of a code by the field, and turns it off with a right one', async () => {
    const api = stubApi()
      .get('/v2/api/my/second-factor', { enabled: true, recoveryCodesLeft: 7, required: false })
      .fail('/v2/api/my/second-factor/disable', 1004, 'The code is wrong or has already been used');
    renderWithApp(<SecondFactorSection />, { lang: 'en', path: '/v2/user/infos' });
    expect(await screen.findByText('Recovery codes left: 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByPlaceholderText('6 digits or a recovery code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is wrong or has already been used')).toBeTruthy();
    api.post('/v2/api/my/second-factor/disable', {});
    fireEvent.change(code, { target: { value: '4gh5j-6km7n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts.map((p) => p.form.get('code'))).toEqual(['000000', '4gh5j-6km7n']);
  });

  it('offers no turning off to staff who must have it', async () => {
    stubApi().get('/v2/api/my/second-factor', { enabled: true, recoveryCodesLeft: 10, required: true });
    renderWithApp(<SecondFactorSection />, { lang: 'en', path: '/v2/user/infos' });
    expect(await screen.findByText('Staff must use two-factor sign-in')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
