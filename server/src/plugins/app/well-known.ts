// The public files under /.well-known/ that are not part of the /v2 API: security.txt (RFC 9116),
// optionally clear-signed, and the CSAF 2.1 provider metadata, advisories and their directory
// (docs/rules.md#csaf-advisories). Each answer is built from the database on request, carries a
// strong ETag (304 to a matching If-None-Match) and the site's security headers like every route.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppParts } from '../../handlers/context';
import { loadClearSigner, type ClearSigner } from '../../infra/openpgp/clear-signer';
import { getSetting } from '../../services/settings/settings';
import { advisoryAt } from '../../services/standards/advisories';
import { csafDocument, type CsafSite } from '../../services/standards/csaf-document';
import { changesCsv, directoryEntries, indexTxt, listing, providerMetadata, TLP_FOLDER } from '../../services/standards/csaf-directory';
import { securityTxt, securityTxtExpires } from '../../services/standards/security-txt';
import { notFoundEnvelope } from './errors';
import { strongEtag } from './etag';

const CACHE = 'public, max-age=300';

function send(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = strongEtag(body);
  reply.header('etag', etag).header('cache-control', CACHE);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** The signer, once per app (null without SECURITY_TXT_PGP_KEY_FILE). */
export async function securityTxtSigner(parts: AppParts): Promise<ClearSigner | null> {
  const { pgpKey, pgpPassphrase } = parts.config.standards;
  return pgpKey ? loadClearSigner(pgpKey, pgpPassphrase) : null;
}

/** What security.txt says now, and its Expires (the console's warning reads the same). */
export async function currentSecurityTxt(parts: AppParts) {
  const signer = parts.securityTxtSigner;
  const { publicUrl, standards } = parts.config;
  const regulation = await getSetting(parts.db, 'regulation');
  const expires = securityTxtExpires(new Date(parts.now()), signer?.expiresAt ?? null);
  const text = securityTxt({
    publicUrl,
    contactEmail: standards.contactEmail,
    policies: [regulation.zh.url, regulation.en.url],
    encryptionUrl: signer ? `${publicUrl}/.well-known/csaf/openpgp/${signer.fingerprint}.asc` : null,
    expires,
  });
  return { text: signer ? await signer.sign(text) : text, expires };
}

export function registerWellKnown(app: FastifyInstance, parts: AppParts) {
  const signer = parts.securityTxtSigner;
  const site: CsafSite = { publicUrl: parts.config.publicUrl, publisherName: parts.config.standards.publisherName };
  const key = signer ? { fingerprint: signer.fingerprint, url: `${site.publicUrl}/.well-known/csaf/openpgp/${signer.fingerprint}.asc` } : null;

  app.get('/.well-known/security.txt', async (request, reply) => send(request, reply, (await currentSecurityTxt(parts)).text, TEXT_TYPE));

  app.get('/.well-known/csaf/provider-metadata.json', async (request, reply) => {
    const entries = await directoryEntries(parts.db);
    const lastUpdated = entries.reduce((latest, e) => (e.released > latest ? e.released : latest), new Date(0));
    // With nothing published yet, the metadata itself is what was last updated: now.
    return send(request, reply, json(providerMetadata(site, entries.length ? lastUpdated : new Date(parts.now()), key)), JSON_TYPE);
  });
  app.get('/.well-known/csaf/', async (request, reply) => send(request, reply, listing('/.well-known/csaf/', ['provider-metadata.json', 'clear/', ...(key ? ['openpgp/'] : [])]), HTML_TYPE));
  app.get(TLP_FOLDER, async (request, reply) => {
    const years = [...new Set((await directoryEntries(parts.db)).map((e) => e.path.slice(0, 4)))].sort().reverse();
    return send(request, reply, listing(TLP_FOLDER, ['index.txt', 'changes.csv', ...years.map((y) => `${y}/`)]), HTML_TYPE);
  });
  app.get(`${TLP_FOLDER}index.txt`, async (request, reply) => send(request, reply, indexTxt(await directoryEntries(parts.db)), TEXT_TYPE));
  app.get(`${TLP_FOLDER}changes.csv`, async (request, reply) => send(request, reply, changesCsv(await directoryEntries(parts.db)), 'text/csv; charset=utf-8'));
  app.get<{ Params: { year: string } }>(`${TLP_FOLDER}:year/`, async (request, reply) => {
    const files = (await directoryEntries(parts.db)).filter((e) => e.path.startsWith(`${request.params.year}/`)).map((e) => e.path.slice(5));
    if (files.length === 0) return notFoundEnvelope(request, reply);
    const names = files.sort().flatMap((f) => [f, `${f}.sha256`, `${f}.sha512`]);
    return send(request, reply, listing(`${TLP_FOLDER}${request.params.year}/`, names), HTML_TYPE);
  });
  app.get<{ Params: { year: string; file: string } }>(`${TLP_FOLDER}:year/:file`, async (request, reply) => {
    // A document, or its SHA-256 / SHA-512 file (requirement 18: "<hash>  <file name>").
    const hash = /\.(sha256|sha512)$/.exec(request.params.file)?.[1];
    const file = hash ? request.params.file.slice(0, -hash.length - 1) : request.params.file;
    const found = await advisoryAt(parts.db, `${request.params.year}/${file}`);
    if (!found) return notFoundEnvelope(request, reply);
    const body = json(csafDocument(found.advisory, found.lang, site, `${site.publicUrl}/v2/disclosure/${found.advisory.disclosureId}`));
    if (!hash) return send(request, reply, body, JSON_TYPE);
    return send(request, reply, `${crypto.createHash(hash).update(body).digest('hex')}  ${file}\n`, TEXT_TYPE);
  });
  if (signer) {
    app.get('/.well-known/csaf/openpgp/', async (request, reply) => send(request, reply, listing('/.well-known/csaf/openpgp/', [`${signer.fingerprint}.asc`]), HTML_TYPE));
    app.get(`/.well-known/csaf/openpgp/${signer.fingerprint}.asc`, async (request, reply) => send(request, reply, signer.publicKeyArmored, 'application/pgp-keys'));
  }
}
