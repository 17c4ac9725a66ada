// Rich HTML is sanitised when stored, with the same allow-list policy the site applies when it
// shows HTML (common/sanitize-policy.ts), here bound to a jsdom window.
import { createRequire } from 'node:module';
import type { JSDOM as Dom } from 'jsdom';
import { createSanitizer } from '@common/sanitize-policy';
import { countChars } from '@common/text-count';
import { ApiError, Retcode, type Lang } from '../envelope';
import { fieldMessage } from '../messages/index';

let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  // jsdom is loaded on the first HTML stored, not at start-up: loading it is about a second of a
  // server's start, and a server may run long before anyone writes rich text.
  if (!sanitize) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Dom };
    sanitize = createSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]);
  }
  return sanitize(html);
}

/** Plain text of stored HTML (abstracts, CSV cells): tags dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sanitised HTML that still fits the contract's limit of its field. Sanitising can lengthen text
 * (every bare `&` in an attribute becomes `&amp;`: 199,017 characters became 995,017), so the limit
 * is measured again on what would be stored, in characters (code points) as JSON Schema counts them.
 */
export function sanitizeWithin(html: string, maxLength: number, lang: Lang, field: string): string {
  const clean = sanitizeHtml(html);
  if (countChars(clean) > maxLength) {
    throw new ApiError(
      Retcode.InvalidField,
      fieldMessage(lang, field, (m) => m.validation.cleanedTooLong(maxLength)),
    );
  }
  return clean;
}
