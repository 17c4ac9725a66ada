// `npm run bench -- streams`: BENCH_STREAMS (default 2,000) notice streams open on one server, then
// one write that reaches every one of them, on loopback.
// - The readers: BENCH_STREAMS researchers, one stream each (as many accounts as streams: an account
//   may hold 5, and one page each is the common case), 10 notices each, made in a fresh embedded
//   database before the server starts (seed-readers.ts).
// - The server: the real app (serve-portal.ts) in a child started as `node --expose-gc --import
//   tsx`, with its default stream caps (2,000 a process: the default count is exactly the cap).
// - Memory: the child's RSS (/proc/<pid>/status, after full collections) once its request path is
//   warm (a few requests and 20 streams opened and closed), then with every stream open;
//   memory per stream = the difference / streams (target ≤ 20 KB).
// - The notice: the researchers have no broadcast, so the write that reaches every stream is one
//   transaction writing a notice to each reader, through the server's notifyMany() (multi-row
//   inserts, a turn of the event loop between them). The server reads the new notices and unread
//   counts once for all the readers (services/notice/fan-out.ts) and writes each stream's in its
//   language; the time from the commit to each stream's `notice` event: p50, p99, max
//   (target p99 < 1 s). BENCH_STREAMS_TIMEOUT_S (default 60) bounds the wait; a stream that gets
//   nothing, or ends, fails the run (exit code 1). /livez is asked meanwhile, one at a time: its
//   longest answer is how long the fan-out kept the server from answering anything else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { openDatabase } from '../server/src/db/index';
import { percentile } from './load-stats';
import { mb, now, openFileLimit, rssOf, spawnNode, stopChild } from './proc';
import { seedReaders } from './seed-readers';
import { holdStreams, type HeldStream } from './stream-client';

const COUNT = Number(process.env.BENCH_STREAMS ?? 2_000);
const TIMEOUT_MS = Number(process.env.BENCH_STREAMS_TIMEOUT_S ?? 60) * 1000;
const OPEN_CONCURRENCY = 50;
const TARGET_P99_MS = 1_000;
const TARGET_PER_STREAM_KB = 20;

// Each stream is a socket at both ends, and both processes inherit this limit.
if (openFileLimit() < COUNT + 200) {
  console.error(`The open-file limit (ulimit -n) is ${openFileLimit()}: ${COUNT} streams need at least ${COUNT + 200}. Raise it (ulimit -n ${COUNT * 2}) or lower BENCH_STREAMS.`);
  process.exit(1);
}

