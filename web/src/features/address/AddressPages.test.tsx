import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { AddressFormPage, safeBack } from './AddressFormPage';
import { AddressListPage } from './AddressListPage';

afterEach(() => vi.unstubAllGlobals());

const home = { id: 7, realname: 'Ada', tel: '+447700900123', address: '1 Main Street', isDefault: false };
const office = { id: 8, realname: '张三', tel: '13800000000', address: '北京市海淀区', isDefault: true };

describe('shipping address form', () => {
  it('names every missing field and sends nothing', async () => {
    const api = stubApi().post('/v2/api/address', { id: 1 });
    renderWithApp(<AddressFormPage />, { lang: 'zh', path: '/v2/user/add-addr' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写收货人')).toBeTruthy();
    expect(screen.getByText('请填写手机号码')).toBeTruthy();
    expect(screen.getByText('请填写详细地址')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
  });

  it('refuses a malformed phone and posts a valid address', async () => {
    const api = stubApi().post('/v2/api/address', { id: 9 });
    const { location } = renderWithApp(<AddressFormPage />, { lang: 'en', path: '/v2/user/add-addr', search: 'language=en' });
    fireEvent.change(screen.getByLabelText(/Recipient/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: '1 Main Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number (e.g. +447700900123)')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '+447700900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ realname: 'Ada', tel: '+447700900123', address: '1 Main Street', isDefault: 'false' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/user/addr?language=en'));
  });

  it('edits an existing address with PUT', async () => {
    const api = stubApi()
      .get('/v2/api/address', { total: 2, address: [home, office] })
      .put('/v2/api/address/{id}', {});
    renderWithApp(<AddressFormPage />, { lang: 'en', path: '/v2/user/add-addr', search: 'id=7' });
    expect(((await screen.findByLabelText(/Recipient/)) as HTMLInputElement).value).toBe('Ada');
    fireEvent.change(screen.getByLabelText(/Address/), { target: { value: '2 Side Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.method).toBe('PUT');
    expect(api.posts[0]!.path).toBe('/v2/api/address/7');
    expect(api.posts[0]!.form.get('address')).toBe('2 Side Street');
  });

  it('keeps the address being edited when a refresh of the list fails', async () => {
    const api = stubApi().get('/v2/api/address', { total: 2, address: [home, office] });
    const { queryClient } = renderWithApp(<AddressFormPage />, { lang: 'en', path: '/v2/user/add-addr', search: 'id=7' });
    fireEvent.change(await screen.findByLabelText(/Address/), { target: { value: '2 Side Street' } });
    api.fail('/v2/api/address', 1003, 'Too many requests');
    await act(() => queryClient.refetchQueries({ queryKey: ['get', '/v2/api/address'] }));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['get', '/v2/api/address'] })[0]?.state.status).toBe('error'));
    expect((screen.getByLabelText(/Address/) as HTMLInputElement).value).toBe('2 Side Street');
  });

  it('only returns to paths of this site', () => {
    expect(safeBack('/reward/3?n=2')).toBe('/reward/3?n=2');
    expect(safeBack('//evil.example/x')).toBe('/user/addr');
    expect(safeBack('https://evil.example')).toBe('/user/addr');
    expect(safeBack(null)).toBe('/user/addr');
  });
});

describe('shipping address list', () => {
  it('shows the default first and deletes only after confirmation', async () => {
    const api = stubApi()
      .get('/v2/api/address', { total: 2, address: [home, office] })
      .delete('/v2/api/address/{id}', {});
    const deleted = () => api.posts.filter((p) => p.method === 'DELETE').map((p) => p.path);
    renderWithApp(<AddressListPage />, { lang: 'en' });
    await screen.findByText('1 Main Street');
    const names = screen.getAllByText(/^(Ada|张三)$/).map((n) => n.textContent);
    expect(names).toEqual(['张三', 'Ada']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    expect(await screen.findByText('Delete this shipping address?')).toBeTruthy();
    expect(deleted()).toEqual([]);
    const dialogDelete = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    fireEvent.click(dialogDelete);
    await waitFor(() => expect(deleted()).toEqual(['/v2/api/address/7']));
    expect(api.requests.filter((u) => u.pathname === '/v2/api/address').length).toBeGreaterThanOrEqual(2);
  });
});
