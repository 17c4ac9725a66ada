// Child process of the benchmark: a bare Fastify route per measured route, answering the same JSON
// body from memory. It is the yardstick: the portal's figures are printed as ratios to it. A second
// route answers the same body with the portal's own headers (its security headers are most of its
// header bytes), so the cost of those bytes is told apart from the portal's own work.
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodiesFile, headersFile] = process.argv.slice(2);
if (!bodiesFile || !headersFile) throw new Error('usage: serve-bare.ts BODIES.json HEADERS.json');
const bodies = JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as Record<string, string>;
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as Record<string, Record<string, string>>;
const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get<{ Params: { name: string } }>('/headed/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  const sent = headers[request.params.name];
  if (body === undefined || sent === undefined) return reply.code(404).send();
  return reply.headers(sent).send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }) + '\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
