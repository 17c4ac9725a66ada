// The embedded database's shared buffers. PGlite starts PostgreSQL with its default of 128 MB inside
// the WebAssembly memory, and every page it touches stays resident for the life of the process. The
// data folder's files sit in the operating system's page cache anyway, so a smaller pool costs a copy
// per page read, not a disk read: the bench measures both the RSS and the queries with this value.
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

/** PGlite's start parameters with the pool size set (its other defaults kept). */
export function pgliteStartParams(defaults: readonly string[], sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}
