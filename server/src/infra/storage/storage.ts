// Where uploaded files live. The default keeps them in a local directory (DATA_DIR/files) under
// their generated key; object storage (S3_URL, s3-storage.ts) implements the same FileStorage.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Moves a finished temporary file into storage under `key`. */
  put(key: string, tmpPath: string): Promise<void>;
  /** A stream of the stored file, or undefined when it is not there. */
  open(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored key (for the sweep of files no upload row names). */
  list(): AsyncIterable<string>;
  /** Fails with a message naming the storage when it cannot be reached (checked at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Keys are generated (time, random characters, extension); anything else never reaches the disk. */
export const SAFE_KEY = /^[0-9]{14}-[a-z0-9]{6}\.[a-z0-9]{1,5}$/;

export class LocalStorage implements FileStorage {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(this.dir, key);
  }

  async put(key: string, tmpPath: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await fs.promises.rename(tmpPath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // Temporary files on another file system: copy, then remove the original.
      await fs.promises.copyFile(tmpPath, target, fs.constants.COPYFILE_EXCL);
      await fs.promises.rm(tmpPath, { force: true });
    }
  }

  async open(key: string): Promise<Readable | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    const file = this.pathOf(key);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      return undefined;
    }
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    for (const entry of await fs.promises.readdir(this.dir, { withFileTypes: true })) {
      if (entry.isFile() && SAFE_KEY.test(entry.name)) yield entry.name;
    }
  }

  async check(): Promise<void> {
    await fs.promises.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
  }

  async close(): Promise<void> {}
}
