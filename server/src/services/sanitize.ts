// Rich HTML is sanitised when stored, with the same allow-list policy the site applies when it
// shows HTML (common/sanitize-policy.ts), here bound to a jsdom window.
import { JSDOM } from 'jsdom';
import { createSanitizer } from '../../../common/sanitize-policy';

let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  sanitize ??= createSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]);
  return sanitize(html);
}

/** Plain text of stored HTML (abstracts, CSV cells): tags dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
