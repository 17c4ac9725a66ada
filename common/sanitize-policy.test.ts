// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { alertVectors, dompurifyVectors } from '../tests/fixtures/xss/vectors';
import { createSanitizer, keepSafeStyle } from './sanitize-policy';

const vectors = dompurifyVectors();
const alerts = alertVectors();

// The policy as the site applies it: bound to a browser-like window (jsdom here). The server binds
// the same policy to a jsdom window of its own (server/src/services/sanitize.ts).
const sanitizeHtml = createSanitizer(window);

// Browsers ignore these inside a URL scheme ('java\tscript:'), so the check does too.
// eslint-disable-next-line no-control-regex
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f]/g;

/** Whether sanitised HTML could still run script when placed in a page. */
function scriptCapable(html: string): string | null {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(tag)) return `<${tag}>`;
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) return `${tag}[${attr.name}]`;
      const isUrl = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster', 'srcset'].includes(attr.name.toLowerCase());
      if (isUrl && /^\s*(javascript|vbscript|data:text)/i.test(attr.value.replace(WHITESPACE_OR_CONTROL, ''))) return `${tag}[${attr.name}=${attr.value}]`;
    }
  }
  return null;
}

describe('the HTML sanitiser (docs/rules.md#validation)', () => {
  it('keeps ordinary article markup', () => {
    const html = '<h2>背景</h2><p>在测试<strong>订单</strong>接口时</p><a href="https://example.org/a">link</a><img src="/v2/static/a.png" alt="a">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps plain attribute values such as table spans, sizes and alignment', () => {
    const html = '<table><tbody><tr><td colspan="2" rowspan="3" align="center" width="50%">x</td></tr></tbody></table><ol start="3"><li>a</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps the editor's resized column widths only as lists of pixel numbers", () => {
    const html =
      '<table style="width: 270px"><colgroup><col style="width: 150px"><col style="width: 120px"></colgroup><tbody><tr><td colwidth="150">a</td><td colwidth="120">b</td></tr><tr><td colspan="2" colwidth="150,120">c</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<table><tbody><tr><td colwidth="javascript:1">a</td><td colwidth="12px">b</td><td colwidth="99999">c</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>a</td><td>b</td><td>c</td></tr></tbody></table>',
    );
  });

  it('refuses relative and unknown-scheme links, which the allow-list does not name', () => {
    expect(sanitizeHtml('<a href="page.html">x</a><img src="cid:abc">')).toBe('<a>x</a><img>');
  });

  it('drops script-capable elements with their bodies, and event attributes', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.org">x</iframe>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png">');
  });

  it('keeps only allowed URL schemes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.org">m</a><a href="#top">t</a>')).toBe('<a href="mailto:a@b.org">m</a><a href="#top">t</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
  });

  it('keeps layout styles only, and removes control and zero-width characters', () => {
    expect(keepSafeStyle('text-align: center; position: fixed; background: url(x); margin: 0')).toBe('text-align: center; margin: 0');
    expect(sanitizeHtml('<p style="position:absolute;top:0">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>a\u200Bb\u0007c\u202Ed</p>')).toBe('<p>abcd</p>');
  });

  it("keeps the editor's font sizes and colours only when the value is a plain size or colour", () => {
    expect(keepSafeStyle('font-size: 18px; color: #c00; background-color: rgb(255, 240, 0)')).toBe('font-size: 18px; color: #c00; background-color: rgb(255, 240, 0)');
    expect(keepSafeStyle('color: red')).toBe('color: red');
    expect(keepSafeStyle('font-size: calc(100vw); color: var(--x); background-color: url(x)')).toBe('');
    expect(keepSafeStyle('font-size: 99999px; color: #12345678901')).toBe('');
    expect(sanitizeHtml('<span style="color: #ff0000; position: fixed">x</span>')).toBe('<span style="color: #ff0000">x</span>');
  });

  it('makes new-window links safe', () => {
    expect(sanitizeHtml('<a href="https://x.org" target="_blank">x</a>')).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it.each(vectors.map((v) => [v.title, v.payload]))('neutralises DOMPurify vector: %s', (_title, payload) => {
    expect(scriptCapable(sanitizeHtml(payload))).toBeNull();
  });

  it.each(alerts.map((line, i) => [i + 1, line]))('neutralises xss_alert.txt line %i', (_line, payload) => {
    expect(scriptCapable(sanitizeHtml(payload))).toBeNull();
  });
});
