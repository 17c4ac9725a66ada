// The timed jobs' runs: each run is recorded when it ends, on success (its count) and on failure
// (its error, logged), the metrics hear of it, and staff read every job's last run and last success
// through listJobRuns (a job that never ran answers nulls).
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@common/contract-time';
import { JobName } from '@generated/enums';
import { jobRuns, sessions } from '../../../server/src/db/schema';
import { startHousekeeping } from '../../../server/src/jobs/housekeeping';
import { recordedRun } from '../../../server/src/jobs/job';
import { RUNS_KEPT_DAYS } from '../../../server/src/services/jobs/job-runs';
import { callOp, data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let viewer: Who;
beforeAll(async () => {
  t = await startTestApp();
  viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
});
afterAll(() => t.close());

const NOW = new Date('2026-11-27T01:00:00Z'); // 09:00 in UTC+8, the contract's time
const at = (ms: number) => () => new Date(NOW.getTime() + ms);
const runs = (job: JobName) => t.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.id);

describe('a job run is recorded', () => {
  it('on success, with what it handled, and the metrics listener hears it', async () => {
    await t.db.insert(sessions).values([
      { tokenHash: 'gone-1', csrfToken: 'c', expiresAt: new Date(NOW.getTime() - 60_000) },
      { tokenHash: 'gone-2', csrfToken: 'c', expiresAt: new Date(NOW.getTime() - 60_000) },
    ]);
    const heard: [JobName, boolean][] = [];
    const before = Date.now();
    const job = startHousekeeping({ db: t.db, log: Fastify().log, onRun: (name, ok) => heard.push([name, ok]) }, { intervalMs: 3_600_000, now: at(0) });
    await job.first;
    await job.stop();
    const [run] = await runs(JobName.Housekeeping);
    expect(run).toMatchObject({ job: 'housekeeping', ok: true, count: 2, detail: null });
    // The record's times are when the run really happened (the wall clock), not the job's rule clock.
    expect(run!.startedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(run!.finishedAt.getTime()).toBeGreaterThanOrEqual(run!.startedAt.getTime());
    expect(run!.finishedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(heard).toEqual([[JobName.Housekeeping, true]]);
  });

  it('on failure, with its error (logged too), and the run says it failed', async () => {
    const log = Fastify().log;
    const logged = vi.spyOn(log, 'error');
    const heard: boolean[] = [];
    const ok = await recordedRun(
      { db: t.db, log, onRun: (_job, result) => heard.push(result) },
      JobName.RecheckExpiry,
      're-check expiry failed',
      () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
      at(5 * 60_000),
    );
    expect(ok).toBe(false);
    expect(heard).toEqual([false]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: JobName.RecheckExpiry }), 're-check expiry failed');
    expect(await runs(JobName.RecheckExpiry)).toEqual([expect.objectContaining({ ok: false, count: 0, detail: 'connect ECONNREFUSED 10.0.0.5:5432' })]);
  });

  it("drops a job's runs older than the kept days as it records a new one", async () => {
    const old = new Date(NOW.getTime() - (RUNS_KEPT_DAYS + 1) * 86_400_000);
    await t.db.insert(jobRuns).values({ job: JobName.UploadSweep, startedAt: old, finishedAt: old, ok: true, count: 1 });
    await recordedRun({ db: t.db, log: Fastify().log }, JobName.UploadSweep, 'upload sweep failed', async () => ({ count: 4 }), at(0));
    expect((await runs(JobName.UploadSweep)).map((r) => r.count)).toEqual([4]);
  });
});

describe('listJobRuns', () => {
  it('answers every job in order with its last run and last success, nulls for one that never ran', async () => {
    // A success, then a later failure: the last run is the failure, the last success stays.
    await recordedRun({ db: t.db, log: Fastify().log }, JobName.RecheckExpiry, 'x', async () => ({ count: 1 }), at(-60_000));
    const [housekeeping] = await runs(JobName.Housekeeping);
    const res = await callOp(t.app, 'listJobRuns', viewer);
    expect(res.json.retcode).toBe(0);
    expect(data(res).jobs).toEqual([
      {
        job: 'housekeeping',
        lastRun: { startTime: formatDateTime(housekeeping!.startedAt), finishTime: formatDateTime(housekeeping!.finishedAt), ok: true, count: 2, detail: null },
        lastSuccessTime: formatDateTime(housekeeping!.finishedAt),
      },
      {
        job: 'recheckExpiry',
        lastRun: { startTime: '2026-11-27 09:05:00', finishTime: '2026-11-27 09:05:00', ok: false, count: 0, detail: 'connect ECONNREFUSED 10.0.0.5:5432' },
        lastSuccessTime: '2026-11-27 08:59:00',
      },
      { job: 'monthlyPrize', lastRun: null, lastSuccessTime: null },
      {
        job: 'uploadSweep',
        lastRun: { startTime: '2026-11-27 09:00:00', finishTime: '2026-11-27 09:00:00', ok: true, count: 4, detail: null },
        lastSuccessTime: '2026-11-27 09:00:00',
      },
    ]);
  });

  it('refuses a researcher (4003)', async () => {
    const researcher = await t.newResearcher();
    expect((await callOp(t.app, 'listJobRuns', researcher)).json.retcode).toBe(4003);
  });
});
