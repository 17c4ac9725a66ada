// The site's HTML sanitiser: the shared policy (common/sanitize-policy.ts) bound to the browser's
// window, built on first use so the module can be imported where no DOM exists yet.
import { createSanitizer } from '@common/sanitize-policy';

let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  sanitize ??= createSanitizer(window);
  return sanitize(html);
}
