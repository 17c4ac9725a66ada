// @vitest-environment jsdom
// The detail's length limit, the form's side: the report detail is counted as the server counts it
// (common/text-count.ts, after the same sanitiser). A detail one character under the limit whose
// text holds `a < b && c > d` passes the form's rule; one over is refused. The server's side of the
// same cases is tests/contract/bug/detail-count.test.ts.
import { describe, expect, it } from 'vitest';
import { DETAIL_MAX_CHARS, detailLength } from '@common/text-count';
import { sanitizeHtml } from '../../lib/sanitize';
import { detailProblem } from './bugFormCheck';

/** The form's rule on a detail as the editor hands it over (sanitised as it is sent). */
const problemOf = (html: string) => detailProblem(html, sanitizeHtml(html), []);

/** What the editor hands the form: entities for <, > and &, the rest padded to `chars` counted characters. */
function detailOf(chars: number): string {
  const text = 'a < b && c > d ';
  const html = 'a &lt; b &amp;&amp; c &gt; d ';
  return `<p>${html}${'x'.repeat(chars - text.length)}</p>`;
}

describe("the report form's detail limit", () => {
  it('counts the text a reader sees, one character per <, > or &', () => {
    expect(detailLength(sanitizeHtml(detailOf(DETAIL_MAX_CHARS - 1)))).toBe(DETAIL_MAX_CHARS - 1);
    expect(detailLength(sanitizeHtml('<p>a &lt; b &amp;&amp; c &gt; d</p>'))).toBe('a < b && c > d'.length);
  });

  it('passes a detail one under the limit and refuses one over', () => {
    expect(problemOf(detailOf(DETAIL_MAX_CHARS - 1))).toBeNull();
    expect(problemOf(detailOf(DETAIL_MAX_CHARS))).toBeNull();
    expect(problemOf(detailOf(DETAIL_MAX_CHARS + 1))).toBe('tooLong');
  });
});
