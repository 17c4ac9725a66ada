// Prism in proxy mode (for QA): `npm run mock:proxy -- https://staging.example` listens on
// 127.0.0.1:4011 (MOCK_PORT), forwards every request to the live server and checks the request and
// the answer against the contract (generated/openapi.yaml). With --errors a violation becomes an
// error answer (HTTP 500, a problem+json naming the violation), so a person or the browser tests
// using the site through the proxy cannot miss one; violations are also logged on stderr.
// Point a browser or `PLAYWRIGHT_BASE_URL` at http://127.0.0.1:4011/v2/home.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstream = process.argv[2];
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('usage: npm run mock:proxy -- https://host   (MOCK_PORT, default 4011)');
  process.exit(2);
}
const port = process.env.MOCK_PORT ?? '4011';
const prism = path.join(root, 'node_modules/.bin/prism');
const child = spawn(prism, ['proxy', '-h', '127.0.0.1', '-p', port, '--errors', path.join(root, 'generated/openapi.yaml'), upstream], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
