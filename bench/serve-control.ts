// The streams bench's hand inside the server child (serve-portal.ts with BENCH_CONTROL=on): one JSON
// command a line on stdin, one JSON answer a line on stdout.
// - {"cmd":"memory"}: the process's memory after full collections (the child runs with
//   --expose-gc), so what the streams hold is not hidden by garbage not yet collected;
// - {"cmd":"notify","userIds":[…]}: one transaction writing a notice to each account through the
//   server's own notifyMany() (multi-row inserts; notify() is the same insert for one reader),
//   answered with the times the write started and committed (epoch ms, the clock the bench reads too).
import readline from 'node:readline';
import type { Db } from '../server/src/db/index';
import { notifyMany } from '../server/src/services/notice/notices';

const now = () => performance.timeOrigin + performance.now();

type Command = { cmd: 'memory' } | { cmd: 'notify'; userIds: number[] };

async function answer(db: Db, command: Command): Promise<Record<string, unknown>> {
  if (command.cmd === 'memory') {
    const gc = (globalThis as { gc?: () => void }).gc;
    for (let i = 0; i < 3 && gc; i++) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { ...process.memoryUsage(), collected: Boolean(gc) };
  }
  const startedAt = now();
  await db.transaction((tx) =>
    notifyMany(
      tx,
      command.userIds.map((userId) => ({ userId, notice: { type: 'user', key: 'coins.changed', params: { amount: 1, reason: 'bench' }, link: '/user/currency' } })),
    ),
  );
  return { startedAt, committedAt: now() };
}

export function answerCommands(db: Db): void {
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const command = JSON.parse(line) as Command;
    answer(db, command).then(
      (result) => process.stdout.write(JSON.stringify({ reply: command.cmd, ...result }) + '\n'),
      (err: unknown) => process.stdout.write(JSON.stringify({ reply: command.cmd, error: String(err) }) + '\n'),
    );
  });
}
