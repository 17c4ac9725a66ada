// Starts the Prism mock of the contract (generated/openapi.yaml, bundled by npm run gen) on 127.0.0.1:4010 (override with MOCK_PORT).
// It answers every operation with the spec's first example (zh), or the one named by a
// `Prefer: example=en` request header.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.MOCK_PORT ?? '4010';
const prism = path.join(root, 'node_modules/.bin/prism');
const child = spawn(prism, ['mock', '-h', '127.0.0.1', '-p', port, path.join(root, 'generated/openapi.yaml')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
