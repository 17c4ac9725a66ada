// The sanitiser's thread: jsdom and DOMPurify with the site's allow-list policy
// (common/sanitize-policy.ts). Loading jsdom is about a second of work and a large rich text is tens
// to hundreds of milliseconds more, all synchronous: on the server's own thread that would stall
// every request (and trip the overload guard), so it runs here (index.ts starts this thread).
import v8 from 'node:v8';
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { createSanitizer } from '@common/sanitize-policy';

const sanitize = createSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]);

/** One task: the HTML to clean, cleaned. */
export default function sanitizeTask(html: string): string {
  return sanitize(html);
}

/**
 * The thread's heap in use once what nothing holds is collected (services/sanitize's diagnostics).
 * Collected right away, within this task's job: what an unfinished job keeps alive counts too.
 */
export function liveHeapBytes(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}
