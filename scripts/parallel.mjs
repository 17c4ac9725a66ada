// Runs shell commands side by side and fails when any of them fails (npm test runs the home budget
// check beside the browser tests: the check mostly waits for its server to start, so it costs the
// browser tests little and the suite its ten seconds). Each command's output goes through as it comes.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const codes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
const failed = commands.filter((_, i) => codes[i] !== 0);
for (const command of failed) console.error(`failed: ${command}`);
process.exit(failed.length > 0 ? 1 : 0);
