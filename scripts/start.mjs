// `npm start`: builds the web app when web/dist is missing or stale, then runs the server in one
// process (node with tsx's loader), passing signals on so SIGTERM drains it and closes the database.
import { spawn } from 'node:child_process';
import { ensureWebBuilt, root } from './web-build.mjs';

ensureWebBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
