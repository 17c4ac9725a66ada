// The small public lists per language (from the public reads): banners, FAQ, business coefficients,
// the regulation and the report type tree; the footer's QR code of the configured messaging-app account.
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, businessCoefficients, faqs } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WECHAT_URL: 'https://example.org/wechat/src' });
});
afterAll(() => t.close());

describe('small lists', () => {
  it('serves banners, FAQ, coefficients, regulation and the type tree per language', async () => {
    await t.db.insert(banners).values([
      { imgurl: '/b2.png', linkurl: '/v2/blog', sort: 2 },
      { imgurl: '/b1.png', linkurl: '/v2/home', sort: 1 },
      { imgurl: '/en.png', linkurl: '/v2/home', language: 'en' },
    ]);
    await t.db.insert(faqs).values({ question: '如何提交？', answer: '<p>登录后提交</p>' });
    await t.db.insert(businessCoefficients).values({ business: '支付', coefficient: 1.5, description: '核心' });
    expect((data(await callOp(t.app, 'listBanners')).banners as Data[]).map((b) => b.imgurl)).toEqual(['/b1.png', '/b2.png']);
    expect((data(await callOp(t.app, 'listBanners', { query: { language: 'en' } })).banners as Data[]).map((b) => b.imgurl)).toEqual(['/en.png']);
    expect(data(await callOp(t.app, 'listFaq')).faqs).toEqual([{ id: expect.any(Number), question: '如何提交？', answer: '<p>登录后提交</p>' }]);
    expect(data(await callOp(t.app, 'listBusinessCoefficients')).coefficients).toEqual([{ id: expect.any(Number), business: '支付', coefficient: 1.5, description: '核心' }]);
    expect(data(await callOp(t.app, 'getRegulation', { query: { language: 'en' } })).regulation).toMatchObject({ filename: expect.stringContaining('regulation') });
    const tree = data(await callOp(t.app, 'listBugTypes', { query: { language: 'en' } })).types as { id: number; text: string; child: { id: number }[] }[];
    expect(tree.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 10, 11, 12]);
    for (const node of tree) for (const sub of node.child) expect(Math.floor(sub.id / 100)).toBe(node.id);
  });

  it('draws the configured messaging-app address as the footer QR code, cached a day', async () => {
    const res = await callOp(t.app, 'getWechatQr');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const expected = (address: string) => QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111827', light: '#ffffff' } });
    expect(res.body).toBe(await expected('https://example.org/wechat/src'));
    expect(res.body).not.toBe(await expected('https://weixin.qq.com/'));
  });
});
