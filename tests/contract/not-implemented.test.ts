// Operations whose handler is not built yet answer retcode 5001 (documented in the spec's Retcode).
// This list can only shrink: building an operation means removing it here, and an operation added
// to the spec without a handler fails until it is either built or listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unimplementedOperationIds } from '../../server/src/handlers/index';
import { listOperations } from '../../server/src/contract';
import { callOp, startTestApp, type TestApp } from './harness';
import { NOT_IMPLEMENTED } from './not-implemented-list';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('not-implemented operations', () => {
  it('are exactly the listed ones', () => {
    expect(unimplementedOperationIds()).toEqual([...NOT_IMPLEMENTED].sort());
  });

  it('answer retcode 5001 with a valid envelope when reached (a GET and a write)', async () => {
    const staff = await t.sessionAs(1, 'staff');
    const ops = listOperations();
    const get = ops.find((op) => op.method === 'GET' && op.operationId === 'listBanners');
    const write = ops.find((op) => op.operationId === 'createBanner');
    expect(get && write).toBeTruthy();
    const listed = await callOp(t.app, 'listBanners');
    expect(listed.json).toMatchObject({ retcode: 5001, retdata: null });
    const created = await callOp(t.app, 'createBanner', { ...staff, form: { imgurl: '/v2/static/demo/banner-1.png', linkurl: '/v2/home', sort: 1, enabled: true } });
    expect(created.json.retcode).toBe(5001);
  });
});
