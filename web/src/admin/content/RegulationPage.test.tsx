import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { RegulationPage } from './RegulationPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const PATH = '/v2/admin/api/config/regulation';

describe('regulation document', { timeout: 30_000 }, () => {
  it('checks the address, then saves the new file after a confirmation', async () => {
    const api = stubApi()
      .get(PATH, { regulation: { filename: '漏洞处理规范.pdf', url: '/v2/static/regulation-zh.pdf' } })
      .put(PATH, {});
    renderWithApp(<RegulationPage />, { path: '/v2/admin/content/regulation' });
    expect(await screen.findByRole('link', { name: '漏洞处理规范.pdf' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/文件地址/), { target: { value: 'ftp://x/y.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写站内路径（以 / 开头）或 https 地址')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/文件地址/), { target: { value: '/v2/static/regulation-2027.pdf' } });
    fireEvent.change(screen.getByLabelText(/显示的文件名/), { target: { value: '2027 规范.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认更新' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.method).toBe('PUT');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ filename: '2027 规范.pdf', url: '/v2/static/regulation-2027.pdf' });
  });
});

describe('regulation document for a viewer', { timeout: 30_000 }, () => {
  it('links the current document without the form', async () => {
    signInStaff(['viewer']);
    stubApi().get(PATH, { regulation: { filename: '漏洞处理规范.pdf', url: '/v2/static/regulation-zh.pdf' } });
    renderWithApp(<RegulationPage />, { path: '/v2/admin/content/regulation' });
    expect((await screen.findByRole('link', { name: '漏洞处理规范.pdf' })).getAttribute('href')).toBe('/v2/static/regulation-zh.pdf');
    expect(screen.queryByLabelText(/文件地址/)).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
