// The embedded database's shared buffers. PGlite starts PostgreSQL with its default of 128 MB inside
// the WebAssembly memory, and the whole pool is resident from the start, whatever the data: its
// allocator clears what it hands out, so every page of the pool is written once when the database
// opens (measured: 16 MB of pool, 29 MB of the WebAssembly memory resident after the first query;
// 64 MB, 83 MB). A pool larger than the data is memory nobody uses: the demo's whole database, the
// system catalogs included, is 15 MB. The data folder's files sit in the operating system's page
// cache anyway, so a database larger than the pool costs a copy per page read, not a disk read;
// PGLITE_SHARED_BUFFERS_MB raises it for one.
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** PGlite's start parameters with the pool size set (its other defaults kept). */
export function pgliteStartParams(defaults: readonly string[], sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}
