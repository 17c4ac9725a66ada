import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { OrdersPage } from './OrdersPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

type Order = components['schemas']['AdminTradeItem'];
const user = { userId: 5, nickname: '老王', portrait: '/p.png' };
const order = (id: number, type: Order['type'], status: Order['status'], extra: Partial<Order> = {}): Order => ({
  id,
  user,
  rewardName: `礼品${id}`,
  type,
  num: 1,
  cost: 300,
  status,
  statusText: '',
  address: null,
  tracking: null,
  createTime: '2026-11-02 20:15:00',
  ...extra,
});
const backpack = order(21, 'custom', 10, { address: { realname: '李明', tel: '13800138000', address: '北京市海淀区上地十街10号' } });
const cash = order(22, 'cash', 10);
const failed = order(23, 'cash', 31);
const shipped = order(24, 'new', 21, { tracking: 'SF 1234567890', address: { realname: '李明', tel: '13800138000', address: '北京' } });
const coins = order(25, 'score', 10);

const buttonsOf = (id: number) =>
  within(screen.getByTestId(`order-${id}`))
    .queryAllByRole('button')
    .map((b) => b.textContent);

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console orders', { timeout: 20_000 }, () => {
  it('offers only the moves an order’s status and gift type allow', async () => {
    stubApi().get('/v2/admin/api/trade', { total: 5, trades: [backpack, cash, failed, shipped, coins] });
    renderWithApp(<OrdersPage />, { path: '/v2/admin/orders' });
    await screen.findByText('礼品21');
    expect(buttonsOf(21)).toEqual(['发货', '关闭订单', '驳回订单']);
    expect(buttonsOf(22)).toEqual(['标记现金已发放', '现金发放失败', '关闭订单', '驳回订单']);
    expect(buttonsOf(23)).toEqual(['标记现金已发放', '关闭订单', '驳回订单']);
    expect(buttonsOf(24)).toEqual([]);
    expect(buttonsOf(25)).toEqual(['发放安全币礼品', '关闭订单', '驳回订单']);
    expect(screen.getByText('北京市海淀区上地十街10号')).toBeTruthy();
    expect(screen.getByText('物流：SF 1234567890')).toBeTruthy();
  });

  it('sends the status and gift type filters from the address, and changes them there', async () => {
    const api = stubApi().get('/v2/admin/api/trade', { total: 0, trades: [] });
    const { location } = renderWithApp(<OrdersPage />, { path: '/v2/admin/orders', search: 'status=31&type=cash&page=2' });
    expect(await screen.findByText('没有符合条件的订单')).toBeTruthy();
    const sent = api.requests.find((u) => u.pathname === '/v2/admin/api/trade')!;
    expect([sent.searchParams.get('status'), sent.searchParams.get('type'), sent.searchParams.get('page')]).toEqual(['31', 'cash', '2']);
    fireEvent.change(screen.getByLabelText('礼品类型'), { target: { value: 'custom' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/orders?status=31&type=custom'));
  });

  it('ships only with a carrier and a tracking number, and posts them as tracking', async () => {
    const api = stubApi()
      .get('/v2/admin/api/trade', { total: 1, trades: [backpack] })
      .post('/v2/admin/api/trade/{id}/action', { status: 21 });
    renderWithApp(<OrdersPage />, { path: '/v2/admin/orders' });
    fireEvent.click(await screen.findByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '发货' }));
    expect(await within(dialog).findByText('请填写快递公司')).toBeTruthy();
    expect(within(dialog).getByText('请填写物流单号')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/快递公司/), { target: { value: '顺丰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发货' }));
    expect(await within(dialog).findByText('请填写物流单号')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/物流单号/), { target: { value: 'SF1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发货' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/trade/21/action');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'ship', tracking: '顺丰 SF1234567890' });
  });

  it('rejects with a reason, saying the coins go back through the ledger', async () => {
    const api = stubApi()
      .get('/v2/admin/api/trade', { total: 1, trades: [cash] })
      .post('/v2/admin/api/trade/{id}/action', { status: 32 });
    renderWithApp(<OrdersPage />, { path: '/v2/admin/orders' });
    fireEvent.click(await screen.findByRole('button', { name: '驳回订单' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('300 安全币将通过账本退还给白帽子，礼品库存同时恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回订单' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '未实名' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回订单' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'reject', comment: '未实名' });
  });

  it('shows the server’s refusal in the dialog', async () => {
    const api = stubApi()
      .get('/v2/admin/api/trade', { total: 1, trades: [coins] })
      .fail('/v2/admin/api/trade/{id}/action', 1006, '当前订单不能执行“issue-coins”');
    renderWithApp(<OrdersPage />, { path: '/v2/admin/orders' });
    fireEvent.click(await screen.findByRole('button', { name: '发放安全币礼品' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '发放安全币礼品' }));
    expect(await within(dialog).findByText('当前订单不能执行“issue-coins”')).toBeTruthy();
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ action: 'issue-coins' });
  });

  it('shows the list in English with English labels', async () => {
    stubApi().get('/v2/admin/api/trade', { total: 1, trades: [shipped] });
    renderWithApp(<OrdersPage />, { lang: 'en', path: '/v2/admin/orders', search: 'language=en' });
    expect(await screen.findByRole('heading', { name: 'Exchange orders' })).toBeTruthy();
    const row = within(await screen.findByTestId('order-24'));
    expect(row.getByText('Newcomer benefit')).toBeTruthy();
    expect(row.getByText('Shipped')).toBeTruthy();
    expect(row.getByText('Tracking: SF 1234567890')).toBeTruthy();
    expect(screen.getByLabelText('Gift type')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Researcher' })).toBeTruthy();
  });
});

describe('console orders for a viewer', { timeout: 20_000 }, () => {
  it('lists the orders, addresses and tracking with no move', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/trade', { total: 3, trades: [backpack, cash, shipped] });
    renderWithApp(<OrdersPage />, { path: '/v2/admin/orders' });
    await screen.findByText('礼品21');
    expect(screen.getByText('北京市海淀区上地十街10号')).toBeTruthy();
    expect(screen.getByText(/SF 1234567890/)).toBeTruthy();
    for (const id of [21, 22, 24]) expect(buttonsOf(id)).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
