// `npm run restore -- FILE`: a backup made by `npm run backup` into an empty DATA_DIR. Refused while
// a server runs on DATA_DIR, and when DATA_DIR already holds a database or files.
import { runBackupCommand } from './backup-command';

await runBackupCommand('restore', process.argv.slice(2));
