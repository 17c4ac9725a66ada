import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { RewardListPage } from './RewardListPage';

const cup = { id: 3, name: 'Mug', pic: '', price: 50, type: 'cash' as const, area: 'cash' as const };

beforeEach(() => setSession({ status: 'signedIn', user: { userId: 7 } as SessionUser, unread: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

/** A shop whose last mug goes with the first exchange. */
function shop() {
  let stock = 1;
  return stubApi()
    .get('/v2/api/reward', () => ({ total: 1, rewards: [{ ...cup, num: stock }] }))
    .get('/v2/api/info/reward', { new_people_reward_status: true, coins: 500, realNameVerified: true })
    .post('/v2/api/trade', () => {
      stock = 0;
      return { tradeId: 1, num: 1, cost: 50, balance: 450 };
    });
}

// The shared test machine can be slow to paint (Chakra, a page's first load): wait up to 5 s.
const SLOW = { timeout: 5_000 };

const reads = (api: ReturnType<typeof stubApi>, path: string) => api.requests.filter((u) => u.pathname === path).length;

async function exchangeOne() {
  fireEvent.click(await screen.findByRole('button', { name: 'Exchange now' }, SLOW));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm exchange' }, SLOW));
}

describe('coin value', () => {
  it('states 1 coin = 5 yuan on the list and what a cash gift is worth before the exchange', async () => {
    shop();
    renderWithApp(<RewardListPage />, { lang: 'en' });
    expect(await screen.findByText('1 coin = 5 yuan; cash gifts are priced at this rate.', {}, SLOW)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange now' }, SLOW));
    expect(await screen.findByText(/^Worth 250 yuan/, {}, SLOW)).toBeTruthy();
  }, 20_000);

  it('states it in Chinese too', async () => {
    shop();
    renderWithApp(<RewardListPage />, { lang: 'zh' });
    expect(await screen.findByText('1 安全币 = 5 元，现金礼品按此定价。', {}, SLOW)).toBeTruthy();
  }, 20_000);
});

describe('gift list exchange', () => {
  it('reads the stock and the coins again after an exchange', async () => {
    const api = shop();
    renderWithApp(<RewardListPage />, { lang: 'en' });
    await exchangeOne();
    expect(await screen.findByText('Exchanged', {}, SLOW)).toBeTruthy();
    expect(Object.fromEntries(api.posts[0]!.form)).toMatchObject({ rewardId: '3', num: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sold out' }, SLOW)).toBeTruthy();
    expect(reads(api, '/v2/api/info/reward')).toBe(2);
  }, 20_000);

  it('reads the list again after a refusal too (the page showed an old state)', async () => {
    const api = shop().fail('/v2/api/trade', 4010, 'Sold out already');
    renderWithApp(<RewardListPage />, { lang: 'en' });
    await exchangeOne();
    expect(await screen.findByText('Sold out already', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(reads(api, '/v2/api/reward')).toBe(2), SLOW);
  }, 20_000);

  it('points a refusal for want of real-name verification (2004) to the verification page', async () => {
    shop().fail('/v2/api/trade', 2004, 'Real-name verification required');
    renderWithApp(<RewardListPage />, { lang: 'en' });
    await exchangeOne();
    const link = await screen.findByRole('link', { name: 'Verify my real name' }, SLOW);
    expect(link.getAttribute('href')).toBe('/v2/user/infos/realname');
  }, 20_000);
});

describe('a physical gift in one flow', () => {
  const mug = { id: 4, name: 'Stickers', pic: '', price: 20, type: 'custom' as const, area: 'custom' as const, num: 5 };
  const home = { id: 7, realname: 'Ada', tel: '+447700900123', address: '1 Main Street', isDefault: false };
  const office = { id: 8, realname: 'Ada', tel: '+447700900123', address: '2 Office Road', isDefault: true };

  function physicalShop(addresses: (typeof home)[]) {
    const book = [...addresses];
    const api = stubApi()
      .get('/v2/api/reward', { total: 1, rewards: [mug] })
      .get('/v2/api/info/reward', { new_people_reward_status: true, coins: 500, realNameVerified: true })
      .get('/v2/api/address', () => ({ total: book.length, address: book }))
      .post('/v2/api/address', (_url, form) => {
        book.push({ id: 9, realname: form.get('realname')!, tel: form.get('tel')!, address: form.get('address')!, isDefault: book.length === 0 });
        return { id: 9 };
      })
      .post('/v2/api/trade', { tradeId: 1, num: 1, cost: 20, balance: 480 });
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    return { api, opened };
  }

  it('exchanges to the default address in the dialog, on this page (two actions)', async () => {
    const { api, opened } = physicalShop([home, office]);
    renderWithApp(<RewardListPage />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange now' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: /2 Office Road/ }) as HTMLInputElement).checked).toBe(true), SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Exchanged', {}, SLOW)).toBeTruthy();
    expect(Object.fromEntries(api.posts.find((p) => p.path === '/v2/api/trade')!.form)).toMatchObject({ rewardId: '4', num: '1', addressId: '8' });
    expect(opened).not.toHaveBeenCalled();
  }, 20_000);

  it('adds an address inside the dialog, chooses it and exchanges to it', async () => {
    const { api } = physicalShop([]);
    renderWithApp(<RewardListPage />, { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '立即兑换' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByText('您还没有收货地址。', {}, SLOW)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '确认兑换' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '添加收货地址' }));
    fireEvent.change(await within(dialog).findByLabelText(/收货人/, {}, SLOW), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText(/手机号码/), { target: { value: '+8613700137000' } });
    fireEvent.change(within(dialog).getByLabelText(/详细地址/), { target: { value: '北京市海淀区 1 号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: /北京市海淀区 1 号/ }) as HTMLInputElement).checked).toBe(true), SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(await screen.findByText('兑换成功', {}, SLOW)).toBeTruthy();
    expect(api.posts.find((p) => p.path === '/v2/api/trade')!.form.get('addressId')).toBe('9');
  }, 20_000);
});

describe('gift keyword search', () => {
  it('sends the typed name keyword, trimmed, from the first page', async () => {
    const api = shop();
    renderWithApp(<RewardListPage />, { lang: 'zh' });
    await screen.findByText('Mug', {}, SLOW);
    const box = screen.getByRole('searchbox', { name: '搜索礼品名称' });
    fireEvent.change(box, { target: { value: '  杯子 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.requests.at(-1)?.searchParams.get('keyword')).toBe('杯子'), SLOW);
    expect(api.requests.at(-1)?.searchParams.get('page')).toBe('1');
  }, 20_000);
});
