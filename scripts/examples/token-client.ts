// The API example of docs/api.md, kept here so `npm run typecheck` proves it still fits the contract:
// submit a report with a personal API token through the typed openapi-fetch client, then follow its
// state. Run: SRC=https://src.example.org TOKEN=srcp_… node --import tsx scripts/examples/token-client.ts
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/api';
import { BugStatusLabels } from '../../generated/enums';

const client = createClient<paths>({
  baseUrl: process.env.SRC ?? 'http://127.0.0.1:8080',
  headers: { Authorization: `Bearer ${process.env.TOKEN ?? ''}` },
});
// The API takes form-encoded bodies (no CSRF header with a token).
const form = (body: object) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const item of [v].flat()) if (item !== undefined) out.append(k, String(item));
  return out.toString();
};
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

const submitted = await client.POST('/v2/api/bug', {
  params: { query: { language: 'en' } },
  body: { name: 'SQL injection in search', level: 3, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>Steps to reproduce…</p>', harmfulResults: 11 },
  bodySerializer: form,
  headers: formHeaders,
});
const id = submitted.data?.retcode === 0 ? submitted.data.retdata?.id : undefined;
if (id === undefined) throw new Error(`refused: ${submitted.data?.retmsg ?? submitted.response.status}`);
console.warn(`report ${id} submitted`);

// Follow it: one read a minute (well inside the 120 requests a minute a token may make).
let last: number | undefined;
for (;;) {
  const { data } = await client.GET('/v2/api/bug/{id}', { params: { path: { id }, query: { language: 'en' } } });
  const bug = data?.retcode === 0 ? data.retdata?.bug : undefined;
  if (!bug) throw new Error(`read refused: ${data?.retmsg}`);
  const { status } = bug;
  if (status !== last) console.warn(`report ${id}: ${BugStatusLabels.en[status]}`);
  last = status;
  if (status === 51 || status === 52 || status === 53) break;
  await new Promise((r) => setTimeout(r, 60_000));
}
