// The directory-based distribution of CSAF 2.1 (requirements 7, 11–14): provider-metadata.json, one
// folder per year of initial release, index.txt (every file) and changes.csv (every file with its
// current release date, latest first, no quotes) in the TLP:CLEAR folder, and listings of the folders.
import type { Db } from '../../db/index';
import { listAdvisories } from './advisories';
import { CSAF_TLP_FOLDER, csafDirectoryUrl, csafPath, type CsafLang, type CsafSite } from './csaf-document';

const LANGS: CsafLang[] = ['zh', 'en'];
const isoSeconds = (d: Date | string) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface PublicKeyRef {
  fingerprint: string;
  url: string;
}

export function providerMetadata(site: CsafSite, lastUpdated: Date, key: PublicKeyRef | null) {
  return {
    $schema: 'https://docs.oasis-open.org/csaf/csaf/v2.1/schema/provider.json',
    canonical_url: `${site.publicUrl}/.well-known/csaf/provider-metadata.json`,
    distributions: [{ directory: { tlp_label: 'CLEAR', url: csafDirectoryUrl(site) } }],
    last_updated: isoSeconds(lastUpdated),
    list_on_CSAF_aggregators: true,
    metadata_version: '2.1',
    mirror_on_CSAF_aggregators: true,
    ...(key ? { public_openpgp_keys: [key] } : {}),
    publisher: { category: 'vendor', name: site.publisherName, namespace: new URL(site.publicUrl).origin },
    role: 'csaf_publisher',
  };
}

/** Every document's path below the TLP folder with its current release, latest first. */
export async function directoryEntries(db: Db) {
  const advisories = await listAdvisories(db);
  return advisories.flatMap((a) => LANGS.map((lang) => ({ path: csafPath(a, lang), released: a.currentReleaseAt })));
}

export const indexTxt = (entries: { path: string }[]) => entries.map((e) => `${e.path}\n`).join('');
export const changesCsv = (entries: { path: string; released: Date }[]) => entries.map((e) => `${e.path},${isoSeconds(e.released)}\n`).join('');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A server-side listing of a folder (requirement 14): links with absolute paths, no script. */
export function listing(folder: string, names: string[]): string {
  const items = names.map((name) => `<li><a href="${escapeHtml(folder + name)}">${escapeHtml(name)}</a></li>`).join('\n');
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Index of ${escapeHtml(folder)}</title></head>\n<body>\n<h1>Index of ${escapeHtml(folder)}</h1>\n<ul>\n${items}\n</ul>\n</body>\n</html>\n`;
}

export const TLP_FOLDER = `/.well-known/csaf/${CSAF_TLP_FOLDER}/`;
