// Uploads nothing refers to, and stored files no upload names, are removed a minute after start-up
// and then hourly (services/upload/upload-sweeper.ts says which).
import type { FileStorage } from '../infra/storage/storage';
import { sweepOrphanFiles, sweepUnreferencedUploads } from '../services/upload/upload-sweeper';
import type { Job, JobParts } from './job';

const SWEEP_EVERY_MS = 3_600_000;
/** The first sweep waits a little, so start-up is not slowed. */
const FIRST_SWEEP_AFTER_MS = 60_000;

export function startUploadSweep({ db, log }: JobParts, storage: FileStorage): Job {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // run catches its own errors, so the timers may start it without waiting for it.
  const run = async () => {
    try {
      const removed = await sweepUnreferencedUploads(db, storage);
      if (removed.length > 0) log.info({ removed: removed.length }, 'removed unreferenced uploads');
      const orphans = await sweepOrphanFiles(db, storage);
      if (orphans.length > 0) log.info({ removed: orphans.length }, 'removed stored files no upload names');
    } catch (err) {
      log.error({ err }, 'upload sweep failed');
    }
    if (!stopped) timer = setTimeout(start, SWEEP_EVERY_MS).unref();
  };
  function start() {
    running = run();
  }
  timer = setTimeout(start, FIRST_SWEEP_AFTER_MS).unref();
  return {
    first: Promise.resolve(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
