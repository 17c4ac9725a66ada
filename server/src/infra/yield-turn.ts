// The embedded database (PGlite) runs in this process and its queries never give the event loop a
// turn: a loop of hundreds of awaited queries holds every other request, timer and socket write
// until it ends. Such loops call this between steps so the process keeps answering meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A function to await once per step: every `every` steps it lets the event loop run once. */
export function turnTaker(every: number): () => Promise<void> {
  let steps = 0;
  return async () => {
    steps += 1;
    if (steps % every === 0) await nextTurn();
  };
}

export { nextTurn };
