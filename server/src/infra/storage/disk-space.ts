// The free space of the disk under a directory, for the uploads' free-disk floor
// (services/upload/site-storage.ts). What an unprivileged process may still write (bavail), not
// the blocks reserved for root.
import fs from 'node:fs';

export function diskFreeBytes(dir: string): () => Promise<number> {
  return async () => {
    const stats = await fs.promises.statfs(dir);
    return stats.bavail * stats.bsize;
  };
}
