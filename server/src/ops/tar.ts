// The smallest tar (POSIX ustar) the backups need: regular files only, written and read as streams
// so an upload folder of any size never sits in memory. `tar -tzf backup.tar.gz` lists a backup.
import { Buffer } from 'node:buffer';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtimeSeconds = Math.floor(Date.now() / 1000)): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtimeSeconds, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return header;
}

export const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two zero blocks end an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

function parseHeader(header: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  if (Number.parseInt(field(header, 148, 8).trim(), 8) !== sum) throw new Error('not a tar archive (bad header checksum)');
  const prefix = field(header, 345, 155);
  const name = field(header, 0, 100);
  return { name: prefix ? `${prefix}/${name}` : name, size: Number.parseInt(field(header, 124, 12).trim() || '0', 8), type: field(header, 156, 1) || '0' };
}

export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

/** Reads a tar stream, handing each regular file's bytes to the sink `onEntry` returns for it. */
export async function extractTar(input: AsyncIterable<Buffer>, onEntry: (name: string, size: number) => EntrySink): Promise<void> {
  let buf: Buffer = Buffer.alloc(0);
  let sink: EntrySink | null = null;
  let remaining = 0;
  let skip = 0;
  let ended = false;
  for await (const chunk of input) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (sink) {
        const take = Math.min(remaining, buf.length);
        if (take > 0) await sink.write(buf.subarray(0, take));
        buf = buf.subarray(take);
        remaining -= take;
        if (remaining > 0) break;
        await sink.end();
        sink = null;
      }
      if (skip) {
        const n = Math.min(skip, buf.length);
        buf = buf.subarray(n);
        skip -= n;
        if (skip) break;
      }
      if (ended || buf.length < BLOCK) break;
      const header = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (header.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const entry = parseHeader(header);
      if (entry.type !== '0') throw new Error(`unexpected tar entry type "${entry.type}" (${entry.name})`);
      remaining = entry.size;
      skip = padding(entry.size).length;
      sink = onEntry(entry.name, entry.size);
      if (remaining === 0) {
        await sink.end();
        sink = null;
      }
    }
  }
  if (!ended || sink) throw new Error('the archive is cut short');
}
