// One number that changes whenever this process may have changed what a public read answers: every
// non-GET request (bumped before its answer leaves, after its transaction committed), every ledger
// record (rank lists) and the background jobs that write (the monthly prize). Cached public answers
// are kept under the version they were read at and are stale as soon as it moves.
//
// It sees only this process's writes. The embedded database has exactly one process (its lock), so
// there it is complete; several servers on one PostgreSQL would each need the others' bumps (the
// seam: a LISTEN/NOTIFY channel calling bumpContentVersion), which is not built — with DATABASE_URL
// the public cache is off and the rank cache reads the version from the database (rank-cache.ts).
let version = 0;

export function contentVersion(): number {
  return version;
}

export function bumpContentVersion(): void {
  version += 1;
}
