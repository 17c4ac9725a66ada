import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { AnnouncementsPage, BannersPage, CoefficientsPage, GiftsPage } from './ContentPages';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

// The first render of a file loads Chakra, the dialogs and the editor chunk: on the shared 2-core
// machine that alone can pass the 5 s default.
const slow = { timeout: 30_000 };

const payments = { id: 3, business: 'Payments', coefficient: 1.5, description: 'Wallet and checkout' };
const mail = { id: 4, business: 'Mail', coefficient: 0.8, description: '' };
const PATH = '/v2/admin/content/coefficients';
const LIST = '/v2/admin/api/business-coefficient';

describe('generic content screen (business coefficients)', slow, () => {
  it('lists the entries of the page asked for in the address', async () => {
    const api = stubApi().get(LIST, { total: 42, coefficients: [payments, mail] });
    renderWithApp(<CoefficientsPage />, { path: PATH, search: 'page=2&pageSize=10' });
    expect(await screen.findByText('Payments')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '系数' })).toBeTruthy();
    expect(screen.getByText('0.8')).toBeTruthy();
    const read = api.requests.find((u) => u.pathname === LIST)!;
    expect([read.searchParams.get('page'), read.searchParams.get('pageSize')]).toEqual(['2', '10']);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty and the error states', async () => {
    stubApi().get(LIST, { total: 0, coefficients: [] });
    const { unmount } = renderWithApp(<CoefficientsPage />, { path: PATH });
    expect(await screen.findByText('还没有业务系数')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    stubApi().fail(LIST, 5000, '服务繁忙');
    renderWithApp(<CoefficientsPage />, { path: PATH });
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('checks the contract limits before sending, then posts the form', async () => {
    const api = stubApi().get(LIST, { total: 0, coefficients: [] }).post(LIST, { id: 9 });
    renderWithApp(<CoefficientsPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: '新建业务系数' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/系数/), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('此项必填')).toBeTruthy();
    expect(within(dialog).getByText('须在 0.1 到 10 之间')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/业务名称/), { target: { value: '  Cloud  ' } });
    fireEvent.change(within(dialog).getByLabelText(/系数/), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.method).toBe('POST');
    expect(api.posts[0]!.path).toBe(LIST);
    // An empty optional field is left out (the server's default applies).
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ business: 'Cloud', coefficient: '2.5' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits with PUT and shows a refusal that names a field under it', async () => {
    const api = stubApi()
      .get(LIST, { total: 1, coefficients: [payments] })
      .fail(`${LIST}/{id}`, 1001, '字段 business 已存在');
    renderWithApp(<CoefficientsPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: '编辑「Payments」' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/业务名称/) as HTMLInputElement).value).toBe('Payments');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('字段 business 已存在')).toBeTruthy();
    expect(api.posts[0]!.method).toBe('PUT');
    expect(api.posts[0]!.path).toBe(`${LIST}/3`);
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ business: 'Payments', coefficient: '1.5', description: 'Wallet and checkout' });
  });

  it('deletes only after the confirmation', async () => {
    const api = stubApi()
      .get(LIST, { total: 2, coefficients: [payments, mail] })
      .delete(`${LIST}/{id}`, {});
    renderWithApp(<CoefficientsPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: '删除「Payments」' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('确定删除「Payments」吗？删除后无法恢复。')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(api.posts.map((p) => `${p.method} ${p.path}`)).toEqual([`DELETE ${LIST}/3`]));
    // The list is read again after the change.
    await waitFor(() => expect(api.requests.filter((u) => u.pathname === LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('in English: says which content is edited and links to the Chinese screen', async () => {
    stubApi().get(LIST, { total: 1, coefficients: [payments] });
    renderWithApp(<CoefficientsPage />, { lang: 'en', path: PATH, search: 'language=en&page=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business coefficients' })).toBeTruthy();
    expect(screen.getByText(/You are editing the English site's content/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Switch to the Chinese content' });
    expect(link.getAttribute('href')).toBe('/v2/admin/content/coefficients?language=zh&page=1');
    expect(await screen.findByRole('button', { name: 'Delete “Payments”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New business coefficient' })).toBeTruthy();
  });
});

describe('rich text preview', slow, () => {
  it('shows the content as the public site renders it, without scripts or handlers', async () => {
    const content = '<p>Hello <b>staff</b></p><script>window.pwned = 1</script><img src="/x.png" onerror="window.pwned = 2">';
    stubApi().get('/v2/admin/api/announcement', {
      total: 1,
      announcements: [{ id: 7, title: 'October', type: 1, abstract: '', content, typeText: 'Reward', createTime: '2026-11-01 10:00:00' }],
    });
    renderWithApp(<AnnouncementsPage />, { lang: 'en', path: '/v2/admin/content/announcements' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “October”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('rich-preview');
    expect(preview.textContent).toContain('Hello staff');
    expect(preview.querySelector('b')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});

describe('gifts', slow, () => {
  const gift = {
    id: 5,
    name: 'T-shirt',
    pic: '/v2/static/demo/shirt.png',
    price: 300,
    num: 12,
    type: 'custom' as const,
    area: 'custom' as const,
    description: '',
    createTime: '2026-10-01 09:00:00',
  };

  it('changes the stock through the stock operation, not the replace form', async () => {
    const api = stubApi()
      .get('/v2/admin/api/reward', { total: 1, rewards: [gift] })
      .post('/v2/admin/api/reward/{id}/stock', { num: 7 });
    renderWithApp(<GiftsPage />, { path: '/v2/admin/content/gifts' });
    fireEvent.click(await screen.findByRole('button', { name: '调整库存「T-shirt」' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/增减数量/), { target: { value: '-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    expect(await within(dialog).findByText(/调整后库存不能小于 0/)).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/增减数量/), { target: { value: '-5' } });
    expect(within(dialog).getByText('调整后库存：7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/reward/5/stock');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ delta: '-5' });
  });
});

describe('gift edits', slow, () => {
  it('saves an edit without the stock it loaded (exchanges meanwhile are not undone)', async () => {
    const gift = {
      id: 5,
      name: 'T-shirt',
      pic: '/v2/static/demo/shirt.png',
      price: 300,
      num: 12,
      type: 'custom' as const,
      area: 'custom' as const,
      description: '',
      createTime: '2026-10-01 09:00:00',
    };
    const api = stubApi()
      .get('/v2/admin/api/reward', { total: 1, rewards: [gift] })
      .put('/v2/admin/api/reward/{id}', {});
    renderWithApp(<GiftsPage />, { path: '/v2/admin/content/gifts' });
    fireEvent.click(await screen.findByRole('button', { name: '编辑「T-shirt」' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/名称/), { target: { value: 'Hoodie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([api.posts[0]!.method, api.posts[0]!.path]).toEqual(['PUT', '/v2/admin/api/reward/5']);
    const sent = Object.fromEntries(api.posts[0]!.form);
    expect(sent).toMatchObject({ name: 'Hoodie', price: '300', pic: '/v2/static/demo/shirt.png' });
    expect(sent).not.toHaveProperty('num');
  });
});

describe('banners', slow, () => {
  it('uploads the picture where staff images are public and posts its address', async () => {
    const api = stubApi()
      .get('/v2/admin/api/banner', { total: 0, banners: [] })
      .post('/v2/api/ue-upload', { state: 'SUCCESS', url: '/v2/api/file/k1.png', title: 'k1.png', original: 'hero.png' })
      .post('/v2/admin/api/banner', { id: 4 });
    renderWithApp(<BannersPage />, { path: '/v2/admin/content/banners' });
    fireEvent.click(await screen.findByRole('button', { name: '新建轮播图' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('上传图片', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File(['png'], 'hero.png', { type: 'image/png' })] } });
    const address = (await within(dialog).findByDisplayValue('/v2/api/file/k1.png')) as HTMLInputElement;
    expect(address.id).toBe('content-banners-imgurl');
    expect(within(dialog).getByRole('img', { name: '图片预览' }).getAttribute('src')).toBe('/v2/api/file/k1.png');
    fireEvent.change(within(dialog).getByLabelText(/链接地址/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写站内路径（以 / 开头）或 https 地址')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/链接地址/), { target: { value: '/v2/activity/3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.posts.filter((p) => p.path === '/v2/admin/api/banner')).toHaveLength(1));
    expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/ue-upload', '/v2/admin/api/banner']);
    expect(Object.fromEntries(api.posts[1]!.form)).toEqual({ imgurl: '/v2/api/file/k1.png', linkurl: '/v2/activity/3', sort: '0', enabled: 'true' });
  });
});

describe('content screens by role', slow, () => {
  const gift = {
    id: 5,
    name: 'T-shirt',
    pic: '/v2/static/demo/shirt.png',
    price: 300,
    num: 12,
    type: 'custom' as const,
    area: 'custom' as const,
    description: '',
    createTime: '2026-10-01 09:00:00',
  };

  it('a viewer reads the entries with nothing to create, edit or delete', async () => {
    signInStaff(['viewer']);
    stubApi().get(LIST, { total: 2, coefficients: [payments, mail] });
    renderWithApp(<CoefficientsPage />, { path: PATH });
    expect(await screen.findByText('Payments')).toBeTruthy();
    expect(screen.getByText('0.8')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建业务系数' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(编辑|删除)/ })).toEqual([]);
  });

  it('a viewer reads the gifts without the stock change', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/reward', { total: 1, rewards: [gift] });
    renderWithApp(<GiftsPage />, { path: '/v2/admin/content/gifts' });
    expect(await screen.findByText('T-shirt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调整库存「T-shirt」' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('fulfilment changes a gift’s stock but neither creates, edits nor deletes gifts', async () => {
    signInStaff(['fulfilment']);
    stubApi().get('/v2/admin/api/reward', { total: 1, rewards: [gift] });
    renderWithApp(<GiftsPage />, { path: '/v2/admin/content/gifts' });
    expect(await screen.findByRole('button', { name: '调整库存「T-shirt」' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑「T-shirt」' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除「T-shirt」' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^新建/ })).toBeNull();
  });
});
