// The detail's length limit, the server's side: a report detail is counted as the report form counts it
// (common/text-count.ts). One character under the limit with `a < b && c > d` in its text is taken;
// one over is refused naming the detail. The form's side of the same cases is
// web/src/features/bug/detailCount.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_MAX_CHARS } from '../../../common/text-count';
import { callOp, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let ada: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  ada = await t.newResearcher();
});
afterAll(() => t.close());

/** The same detail as the form test: entities for <, > and &, padded to `chars` counted characters. */
function detailOf(chars: number): string {
  return `<p>a &lt; b &amp;&amp; c &gt; d ${'x'.repeat(chars - 'a < b && c > d '.length)}</p>`;
}

async function submit(detail: string) {
  await callOp(t.app, 'getCaptcha', ada);
  const form = { name: '比较运算', level: 1, mainType: 3, subType: 301, link: 'https://www.example.com/', detail, captcha: CAPTCHA };
  return (await callOp(t.app, 'submitBug', { ...ada, query: { language: 'en' }, form })).json;
}

describe('the server counts the detail as the form does', () => {
  it('takes one character under the limit and exactly the limit', async () => {
    expect((await submit(detailOf(DETAIL_MAX_CHARS - 1))).retcode).toBe(0);
    expect((await submit(detailOf(DETAIL_MAX_CHARS))).retcode).toBe(0);
  });

  it('refuses one character over, naming the detail', async () => {
    const res = await submit(detailOf(DETAIL_MAX_CHARS + 1));
    expect([res.retcode, res.retmsg]).toEqual([1001, `detail: at most ${DETAIL_MAX_CHARS} characters`]);
  });

  it('counts a raw < and > (sanitised into entities) the same way', async () => {
    const raw = `<p>a < b && c > d ${'x'.repeat(DETAIL_MAX_CHARS - 'a < b && c > d '.length)}</p>`;
    expect((await submit(raw)).retcode).toBe(0);
  });
});
