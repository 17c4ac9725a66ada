// The two commands' shared part: arguments, configuration, and exit codes a script can test
// (2 usage or configuration, 3 the database is in use, 1 any other failure).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db/index';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup';

export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<void> {
  const [file] = args;
  if (!file || args.length !== 1) {
    console.error(`usage: npm run ${command} -- FILE`);
    process.exit(2);
  }
  try {
    const config = loadConfig();
    if (config.databaseUrl) {
      console.error(
        `DATABASE_URL is set: ${command} covers the embedded database only. Use PostgreSQL's tools ` +
          '(pg_dump -Fc / pg_restore), and copy DATA_DIR/files alongside.',
      );
      process.exit(2);
    }
    const target = path.resolve(file);
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
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}
