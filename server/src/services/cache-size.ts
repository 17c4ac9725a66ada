// What a cached answer holds in memory, estimated: the in-process caches are bounded by it
// (read-cache.ts). A string is counted at two bytes a character (V8 keeps Chinese text that way, and
// Latin text in half of it: an upper bound); anything else at what its JSON would hold, which
// follows the rows' count and text closely enough for a bound without walking the object graph.
export function cachedBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (value === undefined) return 0;
  return (JSON.stringify(value)?.length ?? 0) * 2;
}
