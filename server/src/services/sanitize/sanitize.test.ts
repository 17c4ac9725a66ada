// The sanitiser runs on its own thread: what it returns, and that the server's thread keeps turning
// while jsdom loads there (on the server's thread, loading it stalled every request for a second).
import { afterAll, expect, it } from 'vitest';
import { longestHold } from '../../../../tests/held-thread';
import { sanitizeHtml, sanitizerLiveHeap, sanitizerThreadId, sanitizeWithin, stopSanitizer } from './index';

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

it('keeps nothing of the documents it sanitised, on one thread', async () => {
  await sanitizeHtml('<p>warm</p>');
  const first = sanitizerThreadId();
  const before = await sanitizerLiveHeap();
  // Each of these left about 3.6 MB alive while the thread waited for its next task in Atomics.wait
  // (100 tables): 40 of them kept about 140 MB, and the thread was replaced past its limit.
  const heavy = '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table><p>x</p>'.repeat(100);
  for (let i = 0; i < 40; i++) expect(await sanitizeHtml(`<p>${i}</p>${heavy}`)).toContain(`<p>${i}</p><table>`);
  const after = await sanitizerLiveHeap();
  expect(after - before).toBeLessThan(16 * 1024 * 1024);
  expect(sanitizerThreadId()).toBe(first);
  expect(await sanitizeHtml('<i onclick="x()">after</i>')).toBe('<i>after</i>');
});
