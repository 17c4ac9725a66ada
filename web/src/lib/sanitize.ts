// The site's HTML sanitiser: the policy of sanitize-core.ts bound to the browser's window, built on
// first use so the module can be imported where no DOM exists yet.
import { createSanitizer } from './sanitize-core';

let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  sanitize ??= createSanitizer(window);
  return sanitize(html);
}

export { keepSafeStyle } from './sanitize-core';
