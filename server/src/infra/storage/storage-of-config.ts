// The file storage the configuration asks for: object storage when S3_URL is set, else DATA_DIR/files.
import path from 'node:path';
import type { Config } from '../../config';
import { S3Storage } from './s3-storage';
import { LocalStorage, type FileStorage } from './storage';

export function storageOf(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'files'));
}
