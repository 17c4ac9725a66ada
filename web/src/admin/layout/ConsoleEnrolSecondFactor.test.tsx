import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ConsoleApp } from '../ConsoleApp';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  act(() => setSession({ status: 'unknown' }));
});

const info = {
  language: 'zh' as const,
  info: { userId: 1, nickname: '安全运营小王', portrait: '', role: 'staff' as const, staffRoles: ['owner' as const], hasNickname: true },
  unread: 0,
  token: 'a'.repeat(64),
};
const CODES = ['0ab1c-2de3f', '4gh5j-6km7n', '8pq9r-0st1v', '2wx3y-4za5b', '6cd7e-8fg9h', '0jk1m-2np3q', '4rs5t-6vw7x', '8yz9a-0bc1d', '2ef3g-4hj5k', '6mn7p-8qr9s'];

describe('staff who must have two-factor sign-in (docs/rules.md#second-factor)', { timeout: 20_000 }, () => {
  it('get its set-up screen in place of the console on 4007, and the console once it is on', async () => {
    const api = stubApi()
      .get('/v2/api/info', info)
      .fail('/v2/admin/api/inbox/unread', 4007, '请先开启两步验证')
      .post('/v2/api/my/second-factor/start', {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/SRC:x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      })
      .post('/v2/api/my/second-factor/confirm', { recoveryCodes: CODES });
    window.history.replaceState(null, '', '/v2/admin/inbox');
    renderWithApp(<ConsoleApp />, { lang: 'zh', path: '/admin/inbox' });
    expect(await screen.findByRole('heading', { name: '请先开启两步验证' })).toBeTruthy();
    const main = screen.getByRole('main');
    fireEvent.change(await within(main).findByPlaceholderText('身份验证器中的 6 位数字'), { target: { value: '123456' } });
    api.get('/v2/admin/api/inbox/unread', { total: 0, kinds: [] });
    fireEvent.click(within(main).getByRole('button', { name: '确认' }));
    fireEvent.click(await within(main).findByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '请先开启两步验证' })).toBeNull());
    expect(screen.getByText('安全运营小王')).toBeTruthy();
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/my/second-factor/start', '/v2/api/my/second-factor/confirm']);
  });
});
