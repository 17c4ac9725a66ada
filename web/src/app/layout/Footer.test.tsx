import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Footer, WECHAT_QR } from './Footer';

describe('footer', () => {
  it('shows the messaging-app QR code in Chinese, read lazily from the server', () => {
    renderWithApp(<Footer />, { lang: 'zh' });
    const qr = screen.getByRole('img', { name: '微信公众号：安全应急响应中心' });
    expect(qr.getAttribute('src')).toBe(WECHAT_QR);
    expect(WECHAT_QR).toBe('/v2/api/config/wechat-qr');
    expect(qr.getAttribute('loading')).toBe('lazy');
  });

  it('shows the English social account instead, without the QR code', () => {
    renderWithApp(<Footer />, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Follow us on X' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
