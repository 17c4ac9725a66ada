import { describe, expect, it } from 'vitest';
import { countChars, DETAIL_MAX_CHARS, detailLength, visibleText } from './text-count';

describe('text counting for the detail limit (docs/rules.md#limits, one way on both sides)', () => {
  it('counts code points, so an emoji or a rare CJK character counts once', () => {
    expect(countChars('漏洞名称')).toBe(4);
    expect(countChars('a😀𠀀')).toBe(3);
    expect('a😀𠀀'.length).toBe(5);
  });

  it('counts the visible text: tags dropped, references decoded, whitespace runs as one space', () => {
    expect(visibleText('<p>a &lt;b&gt; &amp; c</p>\n<p>d&nbsp;&nbsp;e</p>')).toBe('a <b> & c d e');
    expect(visibleText('<p>&#x1F600;&#26085;&bogus;</p>')).toBe('😀日&bogus;');
    expect(detailLength('<p><strong>ab</strong></p><img src="/a.png">')).toBe(2);
  });

  it('puts the limit between 10,000 and 10,001 characters of text', () => {
    expect(DETAIL_MAX_CHARS).toBe(10_000);
    expect(detailLength(`<p>${'字'.repeat(DETAIL_MAX_CHARS)}</p>`)).toBe(DETAIL_MAX_CHARS);
    expect(detailLength(`<p>${'x'.repeat(DETAIL_MAX_CHARS + 1)}</p>`)).toBeGreaterThan(DETAIL_MAX_CHARS);
    expect(detailLength(`<p>${'&lt;'.repeat(DETAIL_MAX_CHARS)}</p>`)).toBe(DETAIL_MAX_CHARS);
  });
});
