// The one HTML sanitiser policy of the portal (docs/rules.md#editor-and-rich-text-safety): an allow-list of
// tags and attributes; script-capable containers dropped with their bodies; no event attributes;
// URLs only http(s), ftp, mailto, tel, '#', '/' or data images; layout-only inline styles; control
// and zero-width characters removed. The server applies it when HTML is stored, the site again
// every time HTML is shown. Both sides bind this one policy to a window of their own:
// the site to the browser's (web/src/lib/sanitize.ts), the server to jsdom's
// (server/src/services/sanitize.ts), so DOMPurify is the only library this file brings along.
import DOMPurify, { type Config } from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'small',
  'mark',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'colwidth', 'align', 'valign', 'style', 'class', 'target', 'rel', 'start', 'span'];

/**
 * The editor's resized column widths (TipTap writes them on each cell as `colwidth="120"` or, for a
 * cell spanning columns, `"120,80"`): kept when they are that list of pixel numbers and nothing else,
 * so a stored table opens in the editor again at the widths it was given.
 */
const COLWIDTH = /^\d{1,4}(?:,\d{1,4})*$/;

/** Elements removed together with everything inside them. */
const DROP_WITH_BODY = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'template'];

/** What a link or source may be: http, https, ftp, mailto, tel, fragment, site path, or a data URL of a raster image. */
const ALLOWED_URL = /^(?:(?:https?|ftp|mailto|tel):|[#/]|data:image\/(?:png|gif|jpe?g|webp|bmp);)/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster', 'srcset']);

/**
 * DOMPurify tests every attribute that is not "URI-safe" (width, colspan, target…) against this
 * pattern, so it must let plain values through; it refuses any scheme but the allowed ones. The
 * stricter ALLOWED_URL is applied to the URL attributes in a hook.
 */
const PLAIN_OR_ALLOWED_SCHEME = /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Inline style properties that only lay content out (no positioning, no backgrounds, no URLs). */
const LAYOUT_STYLE = new Set([
  'text-align',
  'text-indent',
  'line-height',
  'vertical-align',
  'white-space',
  'word-break',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'float',
  'clear',
  'list-style-type',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-width',
  'border-style',
  'border-color',
  'border-collapse',
  'border-spacing',
  'font-weight',
  'font-style',
  'text-decoration',
]);
const UNSAFE_STYLE_VALUE = /url\s*\(|expression|javascript|vbscript|[<>\\@]/i;

/**
 * The editor's text formatting (docs/rules.md#limits font sizes and colours) is not layout, but losing it on
 * save would silently change what the researcher wrote. These properties are kept only when their
 * value is a plain size or colour, so nothing but a size or a colour can come through them.
 */
const COLOUR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i;
const FORMAT_STYLE = new Map<string, RegExp>([
  ['font-size', /^\d{1,3}(?:\.\d+)?(?:px|pt|em|rem|%)$/i],
  ['color', COLOUR],
  ['background-color', COLOUR],
]);

function keepDeclaration(property: string, value: string): boolean {
  if (!value || UNSAFE_STYLE_VALUE.test(value)) return false;
  const format = FORMAT_STYLE.get(property);
  return format ? format.test(value) : LAYOUT_STYLE.has(property);
}

/** C0/C1 controls (tab, newline and carriage return kept), zero-width and bidi-control characters. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function keepSafeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return keepDeclaration(property, value) ? `${property}: ${value}` : null;
    })
    .filter((d): d is string => d !== null)
    .join('; ');
}

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: PLAIN_OR_ALLOWED_SCHEME,
  FORBID_TAGS: DROP_WITH_BODY,
  ADD_FORBID_CONTENTS: DROP_WITH_BODY,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
};

/**
 * A sanitiser bound to a window: the browser's, or a jsdom window on the server, so that both sides
 * apply exactly this policy.
 */
export function createSanitizer(win: Parameters<typeof DOMPurify>[0]): (html: string) => string {
  const instance = DOMPurify(win);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !ALLOWED_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    } else if (data.attrName === 'colwidth') {
      data.keepAttr = COLWIDTH.test(data.attrValue.trim());
    } else if (data.attrName === 'style') {
      const kept = keepSafeStyle(data.attrValue);
      if (kept) data.attrValue = kept;
      else data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new window must not hand it a reference to this page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else if (node.tagName === 'A') node.removeAttribute('target');
  });
  return (html: string) => instance.sanitize(html.replace(INVISIBLE, ''), { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
