// Rich HTML is sanitised when stored, with the same allow-list policy the site applies when it
// shows HTML (common/sanitize-policy.ts), bound to a jsdom window on a thread of its own (worker.ts):
// its loading and its work never hold up the requests the server's thread is answering.
import Tinypool from 'tinypool';
import { countChars } from '@common/text-count';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage } from '../../messages/index';
import { paths } from '../../paths';

/**
 * After this long without a task the thread ends and its memory (jsdom and all it kept) is
 * given back; the next rich text starts it again (about a second, off the server's thread).
 */
const IDLE_MS = 30_000;
/**
 * Past this heap in use after a task, the thread is replaced (the next one loads jsdom again, off the
 * server's thread). jsdom keeps what each sanitised document left behind for as long as it runs,
 * whatever is collected or closed: a 13 KB text of 100 tables kept about 3.6 MB, 300 of them over a
 * gigabyte. Ending the thread is what gives it back.
 */
export const RECYCLE_ABOVE_BYTES = 128 * 1024 * 1024;

let pool: Tinypool | null = null;

/** The HTML with everything outside the policy removed. Started on the first call, not at start-up. */
export function sanitizeHtml(html: string): Promise<string> {
  // One thread: the server's own thread and the embedded database's work share two cores with it.
  pool ??= new Tinypool({ filename: paths.sanitizeWorker, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS, maxMemoryLimitBeforeRecycle: RECYCLE_ABOVE_BYTES });
  return pool.run(html) as Promise<string>;
}

/** The thread sanitising now (its id), or undefined when none runs: for tests and diagnostics. */
export function sanitizerThreadId(): number | undefined {
  return pool?.threads[0]?.threadId;
}

/** Ends the thread now (a process that exits on its own, a test); the next call starts another. */
export async function stopSanitizer(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
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
export async function sanitizeWithin(html: string, maxLength: number, lang: Lang, field: string): Promise<string> {
  const clean = await sanitizeHtml(html);
  if (countChars(clean) > maxLength) {
    throw new ApiError(
      Retcode.InvalidField,
      fieldMessage(lang, field, (m) => m.validation.cleanedTooLong(maxLength)),
    );
  }
  return clean;
}
