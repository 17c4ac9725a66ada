// The two commands' shared part: arguments, configuration, and exit codes a script can test
// (2 usage or configuration, 3 the database is in use, 1 any other failure). With DATABASE_URL the
// work is pg_dump's and pg_restore's (backup-postgres.ts), else PGlite's (backup.ts).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db/index';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup';
import { DatabaseInUseError, backupPostgres, restorePostgres } from './backup-postgres';

export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<void> {
  const [file] = args;
  if (!file || args.length !== 1) {
    console.error(`usage: npm run ${command} -- FILE`);
    process.exit(2);
  }
  try {
    const config = loadConfig();
    const target = path.resolve(file);
    if (config.databaseUrl) {
      const opts = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, filesInS3: config.s3 !== undefined };
      const result = command === 'backup' ? await backupPostgres(opts, target) : await restorePostgres(opts, target);
      const mb = (result.dbBytes / 1024 / 1024).toFixed(1);
      const files = result.files === null ? "no files (they are in S3_URL's bucket)" : `${result.files} files of ${config.dataDir}`;
      process.stdout.write(
        command === 'backup'
          ? `Backed up the PostgreSQL database (pg_dump, ${mb} MB) and ${files} to ${target}.\n`
          : `Restored the PostgreSQL database and ${result.files} files from ${target}.\n`,
      );
      return;
    }
    const result = command === 'backup' ? await backupEmbedded(config.dataDir, target) : await restoreEmbedded(config.dataDir, target);
    const mb = (result.dbBytes / 1024 / 1024).toFixed(1);
    process.stdout.write(
      command === 'backup'
        ? `Backed up the database (${mb} MB compressed) and ${result.files} files of ${config.dataDir} to ${target}.\n`
        : `Restored the database and ${result.files} files from ${target} into ${config.dataDir}.\n`,
    );
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    if (err instanceof DatabaseLockedError || err instanceof DatabaseInUseError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}
