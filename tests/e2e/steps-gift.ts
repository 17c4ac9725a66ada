// A physical gift from redemption to delivery, as people do it: the researcher exchanges the gift in
// the list's dialog, adding the address there (one flow, same tab), staff ship it on the console's
// orders screen with a carrier and a tracking number, the researcher reads the tracking in the
// redemption records.
import { expect, type Locator, type Page } from '@playwright/test';
import { ok, type ApiSession } from './seed';
import { consoleUrl, type Lang } from './support-console';
import { screenshot } from './support';

const TEXT = {
  zh: {
    physical: '实物礼品',
    exchangeNow: '立即兑换',
    exchangeTitle: '兑换礼品',
    confirmExchange: '确认兑换',
    addAddress: '添加收货地址',
    exchanged: '兑换成功',
    recipient: '收货人',
    tel: '手机号码',
    address: '详细地址',
    save: '保存',
    name: '王五',
    ordersStatus: '订单状态',
    ship: '发货',
    shipTitle: /订单 #\d+ 发货/,
    carrier: '快递公司',
    number: '物流单号',
    carrierRequired: '请填写快递公司',
    orderDone: '订单已更新',
    shipped: '已发货',
    tracking: (t: string) => `物流：${t}`,
    carrierName: '顺丰速运',
  },
  en: {
    physical: 'Physical gift',
    exchangeNow: 'Exchange now',
    exchangeTitle: 'Exchange a gift',
    confirmExchange: 'Confirm exchange',
    addAddress: 'Add an address',
    exchanged: 'Exchanged',
    recipient: 'Recipient',
    tel: 'Phone',
    address: 'Address',
    save: 'Save',
    name: 'Sam Wong',
    ordersStatus: 'Order status',
    ship: 'Ship',
    shipTitle: /Ship order #\d+/,
    carrier: 'Carrier',
    number: 'Tracking number',
    carrierRequired: 'Please enter the carrier',
    orderDone: 'Order updated',
    shipped: 'Shipped',
    tracking: (t: string) => `Tracking: ${t}`,
    carrierName: 'DHL',
  },
} as const;

const site = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}language=${lang}`;

/** A physical gift of the list's first page in stock that `coins` pay for (staff have no other way to pick one). */
export async function physicalGift(api: ApiSession, coins: number): Promise<{ id: number; name: string }> {
  const { rewards } = await ok(api.client.GET('/v2/api/reward', { params: { query: { type: 'custom' } } }));
  const gift = rewards.find((r) => r.num > 0 && r.price <= coins);
  if (!gift) throw new Error(`no physical gift in stock for ${coins} coins`);
  return gift;
}

/**
 * From the gift list, in one flow on the same tab: "exchange now" on `gift` (physical, in stock),
 * the address `line` added inside the exchange dialog (and chosen by that), confirm. Returns the
 * number of clicks from the gift to the order (the fields typed are not counted).
 */
export async function redeemPhysicalGift(researcher: Page, lang: Lang, line: string, gift: { id: number; name: string }, shot: string): Promise<number> {
  const L = TEXT[lang];
  await researcher.goto(site('/v2/reward/list', lang));
  await researcher.getByRole('button', { name: L.physical, exact: true }).click();
  const tabs = researcher.context().pages().length;
  let clicks = 0;
  const click = async (target: Locator) => (await target.click(), clicks++);
  await click(researcher.locator('article').filter({ hasText: gift.name }).getByRole('button', { name: L.exchangeNow }));
  const dialog = researcher.getByRole('dialog', { name: L.exchangeTitle });
  await click(dialog.getByRole('button', { name: L.addAddress }));
  await dialog.getByLabel(L.recipient, { exact: true }).fill(L.name);
  await dialog.getByLabel(L.tel, { exact: true }).fill('+8613700137000');
  await dialog.getByLabel(L.address, { exact: true }).fill(line);
  await click(dialog.getByRole('button', { name: L.save, exact: true }));
  await expect(dialog.getByRole('radio', { name: new RegExp(line) })).toBeChecked();
  await screenshot(researcher, `${shot}-exchange-dialog`, { fullPage: false });
  await click(dialog.getByRole('button', { name: L.confirmExchange }));
  await expect(researcher.getByRole('dialog', { name: L.exchanged })).toBeVisible();
  // The same tab all along: nothing was opened beside it.
  expect(researcher.context().pages()).toHaveLength(tabs);
  await expect(researcher).toHaveURL(/\/v2\/reward\/list/);
  // The records list the order, to that address, before staff ship it.
  await researcher.goto(site('/v2/user/ex', lang));
  await expect(researcher.getByText(line).first()).toBeVisible();
  await screenshot(researcher, `${shot}-redemption-records`);
  return clicks;
}

/** Staff find the order shipping to `line` among pending physical gifts and ship it; returns "carrier number". */
export async function shipOrder(staff: Page, lang: Lang, line: string, number: string, shot: string): Promise<string> {
  const L = TEXT[lang];
  await staff.goto(consoleUrl('/orders?status=10&type=custom', lang));
  await expect(staff.getByLabel(L.ordersStatus)).toHaveValue('10');
  const row = staff.getByRole('row').filter({ hasText: line });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: L.ship, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: L.shipTitle });
  // Shipping without a carrier is refused in the dialog, in the page's language.
  await dialog.getByRole('button', { name: L.ship, exact: true }).click();
  await expect(dialog.getByText(L.carrierRequired)).toBeVisible();
  await dialog.getByLabel(L.carrier).fill(L.carrierName);
  await dialog.getByLabel(L.number).fill(number);
  await screenshot(staff, shot);
  await dialog.getByRole('button', { name: L.ship, exact: true }).click();
  await expect(staff.getByText(L.orderDone)).toBeVisible();
  const tracking = `${L.carrierName} ${number}`;
  // Shipped orders leave the pending filter; under "shipped" the row shows the tracking.
  await expect(staff.getByRole('row').filter({ hasText: line })).toHaveCount(0);
  await staff.getByLabel(L.ordersStatus).selectOption('21');
  await expect(staff.getByRole('row').filter({ hasText: line }).getByText(L.tracking(tracking))).toBeVisible();
  return tracking;
}

/** The researcher's redemption records show the order to `line` shipped, with its tracking. */
export async function expectTrackingInRecords(researcher: Page, lang: Lang, line: string, tracking: string, shot: string): Promise<void> {
  const L = TEXT[lang];
  await researcher.goto(site('/v2/user/ex', lang));
  const record = researcher.locator('div').filter({ hasText: line }).filter({ hasText: tracking }).last();
  await expect(record).toBeVisible();
  await expect(record.getByText(L.shipped)).toBeVisible();
  await expect(record.getByText(L.tracking(tracking))).toBeVisible();
  await screenshot(researcher, shot);
}
