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
export const SANITIZER_IDLE_MS = 30_000;
/**
 * The thread's heap. jsdom holds about 35 MB once loaded; a young generation of 4 MB (V8's default is
 * several times that) and an old one capped at 512 MB make V8 collect at a smaller multiple of what
 * is alive: 600 texts in a row left the thread's heap at 149 MB with V8's defaults, mostly garbage
 * not yet collected, and the soak's thread holds about 39 MB for 36 MB in use. 512 MB is what the
 * largest rich text the contract takes needs (200,000 characters of empty cells or paragraphs peak
 * near 400 MB); past it the thread ends with that one text refused, and the next text starts another.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 512 };
/** Past this heap in use after a task the thread is replaced: a guard, half the cap above. */
export const RECYCLE_ABOVE_BYTES = 256 * 1024 * 1024;

let pool: Tinypool | null = null;

/** The HTML with everything outside the policy removed. Started on the first call, not at start-up. */
export function sanitizeHtml(html: string): Promise<string> {
  // One thread: the server's own thread and the embedded database's work share two cores with it.
  // No Atomics wait between tasks (Tinypool's default): a thread blocked in Atomics.wait never ends
  // its JavaScript job, and V8 keeps every WeakRef target until a job ends. DOMPurify's node
  // iterator is one for jsdom, so every document sanitised stayed alive with all its nodes (a 13 KB
  // text of 100 tables, about 3.6 MB each time, until the thread was replaced). Waiting for the next
  // task as a message instead ends the job after each task, and jsdom's documents are collected.
  pool ??= new Tinypool({
    filename: paths.sanitizeWorker,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: SANITIZER_IDLE_MS,
    useAtomics: false,
    resourceLimits: HEAP_LIMITS,
    maxMemoryLimitBeforeRecycle: RECYCLE_ABOVE_BYTES,
  });
  return pool.run(html) as Promise<string>;
}

/** The thread's live heap in bytes, after a full collection (diagnostics and tests). */
export function sanitizerLiveHeap(): Promise<number> {
  if (!pool) return Promise.resolve(0);
  return pool.run(null, { name: 'liveHeapBytes' }) as Promise<number>;
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
