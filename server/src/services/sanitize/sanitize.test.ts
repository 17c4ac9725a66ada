// The sanitiser runs on its own thread: what it returns, and that the server's thread keeps turning
// while jsdom loads there (on the server's thread, loading it stalled every request for a second).
import { afterAll, expect, it } from 'vitest';
import { longestHold } from '../../../../tests/held-thread';
import { RECYCLE_ABOVE_BYTES, sanitizeHtml, sanitizerThreadId, sanitizeWithin, stopSanitizer } from './index';

afterAll(stopSanitizer);

it('removes what the policy does not allow, through its thread, and answers calls side by side', async () => {
  const [script, handler, kept] = await Promise.all([
    sanitizeHtml('<p>a<script>alert(1)</script></p>'),
    sanitizeHtml('<img src="/v2/api/file/x.png" onerror="alert(1)">'),
    sanitizeHtml('<table><tbody><tr><td colwidth="120">1</td></tr></tbody></table>'),
  ]);
  expect(script).toBe('<p>a</p>');
  expect(handler).toBe('<img src="/v2/api/file/x.png">');
  expect(kept).toContain('<td colwidth="120">1</td>');
});

it('measures the limit on the sanitised text and names the field', async () => {
  // `<p>a&b</p>` is 10 characters as sent and 14 once the `&` is escaped.
  await expect(sanitizeWithin('<p>abc</p>', 10, 'en', 'content')).resolves.toBe('<p>abc</p>');
  await expect(sanitizeWithin('<p>a&b</p>', 10, 'en', 'content')).rejects.toMatchObject({ retcode: 1001, message: 'content: longer than 10 characters once cleaned' });
});

it('leaves the calling thread free while the sanitiser starts, and starts again after it is stopped', async () => {
  await stopSanitizer();
  const { result: clean, longestGapMs, tookMs } = await longestHold(() => sanitizeHtml('<b onclick="x()">bold</b>'), 5);
  expect(clean).toBe('<b>bold</b>');
  // The first call loads jsdom (about a second); on the calling thread the gap would be all of it.
  expect(longestGapMs).toBeLessThan(tookMs / 2);
});

it('replaces its thread once jsdom has kept too much, and goes on answering', async () => {
  await sanitizeHtml('<p>warm</p>');
  const first = sanitizerThreadId();
  expect(first).toBeDefined();
  // jsdom keeps about 3.6 MB of each of these (100 tables): the limit is passed within 40 or so.
  const heavy = '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table><p>x</p>'.repeat(100);
  const perDoc = 3 * 1024 * 1024;
  let answered = 0;
  for (let i = 0; i < Math.ceil((2 * RECYCLE_ABOVE_BYTES) / perDoc) && sanitizerThreadId() === first; i++) {
    expect(await sanitizeHtml(`<p>${i}</p>${heavy}`)).toContain(`<p>${i}</p><table>`);
    answered++;
  }
  expect(answered).toBeGreaterThan(1);
  expect(await sanitizeHtml('<i onclick="x()">after</i>')).toBe('<i>after</i>');
  expect(sanitizerThreadId()).not.toBe(first);
});
