// @vitest-environment jsdom
// Issue 19 item 10, the form's side: the report detail is counted as the server counts it
// (common/text-count.ts, after the same sanitiser). A detail one character under the limit whose
// text holds `a < b && c > d` passes the form's rule; one over is refused. The server's side of the
// same cases is tests/contract/detail-count.test.ts.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DETAIL_MAX_CHARS } from '../../../../common/text-count';
import { checkField } from '../../lib/rules';
import { bugRules } from './bugFormRules';
import { countedText } from './bugFormValues';

const t = ((key: string) => key) as unknown as TFunction;
const detailRules = bugRules(t, false).detail!;

/** What the editor hands the form: entities for <, > and &, the rest padded to `chars` counted characters. */
function detailOf(chars: number): string {
  const text = 'a < b && c > d ';
  const html = 'a &lt; b &amp;&amp; c &gt; d ';
  return `<p>${html}${'x'.repeat(chars - text.length)}</p>`;
}

describe("the report form's detail limit", () => {
  it('counts the text a reader sees, one character per <, > or &', () => {
    expect(countedText(detailOf(DETAIL_MAX_CHARS - 1))).toHaveLength(DETAIL_MAX_CHARS - 1);
    expect(countedText('<p>a &lt; b &amp;&amp; c &gt; d</p>')).toBe('a < b && c > d');
  });

  it('passes a detail one under the limit and refuses one over', () => {
    expect(checkField(countedText(detailOf(DETAIL_MAX_CHARS - 1)), detailRules)).toBeNull();
    expect(checkField(countedText(detailOf(DETAIL_MAX_CHARS)), detailRules)).toBeNull();
    expect(checkField(countedText(detailOf(DETAIL_MAX_CHARS + 1)), detailRules)).toBe('bugForm:detailTooLong');
  });
});
