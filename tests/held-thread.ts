// How long the calling thread was held at once while some work ran: a timer every `everyMs` records
// the longest gap between its turns. The gap up to the end counts too: a thread held until the work
// is done lets no timer run after it.
export async function longestHold<T>(work: () => Promise<T>, everyMs = 2): Promise<{ result: T; longestGapMs: number; tookMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, everyMs);
  const started = performance.now();
  try {
    const result = await work();
    longestGapMs = Math.max(longestGapMs, performance.now() - last);
    return { result, longestGapMs, tookMs: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}
