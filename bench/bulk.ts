// The bench's triage-at-volume scenarios, run against the portal over HTTP: a bulk ignore of 500
// unreviewed reports and a bulk assignment of 500 others (target: each under 5 s), and the queue
// views' list with its counts (the side menu's read, built-in views only). The staff account and its
// session (CSRF token "bench") are made by seedBulk beforehand, in the database, while no server
// holds it.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../server/src/db/index';
import { bugs } from '../server/src/db/schema';
import { seedStaffSession } from './staff-session';

export const BULK_SIZE = 500;
export const BULK_TARGET_MS = 5_000;

export interface BulkSeed {
  cookie: string;
  staffId: number;
  ignoreIds: number[];
  assignIds: number[];
}

export async function seedBulk(db: Db): Promise<BulkSeed> {
  const { staffId, token } = await seedStaffSession(db, 'staff', '+8613800000000');
  const pick = async (status: number) => (await db.select({ id: bugs.id }).from(bugs).where(eq(bugs.status, status)).orderBy(asc(bugs.id)).limit(BULK_SIZE)).map((r) => r.id);
  return { cookie: `src_sid=${token}`, staffId, ignoreIds: await pick(10), assignIds: await pick(20) };
}

async function bulk(origin: string, cookie: string, form: URLSearchParams): Promise<{ ms: number; done: number; refused: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}/v2/admin/api/bug/bulk?language=en`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': 'bench', 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const json = (await res.json()) as { retcode: number; retmsg: string; retdata: { done: unknown[]; refused: unknown[] } | null };
  const ms = performance.now() - started;
  if (json.retcode !== 0 || !json.retdata) throw new Error(`bulk: retcode ${json.retcode} ${json.retmsg}`);
  return { ms, done: json.retdata.done.length, refused: json.retdata.refused.length };
}

const idsForm = (action: string, ids: number[], extra: Record<string, string>) => {
  const form = new URLSearchParams({ action, ...extra });
  for (const id of ids) form.append('ids', String(id));
  return form;
};

export async function measureBulk(origin: string, seed: BulkSeed) {
  const ignore = await bulk(origin, seed.cookie, idsForm('ignore', seed.ignoreIds, { ignoreReason: 'other', comment: 'bench' }));
  const assign = await bulk(origin, seed.cookie, idsForm('assign', seed.assignIds, { assigneeId: String(seed.staffId) }));
  // The side menu's read: every built-in view counted in one query; the median of five.
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}/v2/admin/api/bug-view?language=en`, { headers: { cookie: seed.cookie } });
    const json = (await res.json()) as { retcode: number };
    if (json.retcode !== 0) throw new Error(`listBugViews: retcode ${json.retcode}`);
    samples.push(performance.now() - started);
  }
  const views = samples.sort((a, b) => a - b)[2]!;
  return { ignore, assign, viewsMs: views };
}