interface Memory {
  rss: number;
  heapUsed: number;
  collected: boolean;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-bench-streams-'));
const child = { current: null as ReturnType<typeof spawnNode> | null };
let streams: HeldStream[] = [];
try {
  let started = performance.now();
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  const readers = await seedReaders(database.db, { count: COUNT, prefix: 'stream', noticesEach: 10 });
  await database.close();
  console.log(`${COUNT} researchers, a session and 10 notices each: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const server = spawnNode(['bench/serve-portal.ts', dir], { nodeFlags: ['--expose-gc'], env: { ...process.env, BENCH_CONTROL: 'on' }, stdio: ['pipe', 'pipe', 'inherit'] });
  child.current = server;
  const lines = readline.createInterface({ input: server.stdout! });
  const replies: ((reply: Record<string, unknown>) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`serve-portal.ts exited with ${code}`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      if ('port' in message) resolve(message.port as number);
      else replies.shift()?.(message);
    });
  });
  const ask = <T>(command: object) =>
    new Promise<T>((resolve, reject) => {
      replies.push((reply) => (reply.error ? reject(new Error(String(reply.error))) : resolve(reply as T)));
      server.stdin!.write(JSON.stringify(command) + '\n');
    });
  const origin = `http://127.0.0.1:${port}`;

  // Warm: the request path and the stream's own code, so what follows measures the streams alone.
  for (const cookie of readers.cookies.slice(0, 50)) await (await fetch(`${origin}/v2/api/notice/unread-count?language=zh`, { headers: { cookie } })).text();
  for (const s of await holdStreams(origin, readers.cookies.slice(-20), 20)) s.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await ask<Memory>({ cmd: 'memory' });
  const rssBefore = rssOf(server.pid!);

  const received = new Array<number>(COUNT).fill(NaN);
  started = performance.now();
  streams = await holdStreams(origin, readers.cookies, OPEN_CONCURRENCY, (index, e, at) => {
    if (e.event === 'notice' && Number.isNaN(received[index])) received[index] = at;
  });
  const openS = (performance.now() - started) / 1000;
  console.log(`${COUNT} streams open in ${openS.toFixed(1)} s (${OPEN_CONCURRENCY} being set up at a time)`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await ask<Memory>({ cmd: 'memory' });
  const rssAfter = rssOf(server.pid!);

  // Whether the server answers anything else meanwhile: /livez asked one at a time until the last notice.
  const probe = { done: false, maxMs: 0, count: 0 };
  const probing = (async () => {
    while (!probe.done) {
      const at = performance.now();
      await (await fetch(`${origin}/livez`)).text();
      probe.maxMs = Math.max(probe.maxMs, performance.now() - at);
      probe.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const write = await ask<{ startedAt: number; committedAt: number }>({ cmd: 'notify', userIds: readers.userIds });
  const deadline = now() + TIMEOUT_MS;
  while (received.some(Number.isNaN) && now() < deadline && !streams.some((s) => s.droppedAt !== null)) await new Promise((resolve) => setTimeout(resolve, 50));
  probe.done = true;
  await probing;
  const got = received.filter((at) => !Number.isNaN(at));
  const fromCommit = got.map((at) => Math.max(0, at - write.committedAt));
  const fromStart = got.map((at) => at - write.startedAt);
  const dropped = streams.filter((s) => s.droppedAt !== null).length;
  const perStreamKb = (rssAfter - rssBefore) / COUNT / 1024;
  const heapPerStreamKb = (after.heapUsed - before.heapUsed) / COUNT / 1024;
  const ms = (x: number) => `${x.toFixed(0)} ms`;

  console.log(
    `\n${COUNT} notice streams on one server (embedded database, loopback; ${before.collected ? 'memory after full collections' : 'no --expose-gc: memory without collecting first'})\n`,
  );
  console.log('| figure | value | target |');
  console.log('|---|---:|---:|');
  console.log(`| streams open (one account each) | ${COUNT - dropped} of ${COUNT}, opened in ${openS.toFixed(1)} s | ${COUNT} |`);
  console.log(`| server RSS before / after opening them | ${mb(rssBefore).toFixed(0)} MB / ${mb(rssAfter).toFixed(0)} MB | |`);
  console.log(`| memory per stream (RSS difference / streams) | ${perStreamKb.toFixed(1)} KB (JS heap ${heapPerStreamKb.toFixed(1)} KB) | ≤ ${TARGET_PER_STREAM_KB} KB |`);
  console.log(`| the write: a notice to each of ${COUNT} readers in one transaction | ${ms(write.committedAt - write.startedAt)} to commit | |`);
  console.log(`| notices received | ${got.length} of ${COUNT} | ${COUNT} |`);
  console.log(
    `| from the commit to each stream's notice: p50 / p99 / max | ${ms(percentile(fromCommit, 0.5))} / ${ms(percentile(fromCommit, 0.99))} / ${ms(Math.max(...fromCommit))} | p99 < ${ms(TARGET_P99_MS)} |`,
  );
  console.log(`| from the write's start: p50 / p99 / max | ${ms(percentile(fromStart, 0.5))} / ${ms(percentile(fromStart, 0.99))} / ${ms(Math.max(...fromStart))} | |`);
  console.log(`| the longest /livez answer meanwhile (asked one at a time, ${probe.count} times) | ${ms(probe.maxMs)} | |`);
  console.log(`\n  p99 < ${ms(TARGET_P99_MS)}: ${percentile(fromCommit, 0.99) < TARGET_P99_MS && got.length === COUNT ? 'met' : 'MISSED'}`);
  console.log(`  memory per stream ≤ ${TARGET_PER_STREAM_KB} KB: ${perStreamKb <= TARGET_PER_STREAM_KB ? 'met' : 'MISSED'}`);
  if (got.length < COUNT || dropped > 0) {
    console.error(`\n${COUNT - got.length} streams got no notice within ${TIMEOUT_MS / 1000} s and ${dropped} ended: the figures above are not valid.`);
    process.exitCode = 1;
  }
} finally {
  for (const s of streams) s.close();
  if (child.current) await stopChild(child.current);
  fs.rmSync(dir, { recursive: true, force: true });
}
