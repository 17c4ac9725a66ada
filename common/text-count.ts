// How text is counted against a length limit, the same on both sides: the report form refuses
// what the server would refuse, and no more. A character is a Unicode code point (an emoji or a rare
// CJK character counts once, as the researcher sees it, not as two UTF-16 units).
//
// The report detail is HTML; its limit (docs/rules.md#limits "Editor": 10,000 characters) is on the text a
// reader sees: tags dropped, character references read as the character they stand for, runs of
// whitespace (line breaks between paragraphs included) counted as one space, ends trimmed. This is
// a string function, not a DOM walk, so the server needs no document to count.

/** The editor's and the report detail's limit, in characters of visible text (docs/rules.md#limits). */
export const DETAIL_MAX_CHARS = 10_000;

/** Characters of a string: code points. */
export function countChars(text: string): number {
  return [...text].length;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeReference(whole: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED[body.toLowerCase()] ?? whole;
}

/** The visible text of HTML as the detail limit counts it (see the header). */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeReference)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The length of a report detail against DETAIL_MAX_CHARS. */
export function detailLength(html: string): number {
  return countChars(visibleText(html));
}
