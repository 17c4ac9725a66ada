// The server's log stream: every line arrives, in order, and lines queued while a write is under
// way leave together in one system call rather than one call each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedLogStream } from '../../server/src/log-stream';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-stream-'));
afterEach(() => vi.restoreAllMocks());

describe('BoundedLogStream', () => {
  it('writes 5,000 lines in order, in far fewer calls than lines', async () => {
    const file = path.join(dir, 'a.log');
    const fd = fs.openSync(file, 'w');
    const writev = vi.spyOn(fs, 'writev');
    const stream = new BoundedLogStream(fd);
    const sent = Array.from({ length: 5000 }, (_, i) => `{"n":${i}}\n`);
    for (const line of sent) expect(stream.write(line)).toBe(true);
    expect(await stream.drain(5000)).toBe(true);
    fs.closeSync(fd);
    expect(fs.readFileSync(file, 'utf8')).toBe(sent.join(''));
    expect(stream.stats).toEqual({ dropped: 0, pending: 0 });
    // The first line leaves alone; the rest were queued meanwhile and leave at most 512 at a time.
    expect(writev.mock.calls.length).toBeGreaterThanOrEqual(Math.ceil(4999 / 512) + 1);
    expect(writev.mock.calls.length).toBeLessThan(100);
  });

  it('drops and counts lines past its bound, and says so once the reader catches up', async () => {
    const file = path.join(dir, 'b.log');
    const fd = fs.openSync(file, 'w');
    const stream = new BoundedLogStream(fd, 100);
    const line = `${'x'.repeat(40)}\n`;
    const accepted = Array.from({ length: 5 }, () => stream.write(line));
    // The first goes straight to the write; two more fit in 100 bytes; the rest are dropped.
    expect(accepted.filter(Boolean).length).toBeLessThan(5);
    expect(stream.stats.dropped).toBe(accepted.filter((ok) => !ok).length);
    await stream.drain(5000);
    stream.write('{"after":true}\n');
    await stream.drain(5000);
    fs.closeSync(fd);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`lines dropped`);
    expect(text.endsWith('{"after":true}\n')).toBe(true);
  });
});
