// `npm run backup -- FILE`: the embedded database and the uploaded files of DATA_DIR into FILE
// (.tar.gz), or with DATABASE_URL pg_dump's dump and the files (backup-postgres.ts). Refused while a server
// runs on the embedded database's DATA_DIR.
import { runBackupCommand } from './backup-command';

await runBackupCommand('backup', process.argv.slice(2));
