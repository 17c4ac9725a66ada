// Uploads nothing refers to, and stored files no upload names, are removed a minute after start-up
// and then hourly (services/upload/upload-sweeper.ts says which). Each run is recorded (job.ts).
import type { FileStorage } from '../infra/storage/storage';
import { sweepOrphanFiles, sweepUnreferencedUploads } from '../services/upload/upload-sweeper';
import { JobName } from '@generated/enums';
import { recordedRun, type Job, type JobParts } from './job';

const SWEEP_EVERY_MS = 3_600_000;
/** The first sweep waits a little, so start-up is not slowed. */
const FIRST_SWEEP_AFTER_MS = 60_000;

export function startUploadSweep(parts: JobParts, storage: FileStorage): Job {
  const { db, log } = parts;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // run never throws (recordedRun logs and records a failure), so the timers may start it without waiting for it.
  const run = async () => {
    await recordedRun(parts, JobName.UploadSweep, 'upload sweep failed', async () => {
      const removed = await sweepUnreferencedUploads(db, storage);
      if (removed.length > 0) log.info({ removed: removed.length }, 'removed unreferenced uploads');
      const orphans = await sweepOrphanFiles(db, storage);
      if (orphans.length > 0) log.info({ removed: orphans.length }, 'removed stored files no upload names');
      return { count: removed.length + orphans.length };
    });
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
