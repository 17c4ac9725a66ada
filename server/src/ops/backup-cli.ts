// `npm run backup -- FILE`: the embedded database and the uploaded files of DATA_DIR into FILE
// (.tar.gz). Refused while a server runs on DATA_DIR; with DATABASE_URL, use pg_dump instead.
import { runBackupCommand } from './backup-command';

await runBackupCommand('backup', process.argv.slice(2));
