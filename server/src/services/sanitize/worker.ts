// The sanitiser's thread: jsdom and DOMPurify with the site's allow-list policy
// (common/sanitize-policy.ts). Loading jsdom is about a second of work and a large rich text is tens
// to hundreds of milliseconds more, all synchronous: on the server's own thread that would stall
// every request (and trip the overload guard), so it runs here (index.ts starts this thread).
import { JSDOM } from 'jsdom';
import { createSanitizer } from '@common/sanitize-policy';

const sanitize = createSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]);

/** One task: the HTML to clean, cleaned. */
export default function sanitizeTask(html: string): string {
  return sanitize(html);
}
