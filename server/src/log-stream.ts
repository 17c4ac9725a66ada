// The server's log destination. Pino's default writes stdout synchronously, and when the reader of
// a pipe stops reading (a stalled log collector) the write waits in Atomics.wait for ever: the event
// loop stops, so does the shutdown's deadline, and the embedded database's lock is never released.
// Here every write is asynchronous (fs.writev on the descriptor, one call at a time, carrying every
// line queued meanwhile), the lines waiting for it are bounded, and lines that do not fit are
// dropped and counted — logging may lose lines under a stalled reader, but it never blocks a
// request or the exit.
import fs from 'node:fs';

const RETRY_MS = 50;
/** Lines per write: well under the system's limit of buffers per call (IOV_MAX, 1024 on Linux). */
const MAX_BATCH = 512;

export interface LogStreamStats {
  /** Lines dropped because the buffer was full (or the reader went away). */
  dropped: number;
  /** Bytes waiting to be written. */
  pending: number;
}

export class BoundedLogStream {
  private queue: Buffer[] = [];
  private pendingBytes = 0;
  private writing = false;
  private closed = false;
  private droppedLines = 0;
  private droppedSinceReport = 0;
  private idle: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  get stats(): LogStreamStats {
    return { dropped: this.droppedLines, pending: this.pendingBytes };
  }

  /** Pino's destination interface: one serialised line per call. */
  write(line: string): boolean {
    if (this.closed) {
      this.droppedLines++;
      return false;
    }
    let data = Buffer.from(line);
    if (this.droppedSinceReport > 0 && this.pendingBytes === 0) {
      // The reader caught up: say how much it missed, once, ahead of the next line.
      const note = JSON.stringify({ level: 40, time: Date.now(), msg: `log buffer was full: ${this.droppedSinceReport} lines dropped` });
      data = Buffer.concat([Buffer.from(`${note}\n`), data]);
      this.droppedSinceReport = 0;
    }
    if (this.pendingBytes + data.length > this.maxBytes) {
      this.droppedLines++;
      this.droppedSinceReport++;
      return false;
    }
    this.queue.push(data);
    this.pendingBytes += data.length;
    if (!this.writing) this.flushNext();
    return true;
  }

  private flushNext(): void {
    if (this.queue.length === 0 || this.closed) {
      this.writing = false;
      this.idle.splice(0).forEach((resolve) => resolve());
      return;
    }
    this.writing = true;
    // Every line queued since the last write goes in one system call: one write per line was one
    // thread-pool call per access line, tens of thousands a second on a busy server.
    const batch = this.queue.length <= MAX_BATCH ? this.queue.slice() : this.queue.slice(0, MAX_BATCH);
    fs.writev(this.fd, batch, (err, written) => {
      if (err) {
        if (err.code === 'EAGAIN') {
          // A full non-blocking pipe: try again later; the timer never keeps the process alive.
          setTimeout(() => this.flushNext(), RETRY_MS).unref();
          return;
        }
        // EPIPE and the like: the reader is gone for good; everything from now on is dropped.
        this.droppedLines += this.queue.length;
        this.queue = [];
        this.pendingBytes = 0;
        this.closed = true;
        this.flushNext();
        return;
      }
      this.pendingBytes -= written;
      // Drop what was written; a line written in part keeps its rest at the front.
      let left = written;
      while (left > 0) {
        const head = this.queue[0]!;
        if (head.length > left) {
          this.queue[0] = head.subarray(left);
          break;
        }
        left -= head.length;
        this.queue.shift();
      }
      this.flushNext();
    });
  }

  /** Waits until everything queued is written, or `ms` passes (a stalled reader): never longer. */
  async drain(ms: number): Promise<boolean> {
    if (!this.writing && this.queue.length === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      new Promise<boolean>((resolve) => this.idle.push(() => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms).unref())),
    ]);
    clearTimeout(timer);
    return done;
  }
}
