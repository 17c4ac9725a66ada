import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { formatBytes, StorageQuota } from './StorageQuota';

afterEach(() => vi.unstubAllGlobals());

const GIB = 1024 ** 3;

describe('the upload storage on the centre home', () => {
  it('shows what is used and left of the quota, in both languages', async () => {
    stubApi().get('/v2/api/upload/quota', { quota: 2 * GIB, used: 1.5 * 1024 * 1024, left: 2 * GIB - 1.5 * 1024 * 1024 });
    const { unmount } = renderWithApp(<StorageQuota />, { lang: 'en', path: '/v2/user/home' });
    expect((await screen.findByTestId('storage-quota')).textContent).toBe('1.5 MB used, 2.0 GB left of 2.0 GB; files nothing uses are deleted after a day');
    unmount();
    renderWithApp(<StorageQuota />, { lang: 'zh', path: '/v2/user/home' });
    expect((await screen.findByTestId('storage-quota')).textContent).toBe('已用 1.5 MB，剩余 2.0 GB（共 2.0 GB）；未被使用的文件一天后删除');
  });

  it('formats bytes in the largest unit', () => {
    expect([formatBytes(0), formatBytes(512), formatBytes(1536), formatBytes(3 * GIB)]).toEqual(['0 B', '512 B', '1.5 KB', '3.0 GB']);
  });
});
